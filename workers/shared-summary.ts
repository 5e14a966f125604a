// A doctor opens a patient summary link (issue 15; routes/shared-summary.tsx): the link's
// token names one user's summary while it is neither revoked nor expired. The page gets
// the summary's model only (domain/patient-summary/rules.ts), never the records it is made of.
import { eq } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import { SUMMARY_READS, summaryModel, type SummaryData } from "../app/domain/patient-summary/rules";
import type { ReadRequest } from "../app/domain/reads";
import type { SessionUser } from "../app/domain/session";
import type { Language, UserSettings } from "../app/domain/settings/rules";
import { SUMMARY_TOKEN_PATTERN, summaryShareStatus, type SharedSummary } from "../app/domain/patient-summary/share";
import { shareTokens, summaryShares as s } from "../drizzle/schema";
import { param, qb, runReads, type Read } from "./reads/read";
import { readStores } from "./reads/stores";
import { sha256Url } from "../durable-objects/lib/base64url";
import { readsOf } from "./reads/registry";

export interface OpenedShare {
  summary: SharedSummary;
  userId: string;
  shareId: string;
}

const keys = Object.keys(SUMMARY_READS) as (keyof SummaryData)[];
const READS: ReadRequest[] = [...Object.values(SUMMARY_READS), ["settings", null]];

interface ShareRow {
  id: string;
  lang: Language;
  expires_at: string;
  revoked_at: string | null;
}

// The link's row in the owner's hub: its language, and whether it was revoked.
const shareRowQueries = [
  qb
    .select({ id: s.id, lang: s.lang, expires_at: s.expires_at, revoked_at: s.revoked_at })
    .from(s)
    .where(eq(s.id, param("id")))
    .limit(1),
];

/** Null for a token that names no link, or a revoked or expired one (one answer for all: nothing says which). */
export async function openSharedSummary(env: Env, token: string, now: Date): Promise<OpenedShare | null> {
  if (!SUMMARY_TOKEN_PATTERN.test(token)) return null;
  // D1's index finds the owner's hub (a revoked link's entry is gone).
  const [entry] = await drizzle(env.DB)
    .select({ user_id: shareTokens.user_id, share_id: shareTokens.share_id, expires_at: shareTokens.expires_at })
    .from(shareTokens)
    .where(eq(shareTokens.token_hash, await sha256Url(token)))
    .limit(1);
  if (!entry || entry.expires_at <= now.toISOString()) return null;
  // The reads need only the id; nothing of the account reaches the summary.
  const owner: SessionUser = { id: entry.user_id, email: "", name: "", image: null, emailVerified: false, createdAt: now.toISOString() };
  // The link's row with the summary's reads: one call to the owner's hub (and D1's part at once).
  const shareRow: Read<ShareRow | null> = { queries: shareRowQueries, values: { id: entry.share_id }, shape: ([rows]) => (rows as ShareRow[])[0] ?? null };
  const [rowOutcome, ...outcomes] = await runReads(readStores(env, owner.id), [shareRow as Read<unknown>, ...readsOf(env, owner, READS)]);
  const row = rowOutcome.ok ? (rowOutcome.data as ShareRow | null) : null;
  if (!row || summaryShareStatus(row, now) !== "active") return null;
  const share = { ...row, user_id: entry.user_id };
  const failed = outcomes.find((o) => !o.ok);
  if (failed && !failed.ok) throw new Error(`Shared summary read failed: ${failed.error.code}`);
  const results = outcomes.map((o) => (o.ok ? o.data : null));
  const data = Object.fromEntries(keys.map((k, i) => [k, results[i]])) as unknown as SummaryData;
  const zone = (results[keys.length] as UserSettings).timezone;
  return { summary: { model: summaryModel(data, now, zone), lang: share.lang, zone, expiresAt: share.expires_at }, userId: share.user_id, shareId: share.id };
}
