// The patient summary's doctor links (issue 15). Made and revoked online only (the
// server makes the token), so no op ever changes them; a change notice refreshes them.
import type { SummarySharesResponse } from "~/domain/patient-summary/share";
import { offlineQuery } from "../../platform/reads/offline-query";

export const SUMMARY_SHARES_TABLE = "summary_shares";

export const summarySharesQuery = offlineQuery<"summaryShares", SummarySharesResponse>({
  read: "summaryShares",
  tables: [SUMMARY_SHARES_TABLE],
  ops: async () => ({ apply: (data) => data, empty: () => ({ shares: [] }) }),
});
