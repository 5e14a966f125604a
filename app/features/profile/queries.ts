// The profile answer (profile, medical history and account facts) through the
// offline-query layer; the profile screens open from this device's copy offline.
import { offlineQuery, useOfflineQuery } from "../../platform/reads/offline-query";

export const profileQuery = offlineQuery({
  read: "profile",
  // The tables the profile read reads; a change to either refreshes it.
  tables: ["profiles", "medical_history"],
  ops: async () => {
    const { applyProfileOp } = await import("./appliers");
    return { apply: (data, op, { userId }) => applyProfileOp(data, userId, op) };
  },
});

export const useProfile = () => useOfflineQuery(profileQuery, null);
