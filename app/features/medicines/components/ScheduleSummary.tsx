// A medicine's days and limits (schedule-text.ts) under its name or beside its frequency;
// nothing for a medicine taken every day.
import { useTranslation } from "react-i18next";
import { DEFAULT_SETTINGS } from "~/domain/settings/rules";
import { useSettings } from "~/features/settings/queries";
import { scheduleText, type ScheduledMedicine } from "../schedule-text";

export function ScheduleSummary({ medicine, besideFrequency = false }: { medicine: ScheduledMedicine; besideFrequency?: boolean }) {
  const { t, i18n } = useTranslation("medicines");
  const { data: settings } = useSettings();
  // The meal times as dosage-notation.ts's mealTimesOf reads them, without loading that module on every page with a card.
  const s = settings ?? DEFAULT_SETTINGS;
  const meals = { morning: s.meal_morning, noon: s.meal_noon, evening: s.meal_evening, night: s.meal_night };
  const text = scheduleText(medicine, (key, values) => t(key, values), i18n.language, meals, besideFrequency);
  return text ? (
    <p className="muted schedule-text" data-testid="schedule-text">
      {text}
    </p>
  ) : null;
}
