// A medicine's days and limits (schedule-text.ts) under its name or beside its frequency;
// nothing for a medicine taken every day.
import { useTranslation } from "react-i18next";
import { mealTimesOf } from "~/domain/medicines/dosage-notation";
import { DEFAULT_SETTINGS } from "~/domain/settings/rules";
import { useSettings } from "~/features/settings/queries";
import { scheduleText, type ScheduledMedicine } from "../schedule-text";

export function ScheduleSummary({ medicine, besideFrequency = false }: { medicine: ScheduledMedicine; besideFrequency?: boolean }) {
  const { t, i18n } = useTranslation("medicines");
  const { data: settings } = useSettings();
  const text = scheduleText(medicine, (key, values) => t(key, values), i18n.language, mealTimesOf(settings ?? DEFAULT_SETTINGS), besideFrequency);
  return text ? (
    <p className="muted schedule-text" data-testid="schedule-text">
      {text}
    </p>
  ) : null;
}
