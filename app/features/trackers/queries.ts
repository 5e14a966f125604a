// The tracker summary through the offline-query layer: the hub, the symptom and
// activity screens; and its symptoms alone for the dashboard symptom card. Ops made
// offline before the first read still show (they build on an empty answer).
import { RECENT_SYMPTOMS_TABLES, TRACKER_OP_TABLES, TRACKERS_OVERVIEW_TABLES } from "~/domain/trackers/overview";
import { offlineQuery } from "../../platform/reads/offline-query";

const appliers = () => import("./appliers");

export const trackersOverviewQuery = offlineQuery({
  read: "trackers",
  tables: TRACKERS_OVERVIEW_TABLES,
  opTables: TRACKER_OP_TABLES,
  ops: async () => {
    const { applyToOverview, EMPTY_OVERVIEW } = await appliers();
    return { apply: applyToOverview, empty: () => EMPTY_OVERVIEW };
  },
});

export const recentSymptomsQuery = offlineQuery({
  read: "symptoms",
  tables: RECENT_SYMPTOMS_TABLES,
  ops: async () => {
    const { applyToRecentSymptoms, EMPTY_RECENT_SYMPTOMS } = await appliers();
    return { apply: applyToRecentSymptoms, empty: () => EMPTY_RECENT_SYMPTOMS };
  },
});
