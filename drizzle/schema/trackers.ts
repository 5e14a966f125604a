import { sql } from "drizzle-orm";
import { check, index, integer, real, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { nowIso, timestamps, ownerId } from "./columns";

export const SLEEP_TYPES = ["tracked", "manual"] as const;
export const SYMPTOM_TYPES = [
  "headache",
  "fever",
  "cough",
  "chest-pain",
  "shortness-of-breath",
  "fatigue",
  "dizziness",
  "nausea",
  "vomiting",
  "diarrhea",
  "abdominal-pain",
  "back-pain",
  "joint-pain",
  "muscle-pain",
  "sore-throat",
  "runny-nose",
  "rash",
  "itching",
  "sweating",
  "chills",
  "weight-loss",
  "weight-gain",
  "loss-of-appetite",
  "constipation",
  "insomnia",
  "anxiety",
  "depression",
  "palpitations",
  "leg-swelling",
] as const;
export const METRIC_TYPES = ["blood_pressure", "blood_glucose", "weight", "womens_health"] as const;
export const EXERCISE_TYPES = ["walking", "running", "cycling", "swimming", "yoga", "gym-workout", "sports", "other"] as const;
export const EXERCISE_INTENSITIES = ["light", "moderate", "vigorous"] as const;

// A session with sleep_end null is the active (tracked) one.
export const sleepLogs = sqliteTable(
  "sleep_logs",
  {
    id: text("id").primaryKey(),
    user_id: ownerId(),
    sleep_start: text("sleep_start").notNull(), // instant
    sleep_end: text("sleep_end"), // instant
    duration_minutes: integer("duration_minutes"),
    quality_rating: integer("quality_rating"),
    notes: text("notes"),
    sleep_type: text("sleep_type", { enum: SLEEP_TYPES }).notNull().default("manual"),
    recorded_at: text("recorded_at"), // the night's day, start of day in the user's zone
    ...timestamps(),
  },
  (t) => [
    index("sleep_logs_user_id_idx").on(t.user_id),
    index("sleep_logs_user_sleep_start_idx").on(t.user_id, t.sleep_start),
    check("sleep_logs_quality_rating_check", sql`quality_rating between 1 and 5`),
  ],
);

export const symptomLogs = sqliteTable(
  "symptom_logs",
  {
    id: text("id").primaryKey(),
    user_id: ownerId(),
    symptom_type: text("symptom_type", { enum: SYMPTOM_TYPES }).notNull(),
    severity: integer("severity").notNull().default(5),
    duration: text("duration"), // free text
    notes: text("notes"),
    recorded_at: text("recorded_at").notNull().default(nowIso),
    ...timestamps(),
  },
  (t) => [
    index("symptom_logs_user_id_idx").on(t.user_id),
    index("symptom_logs_user_recorded_at_idx").on(t.user_id, t.recorded_at),
    check("symptom_logs_severity_check", sql`severity between 1 and 10`),
  ],
);

// One row per reading; metric_type says which of the nullable value columns are filled.
export const healthMetrics = sqliteTable(
  "health_metrics",
  {
    id: text("id").primaryKey(),
    user_id: ownerId(),
    metric_type: text("metric_type", { enum: METRIC_TYPES }).notNull(),
    systolic: integer("systolic"),
    diastolic: integer("diastolic"),
    pulse: integer("pulse"),
    glucose_mmol: real("glucose_mmol"),
    glucose_context: text("glucose_context"), // e.g. fasting, after-meal, random
    weight_kg: real("weight_kg"),
    value_json: text("value_json", { mode: "json" }).$type<Record<string, unknown>>(), // women's health and others
    notes: text("notes"),
    recorded_at: text("recorded_at").notNull().default(nowIso),
    ...timestamps(),
  },
  (t) => [index("health_metrics_user_id_idx").on(t.user_id), index("health_metrics_user_type_recorded_at_idx").on(t.user_id, t.metric_type, t.recorded_at)],
);

export const stepLogs = sqliteTable(
  "step_logs",
  {
    id: text("id").primaryKey(),
    user_id: ownerId(),
    steps: integer("steps").notNull(),
    log_date: text("log_date").notNull(), // yyyy-MM-dd in the user's zone
    recorded_at: text("recorded_at").notNull().default(nowIso),
    ...timestamps(),
  },
  (t) => [index("step_logs_user_id_idx").on(t.user_id), index("step_logs_user_log_date_idx").on(t.user_id, t.log_date)],
);

export const exerciseLogs = sqliteTable(
  "exercise_logs",
  {
    id: text("id").primaryKey(),
    user_id: ownerId(),
    exercise_type: text("exercise_type", { enum: EXERCISE_TYPES }).notNull(),
    duration_minutes: integer("duration_minutes").notNull(),
    intensity: text("intensity", { enum: EXERCISE_INTENSITIES }),
    notes: text("notes"),
    recorded_at: text("recorded_at").notNull().default(nowIso),
    ...timestamps(),
  },
  (t) => [index("exercise_logs_user_id_idx").on(t.user_id), index("exercise_logs_user_recorded_at_idx").on(t.user_id, t.recorded_at)],
);

export type SleepLog = typeof sleepLogs.$inferSelect;
export type SymptomLog = typeof symptomLogs.$inferSelect;
export type HealthMetric = typeof healthMetrics.$inferSelect;
export type StepLog = typeof stepLogs.$inferSelect;
export type ExerciseLog = typeof exerciseLogs.$inferSelect;
