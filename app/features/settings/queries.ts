// The user's settings through the offline-query layer (docs/rules/profile-and-settings.md: they load offline
// from this device's copy). A settings op is a whole-field update.
import type { UserSettings } from "~/domain/settings/rules";
import { offlineQuery, useOfflineQuery } from "../../platform/reads/offline-query";

export const settingsQuery = offlineQuery({
  read: "settings",
  tables: ["user_settings"],
  ops: async () => ({ apply: (data, op) => ({ ...data, ...(op.data as Partial<UserSettings>) }) }),
  // The alarm's time zone and the user's choices (reminders off, theme) must hold offline
  // however long: kept past the copies' 24-hour lifetime, like the dose data.
  keepsCopy: true,
});

export const useSettings = () => useOfflineQuery(settingsQuery, null);
