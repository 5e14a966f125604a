// The tables of one person's records, kept in that person's hub (UserHub's Durable
// Object SQLite storage; docs/decisions/010-table-homes.md). drizzle.hub.config.ts makes
// the hub's migrations (drizzle/hub-migrations) from this file only.
export { profiles, medicalHistory } from "./profile";
export { userSettings } from "./settings";
export { medicines, medicineReminders, adherenceLogs, medicineRefills, medicineHistory, achievements } from "./medicines";
export { sleepLogs, symptomLogs, healthMetrics, stepLogs, exerciseLogs } from "./trackers";
export { doctorAppointments } from "./appointments";
export { labReports, labTrends, savedPrescriptions } from "./records";
export { educationBookmarks } from "./content";
export { doctorFavorites } from "./directory";
export { syncOps } from "./sync";
export { cloudBackups } from "./backups";
export { summaryShares } from "./sharing";
