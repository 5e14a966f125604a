import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { timestamps, ownerId } from "./columns";

export const APPOINTMENT_STATUSES = ["scheduled", "upcoming", "completed", "cancelled"] as const;
export type AppointmentReminder = {
  id: string;
  type: "days" | "hours" | "minutes" | "custom";
  value: number;
  enabled: boolean;
  datetime?: string; // instant, for type 'custom'
};

// Only status 'scheduled' with reminder_enabled gets reminders.
export const doctorAppointments = sqliteTable(
  "doctor_appointments",
  {
    id: text("id").primaryKey(),
    user_id: ownerId(),
    doctor_name: text("doctor_name").notNull(),
    appointment_date: text("appointment_date").notNull(), // yyyy-MM-dd
    appointment_time: text("appointment_time").notNull(), // 'HH:mm'
    notes: text("notes"),
    reminder_enabled: integer("reminder_enabled", { mode: "boolean" }).notNull().default(true),
    reminders: text("reminders", { mode: "json" }).$type<AppointmentReminder[]>().notNull().default([]),
    status: text("status", { enum: APPOINTMENT_STATUSES }).notNull().default("scheduled"),
    ...timestamps(),
  },
  (t) => [index("doctor_appointments_user_id_idx").on(t.user_id), index("doctor_appointments_user_date_idx").on(t.user_id, t.appointment_date)],
);

export type DoctorAppointment = typeof doctorAppointments.$inferSelect;
