// Settings → meal times and sleep times: times of day ('HH:mm') saved together through
// the outbox (useUpdateSettings), so they work offline. Meal times turn a dosage typed
// as '1+0+1' into reminder times; sleep times (empty: none) drive the sleep card and the
// bedtime and wake-up reminders (UserHub recomputes on a settings change). On the form
// kit with the settings patch schema the hub checks; only changed times are sent.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Field } from "~/platform/forms/Field";
import type { UserSettings } from "~/domain/settings/rules";
import { readFormValues } from "~/platform/forms/form-values";
import { useUpdateSettings } from "~/features/settings/writes";
import { toast } from "~/platform/ui/toast";
import { useValidatedForm } from "~/platform/forms/use-validated-form";
import { loadEarly } from "~/platform/forms/load-early";

// Its schema loads right after the page's code, not with it (loadEarly; docs/forms.md, 7).
const loadSchema = loadEarly(() => import("~/domain/settings/schema").then((m) => m.userSettingsPatchSchema));

const KINDS = {
  mealTimes: { keys: ["meal_morning", "meal_noon", "meal_evening", "meal_night"], emptyIsNone: false },
  sleepTimes: { keys: ["sleep_bedtime_reminder", "sleep_wakeup_reminder"], emptyIsNone: true },
} as const;
type Kind = keyof typeof KINDS;
type TimeKey = (typeof KINDS)[Kind]["keys"][number];

/** The saved times; the form starts again from them whenever they change (another tab, a sync). */
export function TimesSettings({ kind, settings }: { kind: Kind; settings: UserSettings }) {
  const saved = Object.fromEntries(KINDS[kind].keys.map((k) => [k, settings[k] ?? ""])) as Record<TimeKey, string>;
  return <TimesForm key={Object.values(saved).join()} kind={kind} saved={saved} />;
}

function TimesForm({ kind, saved }: { kind: Kind; saved: Record<string, string> }) {
  const { t } = useTranslation("settings");
  const update = useUpdateSettings();
  const { keys, emptyIsNone } = KINDS[kind];
  const [dirty, setDirty] = useState(false);
  const changed = (el: HTMLFormElement) => Object.entries(readFormValues(el, keys)).some(([k, v]) => v !== saved[k]);
  const { form, field, onSubmit, busy } = useValidatedForm(loadSchema, {
    ns: "settings",
    defaults: saved,
    tell: "fields",
    // Only what changed; an empty sleep time means no reminder (null).
    prepare: (v) => Object.fromEntries(keys.filter((k) => v[k] !== saved[k]).map((k) => [k, emptyIsNone ? String(v[k]) || null : String(v[k])])),
    // A time changed before the page was ready.
    adopt: (el) => setDirty(changed(el)),
  });
  const save = onSubmit(async (changes) => {
    try {
      await update(changes);
      toast({ variant: "success", title: t(`${kind}.saved`) });
    } catch {
      toast({ variant: "destructive", title: t("updateError") });
    }
  });

  return (
    <form {...form} className="stack" onInput={(e) => setDirty(changed(e.currentTarget))} onSubmit={(e) => void save(e)}>
      <p className="muted">{t(`${kind}.help`)}</p>
      <div className="meal-times-grid">
        {keys.map((k) => (
          <Field key={k} label={t(`${kind}.${k}`)} type="time" {...field(k)} />
        ))}
      </div>
      <button type="submit" className="button" disabled={busy || !dirty}>
        {t(`${kind}.save`)}
      </button>
    </form>
  );
}
