// The tracker summary through the offline-query layer: the hub, the symptom and
// activity screens and the dashboard symptom card. Ops made offline before the
// first read still show (they build on an empty summary).
import { TRACKER_OP_TABLES, TRACKER_SUMMARY_TABLES } from "~/domain/tracker-summary";
import { offlineQuery, useOfflineQuery } from "./offline-query";
import { applyToSummary, EMPTY_SUMMARY } from "./tracker-ops";

export const trackerSummaryQuery = offlineQuery({
  read: "trackers",
  tables: TRACKER_SUMMARY_TABLES,
  opTables: TRACKER_OP_TABLES,
  apply: applyToSummary,
  empty: () => EMPTY_SUMMARY,
});

export const useTrackerSummary = () => useOfflineQuery(trackerSummaryQuery, null);
