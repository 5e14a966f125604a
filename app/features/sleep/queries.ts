// The sleep answer through the offline-query layer. This device's copy is also the
// "stored active-session marker" of docs/rules/trackers.md.
import { offlineQuery } from "../../platform/reads/offline-query";

export const sleepQuery = offlineQuery({
  read: "sleep",
  tables: ["sleep_logs"],
  ops: async () => ({ apply: (await import("./appliers")).applyToSleepData }),
});
