// GET /api/appointments (upcoming ascending + past newest first, one D1 batch) and
// GET /api/appointments/:id, every query filtered by the session user. "Upcoming"
// starts at the earliest date that is still today somewhere (UTC-12): the client
// splits by the exact instant in the user's zone (appointments.ts splitAppointments).
// Writes go through POST /api/sync (durable-objects/writable-tables.ts).
import { and, asc, desc, eq, gte, lt } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import { Hono } from "hono";
import {
  PAST_LIMIT,
  UPCOMING_LIMIT,
  upcomingFrom,
  type AppointmentListResponse,
  type AppointmentRow,
} from "../../app/domain/appointments";
import { doctorAppointments as t } from "../../drizzle/schema/appointments";
import { requireUser, type ApiEnv } from "./context";
import { ApiError } from "./errors";

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

export const appointmentsApi = new Hono<ApiEnv>()
  .get("/", requireUser, async (c) => {
    const db = drizzle(c.env.DB);
    const userId = c.get("user").id;
    const from = upcomingFrom(new Date());
    const [upcoming, past] = await db.batch([
      db
        .select(columns)
        .from(t)
        .where(and(eq(t.user_id, userId), gte(t.appointment_date, from)))
        .orderBy(asc(t.appointment_date), asc(t.appointment_time), asc(t.id))
        .limit(UPCOMING_LIMIT),
      db
        .select(columns)
        .from(t)
        .where(and(eq(t.user_id, userId), lt(t.appointment_date, from)))
        .orderBy(desc(t.appointment_date), desc(t.appointment_time), desc(t.id))
        .limit(PAST_LIMIT),
    ]);
    return c.json({ upcoming: upcoming as AppointmentRow[], past: past as AppointmentRow[] } satisfies AppointmentListResponse);
  })
  .get("/:id", requireUser, async (c) => {
    const db = drizzle(c.env.DB);
    const rows = await db
      .select(columns)
      .from(t)
      .where(and(eq(t.id, c.req.param("id")), eq(t.user_id, c.get("user").id)))
      .limit(1);
    // Another user's appointment answers exactly like a missing one.
    if (!rows[0]) throw new ApiError(404, "not_found", "No such appointment");
    return c.json(rows[0] as AppointmentRow);
  });
