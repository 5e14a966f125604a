import { integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { BLOOD_GROUPS } from "../../app/domain/profile/rules";
import { timestamps } from "./columns";

export const GENDERS = ["male", "female", "non-binary", "prefer-not-to-say"] as const;
export const ALLERGY_SEVERITIES = ["mild", "moderate", "severe"] as const;
export type Allergy = { name: string; severity: (typeof ALLERGY_SEVERITIES)[number] };

// One row per user, keyed by user_id (in the user's hub: no foreign key to D1's user).
const userKey = () => text("user_id").primaryKey();

export const profiles = sqliteTable("profiles", {
  user_id: userKey(),
  full_name: text("full_name"),
  first_name: text("first_name"),
  last_name: text("last_name"),
  date_of_birth: text("date_of_birth"), // yyyy-MM-dd
  gender: text("gender", { enum: GENDERS }),
  avatar_url: text("avatar_url"),
  age: integer("age"), // legacy fallback when date_of_birth is missing
  has_completed_onboarding: integer("has_completed_onboarding", { mode: "boolean" }).notNull().default(false),
  ...timestamps(),
});

export const medicalHistory = sqliteTable("medical_history", {
  user_id: userKey(),
  comorbidities: text("comorbidities", { mode: "json" }).$type<string[]>().notNull().default([]),
  allergies: text("allergies", { mode: "json" }).$type<Allergy[]>().notNull().default([]),
  past_surgeries: text("past_surgeries", { mode: "json" }).$type<string[]>().notNull().default([]),
  genetic_info: text("genetic_info"),
  blood_group: text("blood_group", { enum: BLOOD_GROUPS }),
  ...timestamps(),
});

export type Profile = typeof profiles.$inferSelect;
export type MedicalHistory = typeof medicalHistory.$inferSelect;
