// The tables each medicine answer reads (query keys list them first, see
// platform/sync/invalidate-tables.ts), apart from appliers.ts, which loads with the
// first write (platform/reads/offline-query.ts).
export const DOSE_DATA_TABLES = ["medicines", "medicine_reminders", "adherence_logs", "achievements", "lab_reports"] as const;
export const MEDICINE_LIST_TABLES = ["medicines", "medicine_reminders"] as const;
export const MEDICINE_DETAIL_TABLES = ["medicines", "medicine_reminders", "adherence_logs", "medicine_refills"] as const;
export const MEDICINE_OP_TABLES: readonly string[] = ["medicines", "medicine_reminders", "adherence_logs", "medicine_refills"];
/** The medicine_history read's table. */
export const MEDICINE_HISTORY_TABLE = "medicine_history";
