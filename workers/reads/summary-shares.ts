// The patient summary's doctor links (issue 15), newest first: when each was made,
// expires, was revoked and opened. Never the token (only its hash is kept).
import { desc, eq } from "drizzle-orm";
import { SUMMARY_LINKS_SHOWN, type SummaryShareRow, type SummarySharesResponse } from "../../app/domain/summary-share";
import { summaryShareColumns } from "../../durable-objects/summary-shares";
import { summaryShares as s } from "../../drizzle/schema";
import { param, qb, type Read } from "./read";

const queries = [qb.select(summaryShareColumns).from(s).where(eq(s.user_id, param("userId"))).orderBy(desc(s.created_at), desc(s.id)).limit(SUMMARY_LINKS_SHOWN)];

export function summarySharesRead(userId: string): Read<SummarySharesResponse> {
  return { queries, values: { userId }, shape: ([rows]) => ({ shares: rows as SummaryShareRow[] }) };
}
