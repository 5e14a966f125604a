// docs/rules/medicines.md, "As needed (SOS)": a medicine taken only when needed has no
// dose times, so it is never "missed" and never counts in the adherence rate. Its
// prescription may cap it: at most N doses a local day, and at least H hours between two
// doses. Logging one more dose is refused with the reason and, for the gap, when the next
// dose may be taken; the patient can still take it on their doctor's word, but the app
// does not log it as if it were within the prescription.
import { localDate, toMs } from "../time/zoned-time";
import type { DoseLog, DoseMedicine, Instant } from "./rules";
import { logDay } from "./log-key";

export const AS_NEEDED = "as-needed";
/** Bounds the op schema checks. */
export const AS_NEEDED_LIMITS = { maxPerDayMax: 12, minGapHoursMax: 48 } as const;

const HOUR_MS = 3_600_000;

export interface AsNeededMedicine extends Pick<DoseMedicine, "id"> {
  frequency?: string | null;
  max_per_day?: number | null;
  min_gap_hours?: number | null;
}

/** True for an as-needed (SOS) medicine: no scheduled doses. */
export function isAsNeeded(medicine: { frequency?: string | null }): boolean {
  return medicine.frequency === AS_NEEDED;
}

export type AsNeededRefusal =
  { reason: "max-per-day"; max: number; taken: number } | { reason: "min-gap"; hours: number; /** The first instant the gap allows, ISO. */ nextAt: string };

/** Why one more dose of `medicine` now is outside its prescription, or null when it is within. */
export function asNeededRefusal(medicine: AsNeededMedicine, logs: readonly DoseLog[], now: Instant, zone: string): AsNeededRefusal | null {
  const max = medicine.max_per_day;
  if (max) {
    const count = asNeededTakenToday(medicine.id, logs, now, zone);
    if (count >= max) return { reason: "max-per-day", max, taken: count };
  }
  const taken = logs.filter((l) => l.medicine_id === medicine.id && l.status === "taken");
  const gap = medicine.min_gap_hours;
  if (gap && taken.length) {
    const last = Math.max(...taken.map((l) => toMs(l.taken_at)));
    const nextAt = last + gap * HOUR_MS;
    if (toMs(now) < nextAt) return { reason: "min-gap", hours: gap, nextAt: new Date(nextAt).toISOString() };
  }
  return null;
}

/** Taken doses of `medicine` on the local day of `now`. */
export function asNeededTakenToday(medicineId: string, logs: readonly DoseLog[], now: Instant, zone: string): number {
  const today = localDate(now, zone);
  return logs.filter((l) => l.medicine_id === medicineId && l.status === "taken" && logDay(l, zone) === today).length;
}
