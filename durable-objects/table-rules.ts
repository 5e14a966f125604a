// The server's half of each table's contract (app/domain/table-contracts.ts): its drizzle
// table in the hub, the rules an op must pass beyond its schema, and the work that
// follows a committed change (after-commit effects, run by UserHub after it answered).
// Keyed by every contract, so a table without its server half does not type-check.
import type { TableName } from "../app/domain/table-contracts";
import type { FileSlot } from "./lib/versioned-files";
import { labFileSlot, prescriptionImageSlot } from "./lib/record-files";
import {
  achievements,
  adherenceLogs,
  cloudBackups,
  doctorAppointments,
  doctorFavorites,
  educationBookmarks,
  exerciseLogs,
  healthMetrics,
  labReports,
  labTrends,
  medicalHistory,
  medicineHistory,
  medicineRefills,
  medicineReminders,
  medicines,
  profiles,
  savedPrescriptions,
  sleepLogs,
  stepLogs,
  summaryShares,
  symptomLogs,
  syncOps,
  userSettings,
} from "../drizzle/schema/hub";
import { DEFAULT_SETTINGS } from "../app/domain/settings/rules";
import { checkFavoriteOp, FAVORITE_FAILED } from "./favorite-check";
import { lowerStockWhenTaken, raiseStockOnRefill } from "./medicine-stock-effects";
import { MEDICAL_HISTORY_DEFAULTS, profileDefaults } from "./profile-defaults";
import { checkSleepOp } from "./sleep-check";
import type { OwnedTable, PerUserTable, RowTable } from "./writable-tables";
import type { AnySQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";

/**
 * Work after a committed change of the table, done by the hub after it answered:
 * `reminders`, the reminder schedule is recomputed; `achievements`, newly taken doses may
 * earn some; `labAlerts`, new lab values out of range are pushed.
 */
export type Effect = "reminders" | "achievements" | "labAlerts";

interface Rules {
  table: SQLiteTable & { user_id: AnySQLiteColumn };
  effects?: readonly Effect[];
  /** A row's file in R2 (lab reports, prescriptions): removed with the row. */
  file?: (userId: string, id: string) => FileSlot<string>;
}

type PerUserRules = Rules & Pick<PerUserTable, "defaults">;
type RowRules = Rules & { table: OwnedTable } & Pick<RowTable, "parent" | "onInsert" | "alsoChanges" | "unique" | "check">;

const ofMedicine = { column: "medicine_id", table: medicines, field: "medicine_id" };

export const TABLE_RULES = {
  user_settings: { table: userSettings, defaults: DEFAULT_SETTINGS, effects: ["reminders"] },
  profiles: { table: profiles, defaults: profileDefaults },
  medical_history: { table: medicalHistory, defaults: MEDICAL_HISTORY_DEFAULTS },
  medicines: { table: medicines, effects: ["reminders"] },
  // docs/rules/trackers.md, "Sleep": no overlap between completed sessions, one open session (sleep-check.ts).
  sleep_logs: { table: sleepLogs, check: checkSleepOp },
  // docs/rules/appointments.md: an insert dated before today everywhere is refused by its schema.
  doctor_appointments: { table: doctorAppointments, effects: ["reminders"] },
  symptom_logs: { table: symptomLogs },
  step_logs: { table: stepLogs },
  exercise_logs: { table: exerciseLogs },
  health_metrics: { table: healthMetrics },
  // Deleting a report deletes its values (the foreign key cascades) and its file.
  lab_reports: { table: labReports, file: labFileSlot as Rules["file"] },
  lab_trends: {
    table: labTrends,
    parent: {
      column: "lab_report_id",
      table: labReports,
      field: "lab_report_id",
      notFound: { message: "No such lab report", key: "validation.labReportNotFound" },
    },
    effects: ["labAlerts"],
  },
  // Its photo's version (image_key) follows the upload; a delete removes the photo.
  saved_prescriptions: { table: savedPrescriptions, file: prescriptionImageSlot as Rules["file"] },
  medicine_reminders: { table: medicineReminders, parent: ofMedicine, effects: ["reminders"] },
  // A taken dose lowers the stock, in the op's own transaction.
  adherence_logs: {
    table: adherenceLogs,
    parent: ofMedicine,
    onInsert: lowerStockWhenTaken,
    alsoChanges: ["medicines"],
    effects: ["reminders", "achievements"],
    unique: {
      index: "adherence_logs.user_id, adherence_logs.medicine_id, adherence_logs.scheduled_time, adherence_logs.scheduled_date",
      error: { code: "duplicate_log", message: "This dose is already logged", fields: { scheduled_time: "validation.doseAlreadyLogged" } },
    },
  },
  // A refill raises the stock it adds to.
  medicine_refills: { table: medicineRefills, parent: ofMedicine, onInsert: raiseStockOnRefill, alsoChanges: ["medicines"] },
  // docs/rules/medicines.md, "Past medicines": written once with the medicine's stop or delete; its medicine may be absent.
  medicine_history: { table: medicineHistory, parent: { ...ofMedicine, optional: true } },
  // One row per user and piece.
  education_bookmarks: {
    table: educationBookmarks,
    unique: {
      index: "education_bookmarks.user_id, education_bookmarks.group_id",
      error: { code: "conflict", message: "This piece is saved already", fields: { group_id: "validation.bookmarkExists" } },
    },
  },
  // docs/rules/doctors.md, "Favourites": one per listing, of a published listing (favorite-check.ts).
  doctor_favorites: {
    table: doctorFavorites,
    check: checkFavoriteOp,
    unique: {
      index: "doctor_favorites.user_id, doctor_favorites.kind, doctor_favorites.target_id",
      error: { code: "duplicate_favorite", message: FAVORITE_FAILED, fields: { target_id: FAVORITE_FAILED } },
    },
  },
  achievements: { table: achievements },
  summary_shares: { table: summaryShares },
  cloud_backups: { table: cloudBackups },
  sync_ops: { table: syncOps },
} satisfies { [N in TableName]: PerUserRules | RowRules | Rules };

export type TableRules = PerUserRules & RowRules;

/** A table's server half, only if it is one of ours. */
export function rulesOf(name: string): (Partial<TableRules> & Rules) | undefined {
  return Object.hasOwn(TABLE_RULES, name) ? (TABLE_RULES as unknown as Record<string, Partial<TableRules> & Rules>)[name] : undefined;
}

/** Whether a change of `table` has the after-commit effect. */
export const hasEffect = (table: string, effect: Effect) => rulesOf(table)?.effects?.includes(effect) ?? false;
