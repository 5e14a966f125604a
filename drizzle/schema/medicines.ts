import { sql } from "drizzle-orm";
import { check, index, integer, real, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { nowIso, timestamps, ownerId } from "./columns";
import { PILL_SHAPES, type PillColor } from "../../app/domain/medicines/pill-appearance";
import { MEDICINE_END_REASONS } from "../../app/domain/medicines/history";
import { DEFAULT_SNOOZE_MINUTES } from "../../app/domain/reminders/snooze";
import type { MedicineSchedule } from "../../app/domain/doses/schedule-pattern";

export const MEDICINE_CATEGORIES = ["short-term", "long-term", "deleted"] as const;
export const MEDICINE_FREQUENCIES = ["once-daily", "twice-daily", "three-times-daily", "four-times-daily", "as-needed"] as const;
export const ADHERENCE_STATUSES = ["taken", "skipped", "missed"] as const;

// category 'deleted' is the soft delete (docs/rules/medicines.md). NOT NULL so `category <> 'deleted'` never drops rows.
export const medicines = sqliteTable(
  "medicines",
  {
    id: text("id").primaryKey(),
    user_id: ownerId(),
    name: text("name").notNull(),
    dosage: text("dosage"),
    timing: text("timing"),
    frequency: text("frequency", { enum: MEDICINE_FREQUENCIES }).notNull().default("once-daily"),
    category: text("category", { enum: MEDICINE_CATEGORIES }).notNull().default("long-term"),
    stock_quantity: integer("stock_quantity"), // null: stock not tracked
    duration: text("duration"),
    notes: text("notes"),
    image_url: text("image_url"),
    // docs/rules/medicines.md, "Appearance": null when not chosen; colours a JSON array of 1–2 palette ids.
    pill_shape: text("pill_shape", { enum: PILL_SHAPES }),
    pill_colors: text("pill_colors", { mode: "json" }).$type<PillColor[]>(),
    // docs/rules/medicines.md, "Snooze": minutes, one of SNOOZE_CHOICES (checked by the op schemas).
    snooze_minutes: integer("snooze_minutes").notNull().default(DEFAULT_SNOOZE_MINUTES),
    // docs/rules/medicines.md, "Schedules": a JSON MedicineSchedule; null is every day.
    schedule: text("schedule", { mode: "json" }).$type<MedicineSchedule>(),
    // docs/rules/medicines.md, "As needed (SOS)": null is no limit.
    max_per_day: integer("max_per_day"),
    min_gap_hours: integer("min_gap_hours"),
    ...timestamps(),
  },
  (t) => [index("medicines_user_id_idx").on(t.user_id), check("medicines_stock_quantity_check", sql`stock_quantity >= 0`)],
);

export const medicineReminders = sqliteTable(
  "medicine_reminders",
  {
    id: text("id").primaryKey(),
    user_id: ownerId(),
    medicine_id: text("medicine_id")
      .notNull()
      .references(() => medicines.id, { onDelete: "cascade" }),
    reminder_time: text("reminder_time").notNull(), // 'HH:mm' (or 'HH:mm:ss')
    enabled: integer("enabled", { mode: "boolean" }).notNull().default(true),
    is_critical: integer("is_critical", { mode: "boolean" }).notNull().default(false),
    ...timestamps(),
  },
  (t) => [index("medicine_reminders_user_id_idx").on(t.user_id), index("medicine_reminders_medicine_id_idx").on(t.medicine_id)],
);

export const adherenceLogs = sqliteTable(
  "adherence_logs",
  {
    id: text("id").primaryKey(),
    user_id: ownerId(),
    medicine_id: text("medicine_id")
      .notNull()
      .references(() => medicines.id, { onDelete: "cascade" }),
    status: text("status", { enum: ADHERENCE_STATUSES }).notNull(),
    taken_at: text("taken_at").notNull().default(nowIso), // instant the dose was marked
    scheduled_time: text("scheduled_time"), // 'HH:mm:ss'
    scheduled_date: text("scheduled_date"), // yyyy-MM-dd in the user's zone: the day the dose belongs to
    ...timestamps(),
  },
  (t) => [
    index("adherence_logs_user_id_idx").on(t.user_id),
    index("adherence_logs_user_taken_at_idx").on(t.user_id, t.taken_at),
    index("adherence_logs_medicine_day_idx").on(t.medicine_id, t.scheduled_date, t.scheduled_time),
    // docs/rules/medicines.md: one log per medicine, scheduled time and local day, whichever device
    // sends it. NULLs are distinct in SQLite, so as-needed logs (no scheduled_time) repeat freely.
    uniqueIndex("adherence_logs_dose_unique").on(t.user_id, t.medicine_id, t.scheduled_time, t.scheduled_date),
  ],
);

export const medicineRefills = sqliteTable(
  "medicine_refills",
  {
    id: text("id").primaryKey(),
    user_id: ownerId(),
    medicine_id: text("medicine_id")
      .notNull()
      .references(() => medicines.id, { onDelete: "cascade" }),
    refill_date: text("refill_date").notNull(), // yyyy-MM-dd
    quantity: integer("quantity").notNull(),
    cost: real("cost"), // BDT
    pharmacy_name: text("pharmacy_name"),
    ...timestamps(),
  },
  (t) => [index("medicine_refills_user_id_idx").on(t.user_id), index("medicine_refills_medicine_id_idx").on(t.medicine_id)],
);

// Past medicines (docs/rules/medicines.md, "Past medicines"): one row per course that ended,
// written when a medicine is stopped, finished or deleted; survives deletion of the
// medicine row (medicine_id set null).
export const medicineHistory = sqliteTable(
  "medicine_history",
  {
    id: text("id").primaryKey(),
    user_id: ownerId(),
    medicine_id: text("medicine_id").references(() => medicines.id, { onDelete: "set null" }),
    medicine_name: text("medicine_name"),
    dosage: text("dosage"),
    is_active: integer("is_active", { mode: "boolean" }).notNull().default(true),
    start_date: text("start_date"), // yyyy-MM-dd
    end_date: text("end_date"), // yyyy-MM-dd
    last_taken_at: text("last_taken_at"), // instant
    end_reason: text("end_reason", { enum: MEDICINE_END_REASONS }), // null while is_active
    ...timestamps(),
  },
  (t) => [index("medicine_history_user_id_idx").on(t.user_id), index("medicine_history_medicine_id_idx").on(t.medicine_id)],
);

export const achievements = sqliteTable(
  "achievements",
  {
    id: text("id").primaryKey(),
    user_id: ownerId(),
    achievement_name: text("achievement_name").notNull(),
    earned_at: text("earned_at").notNull().default(nowIso),
    ...timestamps(),
  },
  (t) => [
    index("achievements_user_id_idx").on(t.user_id),
    index("achievements_user_earned_at_idx").on(t.user_id, t.earned_at),
    // Each achievement is earned once.
    uniqueIndex("achievements_user_name_unique").on(t.user_id, t.achievement_name),
  ],
);

export type Medicine = typeof medicines.$inferSelect;
export type MedicineReminder = typeof medicineReminders.$inferSelect;
export type AdherenceLog = typeof adherenceLogs.$inferSelect;
export type MedicineRefill = typeof medicineRefills.$inferSelect;
export type MedicineHistory = typeof medicineHistory.$inferSelect;
export type Achievement = typeof achievements.$inferSelect;

// The columns the dose engine reads (app/domain/doses/rules.ts: DoseReminder, DoseLog), for
// every read of reminders and logs that feeds it; a read adds `id` where it needs one.
export const doseReminderColumns = {
  medicine_id: medicineReminders.medicine_id,
  reminder_time: medicineReminders.reminder_time,
  enabled: medicineReminders.enabled,
  is_critical: medicineReminders.is_critical,
};
export const doseLogColumns = {
  medicine_id: adherenceLogs.medicine_id,
  status: adherenceLogs.status,
  taken_at: adherenceLogs.taken_at,
  scheduled_time: adherenceLogs.scheduled_time,
  scheduled_date: adherenceLogs.scheduled_date,
};
