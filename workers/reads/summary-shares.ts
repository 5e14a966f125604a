// The patient summary's doctor links (issue 15), newest first: when each was made,
// expires, was revoked and opened. Never the token (only its hash is kept).
// Every link that still works is listed, however many, so each can be stopped from the
// screen (issue 27: an older live link fell off a list of the newest 20); of the rest,
// the newest SUMMARY_LINKS_SHOWN. Live links are bounded by what one person makes in
// SUMMARY_LINK_DAYS.
import { and, desc, eq, gt, isNull } from "drizzle-orm";
import { SUMMARY_LINKS_SHOWN, type SummaryShareRow, type SummarySharesResponse } from "../../app/domain/patient-summary/share";
import { summaryShareColumns } from "../../durable-objects/summary-shares";
import { summaryShares as s } from "../../drizzle/schema";
import { param, qb, type Read } from "./read";

const newestFirst = [desc(s.created_at), desc(s.id)];
const queries = [
  qb
    .select(summaryShareColumns)
    .from(s)
    .where(and(eq(s.user_id, param("userId")), isNull(s.revoked_at), gt(s.expires_at, param("now"))))
    .orderBy(...newestFirst),
  qb
    .select(summaryShareColumns)
    .from(s)
    .where(eq(s.user_id, param("userId")))
    .orderBy(...newestFirst)
    .limit(SUMMARY_LINKS_SHOWN),
];

const byNewest = (a: SummaryShareRow, b: SummaryShareRow) => b.created_at.localeCompare(a.created_at) || b.id.localeCompare(a.id);

export function summarySharesRead(userId: string, now = new Date()): Read<SummarySharesResponse> {
  return {
    queries,
    values: { userId, now: now.toISOString() },
    shape: ([live, recent]) => {
      const rows = new Map<string, SummaryShareRow>();
      for (const row of [...(live as SummaryShareRow[]), ...(recent as SummaryShareRow[])]) rows.set(row.id, row);
      return { shares: [...rows.values()].sort(byNewest) };
    },
  };
}
