// Which tables a client may write through the outbox, and how each op is checked.
// Add a table here (with its zod schema from app/domain) to make it writable.
import type { HubDb, HubStores } from "./hub-db";
import type { SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import type * as z from "zod/mini";
import { DEFAULT_SETTINGS } from "../app/domain/settings";
import { userSettingsPatchSchema } from "../app/domain/settings-schema";
import { medicalHistoryPatchSchema, profilePatchSchema } from "../app/domain/profile-schema";
import {
  adherenceLogInsertSchema,
  medicineHistoryInsertSchema,
  medicineInsertSchema,
  medicinePatchSchema,
  refillInsertSchema,
  reminderInsertSchema,
  reminderPatchSchema,
} from "../app/domain/medicine-schema";
import type { Op, OpError } from "../app/domain/sync-op";
import { adherenceLogs, medicalHistory, medicineHistory, medicineRefills, medicineReminders, medicines, profiles, userSettings } from "../drizzle/schema";
import { lowerStockWhenTaken, raiseStockOnRefill } from "./medicine-stock-effects";
import { MEDICAL_HISTORY_DEFAULTS, profileDefaults } from "./profile-defaults";
import { sleepLogInsertSchema, sleepLogPatchSchema } from "../app/domain/sleep-schema";
import { sleepLogs } from "../drizzle/schema/trackers";
import { checkSleepOp } from "./sleep-check";
import { appointmentInsertSchema, appointmentPatchSchema } from "../app/domain/appointment-schema";
import { doctorAppointments } from "../drizzle/schema/appointments";
import { exerciseLogInsertSchema, exerciseLogPatchSchema, stepLogInsertSchema, stepLogPatchSchema, symptomLogInsertSchema, symptomLogPatchSchema } from "../app/domain/tracker-schema";
import { exerciseLogs, stepLogs, symptomLogs } from "../drizzle/schema/trackers";
import { healthMetricInsertSchema, healthMetricPatchSchema } from "../app/domain/vitals-schema";
import { healthMetrics } from "../drizzle/schema/trackers";
import { labReportInsertSchema, labReportPatchSchema, labValueInsertSchema, labValuePatchSchema } from "../app/domain/lab-schema";
import { labReports, labTrends, savedPrescriptions } from "../drizzle/schema/records";
import { prescriptionInsertSchema, prescriptionPatchSchema } from "../app/domain/prescription-schema";
import { bookmarkInsertSchema } from "../app/domain/education-schema";
import { educationBookmarks } from "../drizzle/schema/content";
import { favoriteInsertSchema } from "../app/domain/directory-favorite-schema";
import { doctorFavorites } from "../drizzle/schema/directory";
import { checkFavoriteOp, FAVORITE_FAILED } from "./favorite-check";

type Data = Record<string, unknown>;

/**
 * What an op's rules read and write: the user's hub (their records, where every op's
 * change lands) and D1 (shared rows an op may name, e.g. a favourite's doctor).
 */
export type WriteStores = HubStores;

/** A statement of an op's transaction (a drizzle insert, update or delete on the hub, not yet run). */
export interface HubStatement {
  run(): unknown;
}

/**
 * A per-user table holds one row per user, keyed by user_id (settings, profile):
 * the op's id must be the session user's id, and an update creates the row with
 * its defaults first when it does not exist yet.
 */
export interface PerUserTable {
  kind: "per-user";
  table: SQLiteTable & { user_id: any; updated_at: any };
  /** Checks an op's data: the fields it sets, nothing else. */
  patch: z.ZodMiniType<Data>;
  /** The new row's values; a function when they depend on the user (read before the row is made). */
  defaults: Data | ((stores: WriteStores, userId: string) => Promise<Data>);
}

/** A user-owned row table: an `id` column (client-made UUIDv7) and a `user_id` owner. */
export type OwnedTable = SQLiteTable & { id: SQLiteColumn; user_id: SQLiteColumn; updated_at: SQLiteColumn };

/**
 * A row table holds many rows per user, keyed by a client-made id (rules in
 * row-ops.ts): insert sets user_id from the session, update and delete touch only
 * the user's own rows.
 */
export interface RowTable {
  kind: "row";
  table: OwnedTable;
  /** Checks an insert's data: every field a client may set (never id, user_id or timestamps). */
  insert: z.ZodMiniType<Data, unknown>;
  /** Checks an update's data; null when rows never change once written. */
  patch: z.ZodMiniType<Data, unknown> | null;
  /** False when a row may not be deleted (a medicine's delete is category 'deleted'). */
  deletable: boolean;
  /** A column of the data naming a row that must belong to the same user (checked on insert). */
  parent?: { column: string; table: OwnedTable; field: string; notFound?: { message: string; key: string }; optional?: boolean };
  /** More statements for the op's batch, from the checked insert data (stock changes). */
  onInsert?: (db: HubDb, userId: string, data: Data) => HubStatement[];
  /** Tables those statements change, so the change notice names them too. */
  alsoChanges?: string[];
  /** A UNIQUE index of the table (besides id) and the rejection its violation means. */
  unique?: { index: string; error: OpError };
  /**
   * A rule over the user's other rows, run by row-ops.ts after the ownership checks and
   * before the batch (UserHub runs one user's ops one at a time, so the read stays true);
   * an OpError rejects the op. sleep_logs: overlap and one open session.
   */
  check?: (stores: WriteStores, userId: string, op: Op, data: Data) => Promise<OpError | null>;
}

export type WritableTable = PerUserTable | RowTable;

const ofMedicine = { column: "medicine_id", table: medicines, field: "medicine_id" };

export const writableTables: Record<string, WritableTable> = {
  user_settings: { kind: "per-user", table: userSettings, patch: userSettingsPatchSchema, defaults: DEFAULT_SETTINGS },
  profiles: { kind: "per-user", table: profiles, patch: profilePatchSchema, defaults: profileDefaults },
  medical_history: { kind: "per-user", table: medicalHistory, patch: medicalHistoryPatchSchema, defaults: MEDICAL_HISTORY_DEFAULTS },
  // Deleting a medicine is an update to category 'deleted' (docs/rules/medicines.md): its logs and refills stay.
  medicines: { kind: "row", table: medicines, insert: medicineInsertSchema, patch: medicinePatchSchema, deletable: false },
  // docs/rules/trackers.md, "Sleep": no overlap between completed sessions, one open session (sleep-check.ts).
  sleep_logs: { kind: "row", table: sleepLogs, insert: sleepLogInsertSchema, patch: sleepLogPatchSchema, deletable: true, check: checkSleepOp },
  // docs/rules/appointments.md: an insert dated before today everywhere is refused; status changes and edits are patches.
  doctor_appointments: { kind: "row", table: doctorAppointments, insert: appointmentInsertSchema, patch: appointmentPatchSchema, deletable: true },
  symptom_logs: { kind: "row", table: symptomLogs, insert: symptomLogInsertSchema, patch: symptomLogPatchSchema, deletable: true },
  step_logs: { kind: "row", table: stepLogs, insert: stepLogInsertSchema, patch: stepLogPatchSchema, deletable: true },
  exercise_logs: { kind: "row", table: exerciseLogs, insert: exerciseLogInsertSchema, patch: exerciseLogPatchSchema, deletable: true },
  // Issue 6: BP, glucose, weight, women's health; the insert needs exactly its metric_type's fields (vitals-schema.ts).
  health_metrics: { kind: "row", table: healthMetrics, insert: healthMetricInsertSchema, patch: healthMetricPatchSchema, deletable: true },
  // Issue 14: a report and its values; deleting a report deletes its values (the foreign key cascades).
  lab_reports: { kind: "row", table: labReports, insert: labReportInsertSchema, patch: labReportPatchSchema, deletable: true },
  lab_trends: {
    kind: "row",
    table: labTrends,
    insert: labValueInsertSchema,
    patch: labValuePatchSchema,
    deletable: true,
    parent: { column: "lab_report_id", table: labReports, field: "lab_report_id", notFound: { message: "No such lab report", key: "validation.labReportNotFound" } },
  },
  // Issue 14: a saved prescription; its photo's version (image_key) follows the upload, and a delete removes the photo (UserHub).
  saved_prescriptions: { kind: "row", table: savedPrescriptions, insert: prescriptionInsertSchema, patch: prescriptionPatchSchema, deletable: true },
  medicine_reminders: {
    kind: "row",
    table: medicineReminders,
    insert: reminderInsertSchema,
    patch: reminderPatchSchema,
    deletable: true,
    parent: ofMedicine,
  },
  // A marked dose is locked ('Already marked', docs/rules/medicines.md), so a log is never changed;
  // that also keeps the stock it lowered right.
  adherence_logs: {
    kind: "row",
    table: adherenceLogs,
    insert: adherenceLogInsertSchema,
    patch: null,
    deletable: false,
    parent: ofMedicine,
    onInsert: lowerStockWhenTaken,
    alsoChanges: ["medicines"],
    unique: {
      index: "adherence_logs.user_id, adherence_logs.medicine_id, adherence_logs.scheduled_time, adherence_logs.scheduled_date",
      error: { code: "duplicate_log", message: "This dose is already logged", fields: { scheduled_time: "validation.doseAlreadyLogged" } },
    },
  },
  // Refills are listed and added, never changed; an insert raises the stock it adds to.
  medicine_refills: {
    kind: "row",
    table: medicineRefills,
    insert: refillInsertSchema,
    patch: null,
    deletable: false,
    parent: ofMedicine,
    onInsert: raiseStockOnRefill,
    alsoChanges: ["medicines"],
  },
  // Issue 27 (docs/rules/medicines.md, "Past medicines"): a course that ended, written once
  // with the medicine's stop or delete; its medicine may be absent (a backup imported without it).
  medicine_history: {
    kind: "row",
    table: medicineHistory,
    insert: medicineHistoryInsertSchema,
    patch: null,
    deletable: false,
    parent: { ...ofMedicine, optional: true },
  },
  // Issue 16: a saved article, story or video; unsaving deletes it. One row per user and piece.
  education_bookmarks: {
    kind: "row",
    table: educationBookmarks,
    insert: bookmarkInsertSchema,
    patch: null,
    deletable: true,
    unique: {
      index: "education_bookmarks.user_id, education_bookmarks.group_id",
      error: { code: "conflict", message: "This piece is saved already", fields: { group_id: "validation.bookmarkExists" } },
    },
  },
  // Issue 16 (docs/rules/doctors.md, "Favourites"): a favourite is added or deleted, never changed; one per listing.
  doctor_favorites: {
    kind: "row",
    table: doctorFavorites,
    insert: favoriteInsertSchema,
    patch: null,
    deletable: true,
    check: checkFavoriteOp,
    unique: {
      index: "doctor_favorites.user_id, doctor_favorites.kind, doctor_favorites.target_id",
      error: { code: "duplicate_favorite", message: FAVORITE_FAILED, fields: { target_id: FAVORITE_FAILED } },
    },
  },
};

/**
 * The table an op names, only if it is one of ours: an op's `table` comes from the client,
 * and a plain lookup would find `__proto__`, `constructor` or `toString` on every object.
 */
export function writableTableOf(name: string): WritableTable | undefined {
  return Object.hasOwn(writableTables, name) ? writableTables[name] : undefined;
}
