// The sleep answer through the offline-query layer. This device's copy is also the
// "stored active-session marker" of docs/rules/trackers.md.
import { offlineQuery } from "../../platform/reads/offline-query";
import { applyToSleepData, SLEEP_TABLES } from "./appliers";

export const sleepQuery = offlineQuery({ read: "sleep", tables: SLEEP_TABLES, apply: applyToSleepData });
