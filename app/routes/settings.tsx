// Settings (docs/rules/profile-and-settings.md): every change is an outbox op, so it works offline too.
// Issue 3 adds data management (backup, delete all, clear cache).
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useState, type ReactNode } from "react";
import { useReminderPermission } from "~/features/reminders/components/NotificationBell";
import { PlaceholderBars } from "~/platform/ui/PlaceholderBars";
import { DataManagement } from "~/features/settings/components/DataManagement";
import { NotSavedList } from "~/features/settings/components/NotSavedList";
import { TestAlarmButton } from "~/features/doses/components/TestAlarmButton";
import { TimesSettings } from "~/features/settings/components/TimesSettings";
import { FONT_SIZE_PX, FONT_SIZES, LANGUAGES, THEMES, type UserSettingsInput } from "~/domain/settings/rules";
import { LOCAL_KEYS, writeLocal, writePrefCookie } from "~/platform/device/keys";
import { formatNumber } from "~/platform/i18n/format";
import { changeLanguage } from "~/platform/i18n/i18n";
import { useSettings } from "~/features/settings/queries";
import { useUpdateSettings } from "~/features/settings/writes";
import { toast } from "~/platform/ui/toast";
import { vibrateTap } from "~/platform/device/vibrate";
import type { ScreenDeclaration } from "~/screens";

// "trackers": "Not saved" names a failed symptom or exercise by its kind (app/domain/sync/op-label.ts).
export const screen = { title: "settings", namespaces: ["trackers"], styles: ["doses", "medicines-form"], scan: true } satisfies ScreenDeclaration;

type BoolKey = {
  [K in keyof UserSettingsInput]: UserSettingsInput[K] extends boolean ? K : never;
}[keyof UserSettingsInput];

const NOTIFICATION_KEYS: BoolKey[] = ["notifications_enabled", "medication_reminders", "health_tips", "lab_alerts"];
const PRIVACY_KEYS: BoolKey[] = ["privacy_share_data", "privacy_analytics"];
/** Turning these on schedules reminders (UserHub), which needs notification permission (docs/rules/profile-and-settings.md). */
const REMINDER_KEYS: ReadonlySet<BoolKey> = new Set<BoolKey>(["notifications_enabled", "medication_reminders"]);

function Group({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section className="card">
      <h2>{title}</h2>
      {children}
    </section>
  );
}

function Choice<T extends string>(props: { name: string; label: string; options: readonly T[]; value: T; render: (v: T) => string; onChange: (v: T) => void }) {
  return (
    <fieldset className="segmented">
      <legend>{props.label}</legend>
      {props.options.map((o) => (
        <label key={o} className={o === props.value ? "selected" : undefined}>
          <input type="radio" name={props.name} value={o} checked={o === props.value} onChange={() => props.onChange(o)} />
          {props.render(o)}
        </label>
      ))}
    </fieldset>
  );
}

export default function Settings() {
  const { t, i18n } = useTranslation("settings");
  const { data: saved, isError, fetchStatus } = useSettings();
  const save = useUpdateSettings();
  // What the user just chose shows at once, while the op is written to the outbox
  // (IndexedDB first, then the cache): a control never flips back in between.
  const [draft, setDraft] = useState<Partial<UserSettingsInput>>({});
  const reminderPermission = useReminderPermission();
  const update = async (patch: Partial<UserSettingsInput>) => {
    setDraft((d) => ({ ...d, ...patch }));
    try {
      await save(patch);
    } catch {
      toast({ variant: "destructive", title: t("updateError") });
    } finally {
      setDraft((d) => Object.fromEntries(Object.entries(d).filter(([k]) => !(k in patch))));
    }
  };

  /** Reminders on: asks for permission first when it was never asked; without it the switch stays off. */
  const turnOnReminders = async (key: BoolKey) => {
    if (await reminderPermission()) await update({ [key]: true });
  };

  if (!saved) {
    if (isError) return <p role="alert">{t("loadError")}</p>;
    // Offline before this device ever loaded the settings: say so instead of spinning.
    if (fetchStatus === "paused")
      return (
        <p role="status" className="page">
          {t("offlineNotLoaded")}
        </p>
      );
    return <PlaceholderBars />;
  }
  const settings = { ...saved, ...draft };

  const toggle = (key: BoolKey) => (
    <label className="switch-row" key={key}>
      <span>{t(`fields.${key}`)}</span>
      <input
        type="checkbox"
        role="switch"
        checked={settings[key]}
        onChange={(e) => void (e.target.checked && REMINDER_KEYS.has(key) ? turnOnReminders(key) : update({ [key]: e.target.checked }))}
      />
    </label>
  );

  return (
    <main id="main" className="page stack">
      <h1>{t("title")}</h1>
      <NotSavedList />
      <Group title={t("groups.notifications")}>{NOTIFICATION_KEYS.map(toggle)}</Group>
      <Group title={t("groups.privacy")}>{PRIVACY_KEYS.map(toggle)}</Group>
      <Group title={t("groups.appearance")}>
        <Choice
          name="theme"
          label={t("fields.theme")}
          options={THEMES}
          value={settings.theme}
          render={(v) => t(`themes.${v}`)}
          onChange={(theme) => void update({ theme })}
        />
        <Choice
          name="font_size"
          label={t("fields.font_size")}
          options={FONT_SIZES}
          value={settings.font_size}
          render={(v) => `${t(`fontSizes.${v}`)} (${formatNumber(FONT_SIZE_PX[v], i18n.language)}px)`}
          onChange={(font_size) => {
            vibrateTap();
            void update({ font_size });
          }}
        />
      </Group>
      <Group title={t("groups.language")}>
        <Choice
          name="language"
          label={t("fields.language")}
          options={LANGUAGES}
          value={settings.language}
          render={(v) => t(`common:language.names.${v}`)}
          onChange={(language) => {
            vibrateTap();
            writeLocal(LOCAL_KEYS.language, language);
            writePrefCookie("lang", language);
            void changeLanguage(i18n, language);
            void update({ language });
          }}
        />
      </Group>
      <Group title={t("groups.mealTimes")}>
        <TimesSettings kind="mealTimes" settings={saved} />
      </Group>
      <Group title={t("groups.reminders")}>
        <TimesSettings kind="sleepTimes" settings={saved} />
        <TestAlarmButton />
      </Group>
      <Group title={t("groups.family")}>
        <Link className="button button-secondary" to="/settings/family">
          {t("family.link")}
        </Link>
      </Group>
      <Group title={t("groups.data")}>
        <DataManagement />
      </Group>
    </main>
  );
}
