// The dashboard's Taken / Skipped forms (features/doses/components/DoseMarkForm.tsx) as its
// route action reads them when they are posted before the scripts arrive.
import { toScheduledTime } from "./time";

/** The `form` field that names a dose's Taken / Skipped form among the dashboard's posts. */
export const DOSE_MARK_FORM = "dose-mark";

/** The form's key among the page's forms (its op id: domain/sync/form-post.ts). */
export const doseMarkOpKey = (medicineId: string, date: string, time: string) => `dose:${medicineId}:${date}:${time}`;

/** The adherence log a posted form asks for, as markDoses() would queue it: checked by the table's insert schema after. */
export function postedDoseMark(values: Record<string, string>, now: Date) {
  return {
    medicine_id: values.medicine_id ?? "",
    status: values.status ?? "",
    taken_at: now.toISOString(),
    scheduled_time: toScheduledTime(values.time) ?? values.time ?? "",
    scheduled_date: values.date ?? "",
  };
}
