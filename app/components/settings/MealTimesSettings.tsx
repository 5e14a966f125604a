// Settings → meal times: the four times of day ('HH:mm') that a dosage typed as
// '1+0+1' turns into reminder times (morning, noon, evening, night). Saved together
// through the outbox (useUpdateSettings), so it works offline.
import { useId, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import type { UserSettings, UserSettingsInput } from "~/domain/settings";
import { useUpdateSettings } from "~/lib/settings";
import { toast } from "~/lib/toast";

const MEAL_KEYS = ["meal_morning", "meal_noon", "meal_evening", "meal_night"] as const;
type MealKey = (typeof MEAL_KEYS)[number];
type Meals = Pick<UserSettingsInput, MealKey>;

const HH_MM = /^([01]\d|2[0-3]):[0-5]\d$/;

export function MealTimesSettings({ settings }: { settings: UserSettings }) {
  const { t } = useTranslation("settings");
  const save = useUpdateSettings();
  const ids = useId();
  const saved: Meals = { meal_morning: settings.meal_morning, meal_noon: settings.meal_noon, meal_evening: settings.meal_evening, meal_night: settings.meal_night };
  const [draft, setDraft] = useState<Partial<Meals>>({});
  const [invalid, setInvalid] = useState<MealKey[]>([]);
  const [busy, setBusy] = useState(false);
  const values = { ...saved, ...draft };
  const changed = MEAL_KEYS.filter((k) => values[k] !== saved[k]);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const bad = MEAL_KEYS.filter((k) => !HH_MM.test(values[k]));
    setInvalid(bad);
    if (bad.length) {
      document.getElementById(`${ids}-${bad[0]}`)?.focus();
      return;
    }
    if (!changed.length) return;
    setBusy(true);
    try {
      await save(Object.fromEntries(changed.map((k) => [k, values[k]])));
      setDraft({});
      toast({ variant: "success", title: t("mealTimes.saved") });
    } catch {
      toast({ variant: "destructive", title: t("updateError") });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="stack meal-times" noValidate onSubmit={(e) => void onSubmit(e)}>
      <p className="muted">{t("mealTimes.help")}</p>
      <div className="meal-times-grid">
        {MEAL_KEYS.map((k) => {
          const id = `${ids}-${k}`;
          const bad = invalid.includes(k);
          return (
            <div className="field" key={k}>
              <label htmlFor={id}>{t(`mealTimes.${k}`)}</label>
              <input
                id={id}
                type="time"
                value={values[k]}
                aria-invalid={bad || undefined}
                aria-describedby={bad ? `${id}-err` : undefined}
                onChange={(e) => setDraft((d) => ({ ...d, [k]: e.target.value }))}
              />
              {bad && (
                <p id={`${id}-err`} className="field-error">
                  {t("validation.invalidTime")}
                </p>
              )}
            </div>
          );
        })}
      </div>
      <button type="submit" className="button" disabled={busy || changed.length === 0}>
        {t("mealTimes.save")}
      </button>
    </form>
  );
}
