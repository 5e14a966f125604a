// What each doctor_appointments op does to the answers, exactly as the server
// will: the list and one appointment. Pure, so the
// optimistic update and the re-application of ops still in the outbox agree.
import type { AppointmentListResponse, AppointmentRow } from "~/domain/appointments/rules";
import { rowOfInsert } from "~/domain/row-defaults";
import type { Op } from "~/domain/sync/op";
import { APPOINTMENT_TABLE } from "./tables";

/** The row an insert makes, with the hub's column defaults (row-defaults.ts). */
export function rowFromInsert(op: Op): AppointmentRow {
  const r = rowOfInsert(APPOINTMENT_TABLE, op) as Record<string, unknown> & AppointmentRow;
  return {
    id: r.id,
    doctor_name: String(r.doctor_name ?? "").trim(),
    appointment_date: String(r.appointment_date ?? ""),
    appointment_time: String(r.appointment_time ?? ""),
    notes: typeof r.notes === "string" ? r.notes.trim() || null : null,
    reminder_enabled: r.reminder_enabled,
    reminders: r.reminders,
    status: r.status,
    created_at: op.clientTime,
    updated_at: op.clientTime,
  };
}

/** One appointment after an op on it (null once deleted); other rows' ops leave it as it is. */
export function applyToRow(row: AppointmentRow | null, op: Op): AppointmentRow | null {
  if (op.table !== APPOINTMENT_TABLE) return row;
  if (op.type === "insert") return row ?? rowFromInsert(op);
  if (!row || row.id !== op.id) return row;
  if (op.type === "delete") return null;
  return { ...row, ...(op.data as Partial<AppointmentRow>), updated_at: op.clientTime };
}

/** The list after an op: a new row joins the upcoming list (screens split by instant anyway). */
export function applyToList(list: AppointmentListResponse, op: Op): AppointmentListResponse {
  if (op.table !== APPOINTMENT_TABLE) return list;
  const has = (rows: AppointmentRow[]) => rows.some((r) => r.id === op.id);
  if (op.type === "insert") {
    if (has(list.upcoming) || has(list.past)) return list;
    return { ...list, upcoming: [...list.upcoming, rowFromInsert(op)] };
  }
  const each = (rows: AppointmentRow[]) => rows.flatMap((r) => (r.id === op.id ? (applyToRow(r, op) ?? []) : [r]));
  return { upcoming: each(list.upcoming), past: each(list.past) };
}

/** An appointment made on this device and not synced yet, from the outbox. */
export function rowFromOps(id: string, ops: readonly Op[]): AppointmentRow | null {
  return ops.filter((op) => op.table === APPOINTMENT_TABLE && op.id === id).reduce<AppointmentRow | null>(applyToRow, null);
}

export const findInList = (list: AppointmentListResponse | undefined, id: string) =>
  list ? [...list.upcoming, ...list.past].find((r) => r.id === id) : undefined;
