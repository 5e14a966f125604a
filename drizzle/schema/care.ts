// A caregiver's link to a patient (issue 31, "A family member who notices";
// docs/rules/care.md). It joins two accounts, so it lives in D1, not in either hub
// (docs/decisions/010-table-homes.md). The invite code is never stored, only its
// SHA-256, and only until it is used or ends.
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { user } from "./auth";
import { LANGUAGES, nowIso } from "./columns";
import { CARE_LINK_STATUSES, CARE_SHARES, DEFAULT_ESCALATION_MINUTES } from "../../app/domain/care/rules";

export const careLinks = sqliteTable(
  "care_links",
  {
    id: text("id").primaryKey(),
    patient_id: text("patient_id")
      .notNull()
      .references(() => user.id, { onDelete: "cascade" }),
    /** Null until a caregiver accepts the invite. */
    caregiver_id: text("caregiver_id").references(() => user.id, { onDelete: "cascade" }),
    status: text("status", { enum: CARE_LINK_STATUSES }).notNull().default("pending"),
    shares: text("shares", { enum: CARE_SHARES }).notNull().default("doses"),
    escalation_minutes: integer("escalation_minutes").notNull().default(DEFAULT_ESCALATION_MINUTES),
    /** The number the caregiver's push calls, typed by the patient (the profile has none). */
    patient_phone: text("patient_phone").notNull(),
    /** The language of the caregiver's pushes, set when they accept. */
    caregiver_lang: text("caregiver_lang", { enum: LANGUAGES }).notNull().default("en"),
    /** SHA-256 of the invite code; null once used or ended. */
    code_hash: text("code_hash").unique(),
    code_expires_at: text("code_expires_at"),
    invited_email: text("invited_email"),
    created_at: text("created_at").notNull().default(nowIso),
    accepted_at: text("accepted_at"),
    ended_at: text("ended_at"),
    updated_at: text("updated_at").notNull().default(nowIso),
  },
  (t) => [index("care_links_patient_idx").on(t.patient_id, t.status), index("care_links_caregiver_idx").on(t.caregiver_id, t.status)],
);

export type CareLinkRow = typeof careLinks.$inferSelect;
