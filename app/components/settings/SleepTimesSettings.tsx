// Settings → sleep times: bedtime and wake-up time ('HH:mm', or empty for none).
// They drive the sleep card's pre-sleep and wake-up states and, when set, the
// bedtime and wake-up push reminders (UserHub recomputes on a settings change).
import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import type { UserSettings, UserSettingsInput } from "~/domain/settings";
import { useUpdateSettings } from "~/lib/settings";
import { toast } from "~/lib/toast";

const KEYS = ["sleep_bedtime_reminder", "sleep_wakeup_reminder"] as const;
type Key = (typeof KEYS)[number];
type Times = Pick<UserSettingsInput, Key>;

export function SleepTimesSettings({ settings }: { settings: UserSettings }) {
  const { t } = useTranslation("settings");
  const save = useUpdateSettings();
  const ids = useId();
  const saved: Times = { sleep_bedtime_reminder: settings.sleep_bedtime_reminder, sleep_wakeup_reminder: settings.sleep_wakeup_reminder };
  const [draft, setDraft] = useState<Partial<Record<Key, string>>>({});
  const [busy, setBusy] = useState(false);
  // An empty input means "no reminder" (null).
  const value = (k: Key) => (k in draft ? draft[k] || null : saved[k]);
  const changed = KEYS.filter((k) => value(k) !== saved[k]);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (!changed.length) return;
    setBusy(true);
    try {
      await save(Object.fromEntries(changed.map((k) => [k, value(k)])));
      setDraft({});
      toast({ variant: "success", title: t("sleepTimes.saved") });
    } catch {
      toast({ variant: "destructive", title: t("updateError") });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="stack" noValidate onSubmit={(e) => void onSubmit(e)}>
      <p className="muted">{t("sleepTimes.help")}</p>
      <div className="meal-times-grid">
        {KEYS.map((k) => (
          <div className="field" key={k}>
            <label htmlFor={`${ids}-${k}`}>{t(`sleepTimes.${k}`)}</label>
            <input id={`${ids}-${k}`} type="time" value={value(k) ?? ""} onChange={(e) => setDraft((d) => ({ ...d, [k]: e.target.value }))} />
          </div>
        ))}
      </div>
      <button type="submit" className="button" disabled={busy || changed.length === 0}>
        {t("sleepTimes.save")}
      </button>
    </form>
  );
}
