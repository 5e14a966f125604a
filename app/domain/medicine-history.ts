// Past medicines (docs/rules/medicines.md, "Past medicines"; the spec's medicine_history):
// when a course ends (the patient stopped it, finished it, or deleted the medicine) a
// history row keeps its name, dosage, dates and why it ended, so a patient can tell a
// doctor what they took before. Pure: the clock and the zone are passed in.
import { localDate } from "./zoned-time";

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

/** The insert's data for a course that ends now: started the day the medicine was added, ended today (the user's zone). */
export function endedCourse(medicine: EndingMedicine, reason: MedicineEndReason, logs: readonly Log[], now: Date, zone: string) {
  const taken = logs.filter((l) => l.medicine_id === medicine.id && l.status === "taken").map((l) => l.taken_at);
  const lastTaken = taken.length ? taken.reduce((a, b) => (Date.parse(b) > Date.parse(a) ? b : a)) : null;
  return {
    medicine_id: medicine.id,
    medicine_name: medicine.name,
    dosage: medicine.dosage || null,
    is_active: false,
    start_date: localDate(new Date(medicine.created_at), zone),
    end_date: localDate(now, zone),
    last_taken_at: lastTaken,
    end_reason: reason,
  };
}

/** Newest end first; the same day, the later written first. */
export function compareHistory(a: MedicineHistoryRow, b: MedicineHistoryRow): number {
  return (b.end_date ?? "").localeCompare(a.end_date ?? "") || b.created_at.localeCompare(a.created_at) || b.id.localeCompare(a.id);
}
