// Past medicines (docs/rules/medicines.md, "Past medicines"; the spec's medicine_history):
// when a course ends (the patient stopped it, finished it, or deleted the medicine) a
// history row keeps its name, dosage, dates and why it ended, so a patient can tell a
// doctor what they took before. Pure: the clock and the zone are passed in.
import { toAsciiDigits } from "../bangla/digits";
import { addDays, localDate } from "../time/zoned-time";

export const MEDICINE_END_REASONS = ["stopped", "finished", "deleted"] as const;
export type MedicineEndReason = (typeof MEDICINE_END_REASONS)[number];
/** The ways a patient ends a course on the medicine's page (deleting has its own button). */
export const COURSE_END_CHOICES = ["finished", "stopped"] as const satisfies readonly MedicineEndReason[];

/** How many past medicines the list reads (newest end first). */
export const MEDICINE_HISTORY_SHOWN = 100;

export interface MedicineHistoryRow {
  id: string;
  medicine_id: string | null;
  medicine_name: string | null;
  dosage: string | null;
  is_active: boolean;
  start_date: string | null;
  end_date: string | null;
  last_taken_at: string | null;
  end_reason: MedicineEndReason | null;
  created_at: string;
}

export interface MedicineHistoryResponse {
  items: MedicineHistoryRow[];
}

interface EndingMedicine {
  id: string;
  name: string;
  dosage: string | null;
  created_at: string;
}

interface Log {
  medicine_id: string;
  status: string;
  taken_at: string;
}

/**
 * The insert's data for a course that ends: started the day the medicine was added, ended
 * `endDay` (a course whose days ran out) or today, in the user's zone.
 */
export function endedCourse(medicine: EndingMedicine, reason: MedicineEndReason, logs: readonly Log[], now: Date, zone: string, endDay?: string) {
  const taken = logs.filter((l) => l.medicine_id === medicine.id && l.status === "taken").map((l) => l.taken_at);
  const lastTaken = taken.length ? taken.reduce((a, b) => (Date.parse(b) > Date.parse(a) ? b : a)) : null;
  return {
    medicine_id: medicine.id,
    medicine_name: medicine.name,
    dosage: medicine.dosage || null,
    is_active: false,
    start_date: localDate(new Date(medicine.created_at), zone),
    end_date: endDay ?? localDate(now, zone),
    last_taken_at: lastTaken,
    end_reason: reason,
  };
}

/** Newest end first; the same day, the later written first. */
export function compareHistory(a: MedicineHistoryRow, b: MedicineHistoryRow): number {
  return (b.end_date ?? "").localeCompare(a.end_date ?? "") || b.created_at.localeCompare(a.created_at) || b.id.localeCompare(a.id);
}

/** Days per unit of a course's duration as patients write it ("7 days", "৭ দিন", "2 weeks", "1 month"). */
const DURATION_UNITS: readonly [RegExp, number][] = [
  [/^(?:d|day|days|din|দিন)$/iu, 1],
  [/^(?:w|wk|wks|week|weeks|সপ্তাহ)$/iu, 7],
  [/^(?:mo|month|months|মাস)$/iu, 30],
];

/** A duration's length in days, or null when it is not a plain count of days, weeks or months ("continue", "as needed"). */
export function courseDays(duration: string | null): number | null {
  const m = /^\s*(\d{1,3})\s*([\p{L}\p{M}]+)\.?\s*$/u.exec(toAsciiDigits(duration ?? ""));
  const unit = m && DURATION_UNITS.find(([re]) => re.test(m[2]))?.[1];
  const n = m ? Number(m[1]) : 0;
  return unit && n > 0 ? n * unit : null;
}

interface CourseMedicine {
  category: string;
  duration: string | null;
  created_at: string;
}

/**
 * docs/rules/medicines.md, "Past medicines": the last day of a short-term course whose days
 * have all passed (added on day 1, "7 days" ends on day 7), or null (long-term, no plain
 * duration, or days still to go). The patient is asked; nothing ends on its own.
 */
export function courseOver(medicine: CourseMedicine, now: Date, zone: string): string | null {
  if (medicine.category !== "short-term") return null;
  const days = courseDays(medicine.duration);
  if (!days) return null;
  const last = addDays(localDate(new Date(medicine.created_at), zone), days - 1);
  return last < localDate(now, zone) ? last : null;
}
