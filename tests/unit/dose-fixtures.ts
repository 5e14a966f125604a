// Shared builders for the dose engine's tests (not a test file itself).
import type { DoseLog, DoseMedicine, DoseReminder } from "../../app/domain/doses/rules";

export const DHAKA = "Asia/Dhaka";
export const NEW_YORK = "America/New_York";

export function med(id: string, extra: Partial<DoseMedicine> = {}): DoseMedicine {
  return { id, name: `Medicine ${id}`, dosage: "1 tablet", category: "long-term", created_at: "2025-01-01T00:00:00.000Z", ...extra };
}

export function rem(medicine_id: string, reminder_time: string, extra: Partial<DoseReminder> = {}): DoseReminder {
  return { medicine_id, reminder_time, enabled: true, is_critical: false, ...extra };
}

export function log(
  medicine_id: string,
  scheduled_date: string | null,
  scheduled_time: string | null,
  taken_at: string,
  status: DoseLog["status"] = "taken",
): DoseLog {
  return { medicine_id, status, taken_at, scheduled_time, scheduled_date };
}

/** The UTC instant of a Dhaka wall-clock time (UTC+6, no DST): '2025-06-15', '08:00' → 2025-06-15T02:00Z. */
export function dhaka(date: string, time: string, seconds = 0): Date {
  return new Date(new Date(`${date}T${time}:00.000+06:00`).getTime() + seconds * 1000);
}
