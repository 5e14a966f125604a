// The profile answer (profile, medical history and account facts) through the
// offline-query layer; the profile screens open from this device's copy offline.
import { offlineQuery, useOfflineQuery } from "../../platform/reads/offline-query";
import { applyProfileOp, PROFILE_TABLES } from "./appliers";

export const profileQuery = offlineQuery({
  read: "profile",
  tables: PROFILE_TABLES,
  apply: (data, op, { userId }) => applyProfileOp(data, userId, op),
});

export const useProfile = () => useOfflineQuery(profileQuery, null);
