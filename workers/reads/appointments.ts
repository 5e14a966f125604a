// Appointments: the list (upcoming ascending + past newest first) and one
// appointment. "Upcoming" starts at the earliest date that is still today somewhere
// (UTC-12): the client splits by the exact instant in the user's zone.
import { and, asc, desc, eq, gte, lt } from "drizzle-orm";
import { PAST_LIMIT, UPCOMING_LIMIT, upcomingFrom, type AppointmentListResponse, type AppointmentRow } from "../../app/domain/appointments/rules";
import { doctorAppointments as t } from "../../drizzle/schema/appointments";
import { ApiError } from "../api/errors";
import { param, qb, type Read } from "./read";

const columns = {
  id: t.id,
  doctor_name: t.doctor_name,
  appointment_date: t.appointment_date,
  appointment_time: t.appointment_time,
  notes: t.notes,
  reminder_enabled: t.reminder_enabled,
  reminders: t.reminders,
  status: t.status,
  created_at: t.created_at,
  updated_at: t.updated_at,
};

const userId = param("userId");
const listQueries = [
  qb
    .select(columns)
    .from(t)
    .where(and(eq(t.user_id, userId), gte(t.appointment_date, param("from"))))
    .orderBy(asc(t.appointment_date), asc(t.appointment_time), asc(t.id))
    .limit(UPCOMING_LIMIT),
  qb
    .select(columns)
    .from(t)
    .where(and(eq(t.user_id, userId), lt(t.appointment_date, param("from"))))
    .orderBy(desc(t.appointment_date), desc(t.appointment_time), desc(t.id))
    .limit(PAST_LIMIT),
];
const oneQueries = [
  qb
    .select(columns)
    .from(t)
    .where(and(eq(t.id, param("id")), eq(t.user_id, userId)))
    .limit(1),
];

export function appointmentListRead(userId: string, now = new Date()): Read<AppointmentListResponse> {
  return {
    queries: listQueries,
    values: { userId, from: upcomingFrom(now) },
    shape: ([upcoming, past]) => ({ upcoming: upcoming as AppointmentRow[], past: past as AppointmentRow[] }),
  };
}

export function appointmentRead(userId: string, id: string): Read<AppointmentRow> {
  return {
    queries: oneQueries,
    values: { userId, id },
    shape: ([rows]) => {
      const row = (rows as AppointmentRow[])[0];
      // Another user's appointment answers exactly like a missing one.
      if (!row) throw new ApiError(404, "not_found", "No such appointment");
      return row;
    },
  };
}
