// What each doctor_appointments op does to the cached answers, exactly as the
// server will: the list (GET /api/appointments) and one appointment. Pure, so the
// optimistic update and the re-application of ops still in the outbox agree.
import type { QueryClient } from "@tanstack/react-query";
import type { AppointmentListResponse, AppointmentRow } from "~/domain/appointments";
import type { Op } from "~/domain/sync-op";
import { userCache } from "./user-cache";

export const APPOINTMENT_TABLE = "doctor_appointments";
export const APPOINTMENT_TABLES = [APPOINTMENT_TABLE] as const;

/** The row an insert makes, with the column defaults the server fills in. */
export function rowFromInsert(op: Op): AppointmentRow {
  const d = op.data as Partial<AppointmentRow>;
  return {
    id: op.id,
    doctor_name: String(d.doctor_name ?? "").trim(),
    appointment_date: String(d.appointment_date ?? ""),
    appointment_time: String(d.appointment_time ?? ""),
    notes: typeof d.notes === "string" ? d.notes.trim() || null : null,
    reminder_enabled: d.reminder_enabled ?? true,
    reminders: d.reminders ?? [],
    status: d.status ?? "scheduled",
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

/** `data` with the appointment ops still waiting in the outbox applied again, in order. */
export function withPendingAppointmentOps<T>(data: T, ops: readonly Op[], apply: (data: T, op: Op) => T): T {
  return ops.filter((op) => op.table === APPOINTMENT_TABLE).reduce(apply, data);
}

/** An appointment made on this device and not synced yet, from the outbox. */
export function rowFromOps(id: string, ops: readonly Op[]): AppointmentRow | null {
  return withPendingAppointmentOps<AppointmentRow | null>(null, ops.filter((op) => op.id === id), applyToRow);
}

export const findInList = (list: AppointmentListResponse | undefined, id: string) =>
  list ? [...list.upcoming, ...list.past].find((r) => r.id === id) : undefined;

export const appointmentListKey = (userId: string) => [...APPOINTMENT_TABLES, userId, "appointments"] as const;
export const appointmentKey = (userId: string, id: string) => [...APPOINTMENT_TABLES, userId, "appointment", id] as const;
export const appointmentListCache = userCache<AppointmentListResponse>("appointments");

/** The optimistic update of one op to the user's cached answers and to this device's copy. */
export function applyAppointmentOp(qc: QueryClient, userId: string, op: Op) {
  const next = qc.setQueryData<AppointmentListResponse>(appointmentListKey(userId), (old) => old && applyToList(old, op));
  const copy = next ?? appointmentListCache.read(userId);
  if (copy) appointmentListCache.write(userId, next ?? applyToList(copy, op));
  qc.setQueryData<AppointmentRow | null>(appointmentKey(userId, op.id), (old) => (old === undefined ? old : applyToRow(old, op)));
}

