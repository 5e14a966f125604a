// Appointment writes (docs/rules/appointments.md), all through the outbox; the answers they
// change are read in queries.ts.
import type { AppointmentReminderPref, AppointmentRow, AppointmentStatus } from "~/domain/appointments/rules";
import type { Outbox } from "../../platform/sync/outbox";

export interface AppointmentFields {
  doctor_name: string;
  appointment_date: string;
  appointment_time: string;
  notes: string | null;
  reminder_enabled: boolean;
  reminders: AppointmentReminderPref[];
}

export function addAppointment(outbox: Outbox, id: string, fields: AppointmentFields) {
  return outbox.mutate({ table: "doctor_appointments", type: "insert", id, data: { ...fields, status: "scheduled" } });
}

/** Sends only what changed from `base`; nothing when nothing did. */
export async function updateAppointment(outbox: Outbox, base: AppointmentRow, fields: AppointmentFields) {
  const changed = Object.fromEntries(Object.entries(fields).filter(([k, v]) => JSON.stringify(v) !== JSON.stringify(base[k as keyof AppointmentRow])));
  if (Object.keys(changed).length === 0) return null;
  return outbox.mutate({ table: "doctor_appointments", type: "update", id: base.id, data: changed });
}

export const setAppointmentStatus = (outbox: Outbox, id: string, status: AppointmentStatus) =>
  outbox.mutate({ table: "doctor_appointments", type: "update", id, data: { status } });

export const deleteAppointment = (outbox: Outbox, id: string) => outbox.mutate({ table: "doctor_appointments", type: "delete", id, data: {} });
