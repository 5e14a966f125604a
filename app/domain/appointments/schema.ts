// The zod schemas of doctor_appointments ops (docs/rules/appointments.md). Insert names every
// field a client may set (never id, user_id or timestamps); patch the fields an
// edit may change. Both strict. Messages are i18n keys of the appointments namespace.
import * as z from "zod/mini";
import { strict } from "../sync/schema-parts";
import {
  APPOINTMENT_NOTES_MAX,
  APPOINTMENT_STATUSES,
  DOCTOR_NAME_MAX,
  isPastEverywhere,
  REMINDER_TYPES,
  REMINDER_VALUE_MAX,
  REMINDERS_MAX,
  TIME_PATTERN,
} from "./rules";
import { isIsoDate } from "../profile/rules";

const REQUIRED = "validation.appointmentRequired";

const reminderEntry = strict({
  id: z.string("validation.appointmentReminder").check(z.minLength(1, "validation.appointmentReminder"), z.maxLength(64, "validation.appointmentReminder")),
  type: z.enum(REMINDER_TYPES, "validation.appointmentReminder"),
  value: z
    .int("validation.appointmentReminder")
    .check(z.gte(0, "validation.appointmentReminder"), z.lte(Math.max(...Object.values(REMINDER_VALUE_MAX)), "validation.appointmentReminder")),
  enabled: z.boolean("validation.appointmentReminder"),
  datetime: z.optional(z.iso.datetime({ offset: true, error: "validation.appointmentReminder" })),
}).check(
  z.refine((r) => (r.type === "custom" ? !!r.datetime : r.value >= 1 && r.value <= REMINDER_VALUE_MAX[r.type]), {
    message: "validation.appointmentReminder",
  }),
);

const shape = {
  doctor_name: z.string(REQUIRED).check(z.trim(), z.minLength(1, REQUIRED), z.maxLength(DOCTOR_NAME_MAX, "validation.doctorNameMax")),
  appointment_date: z.string(REQUIRED).check(z.minLength(1, REQUIRED), z.refine(isIsoDate, "validation.appointmentDate")),
  appointment_time: z.string(REQUIRED).check(z.minLength(1, REQUIRED), z.regex(TIME_PATTERN, "validation.appointmentTime")),
  notes: z.optional(
    z.nullable(z.string("validation.appointmentNotesMax").check(z.trim(), z.maxLength(APPOINTMENT_NOTES_MAX, "validation.appointmentNotesMax"))),
  ),
  reminder_enabled: z.optional(z.boolean("validation.boolean")),
  reminders: z.optional(z.array(reminderEntry).check(z.maxLength(REMINDERS_MAX, "validation.appointmentReminder"))),
  status: z.optional(z.enum(APPOINTMENT_STATUSES, "validation.appointmentStatus")),
};

/**
 * An insert, checked against `now`: a date that is past in every zone is refused
 * ('Appointment date cannot be in the past'). The exact check, the date and time in
 * the user's zone, is the form's (appointments.ts checkAppointmentForm).
 */
export function appointmentInsertSchemaAt(now: () => Date) {
  return strict(shape).check(
    z.refine((v) => !isPastEverywhere(v.appointment_date, now()), { message: "validation.appointmentPast", path: ["appointment_date"] }),
  );
}

export const appointmentInsertSchema = appointmentInsertSchemaAt(() => new Date());
/** An edit or a status change; a past appointment can still be marked completed. */
export const appointmentPatchSchema = z.partial(strict(shape));
