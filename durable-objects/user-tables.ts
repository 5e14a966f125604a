// Which tables and files hold a user's own data: read by the backup, emptied by
// "Delete All Data". One list, so a table added later is covered by both.
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import {
  achievements,
  adherenceLogs,

  cloudBackups,
  doctorAppointments,
  doctorFavorites,
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
  userSettings,
} from "../drizzle/schema";
import { educationBookmarks } from "../drizzle/schema/content";

/**
 * The backup file holds these (and nothing secret: no auth tables), by their table
 * names; Settings → Import reads them back (app/domain/backup-file.ts).
 */
export const BACKUP_TABLES = {
  profiles,
  medical_history: medicalHistory,
  user_settings: userSettings,
  medicines,
  medicine_reminders: medicineReminders,
  medicine_refills: medicineRefills,
  medicine_history: medicineHistory,
  adherence_logs: adherenceLogs,
  health_metrics: healthMetrics,
  lab_reports: labReports,
  lab_trends: labTrends,
  sleep_logs: sleepLogs,
  symptom_logs: symptomLogs,
  step_logs: stepLogs,
  exercise_logs: exerciseLogs,
  doctor_appointments: doctorAppointments,
  saved_prescriptions: savedPrescriptions,
  doctor_favorites: doctorFavorites,
} satisfies Record<string, SQLiteTable & { user_id: unknown }>;

/**
 * The hub's tables of the user's records that "Delete All Data" counts for its answer:
 * the backup's tables plus the achievements, the doctor links, the cloud backups and the
 * saved education pieces (not health data, so not in the backup file). The hub itself is
 * emptied whole (durable-objects/delete-user-data.ts).
 */
export const DELETABLE_TABLES: (SQLiteTable & { user_id: any })[] = [...Object.values(BACKUP_TABLES), achievements, summaryShares, cloudBackups, educationBookmarks];

/** R2 folders whose files are per user: `{area}/{userId}/…` (medicines: each medicine's image; backups: the encrypted cloud backups). */
export const USER_FILE_AREAS = ["avatars", "medicines", "prescriptions", "labs", "backups"] as const;
