// The tables in D1: what is shared, or found across users (docs/decisions/010-table-homes.md).
// drizzle.config.ts makes D1's migrations from this file only; a person's records are in
// their hub (./hub.ts).
export { user, session, account, verification, rateLimit } from "./auth";
export { savedAccounts, accountSwitchLogs } from "./accounts";
export { adminInvites, adminAuditLog } from "./admin";
export { backupKeys } from "./backups";
export { dailyTips, educationalContent } from "./content";
export { devMailbox } from "./dev-mailbox";
export { facilities, doctors } from "./directory";
export { premiumGrants, houseAds } from "./premium";
export { reminderHubs } from "./reminders";
export { pushSubscriptions } from "./settings";
export { shareTokens } from "./sharing";
export { careLinks } from "./care";
