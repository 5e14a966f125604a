// The patient summary's doctor links (issue 15; app/domain/patient-summary/share.ts), written by
// the user's hub like every other write. The token is made here and answered once; the
// hub's row and D1's index (share_tokens, which finds the hub from a doctor's link) keep
// its SHA-256 only. A revoked link's index row goes, so the link finds nothing.
import { and, eq, sql } from "drizzle-orm";
import type { HubStores } from "./hub-db";
import { uuidv7 } from "uuidv7";
import type { Language } from "../app/domain/settings/rules";
import { summaryShareExpiry, type NewSummaryShare, type SummaryShareRow } from "../app/domain/patient-summary/share";
import { shareTokens, summaryShares as s } from "../drizzle/schema";
import { randomToken, sha256Url } from "./lib/base64url";

export const summaryShareColumns = {
  id: s.id,
  lang: s.lang,
  created_at: s.created_at,
  expires_at: s.expires_at,
  revoked_at: s.revoked_at,
  first_opened_at: s.first_opened_at,
  last_opened_at: s.last_opened_at,
  open_count: s.open_count,
};

export async function createSummaryShare({ hub, d1 }: HubStores, userId: string, lang: Language, now: Date): Promise<NewSummaryShare> {
  const token = randomToken();
  const share: SummaryShareRow = {
    id: uuidv7(),
    lang,
    created_at: now.toISOString(),
    expires_at: summaryShareExpiry(now),
    revoked_at: null,
    first_opened_at: null,
    last_opened_at: null,
    open_count: 0,
  };
  const tokenHash = await sha256Url(token);
  // The index first: a link whose hub row is missing finds nothing; the reverse could not be opened.
  await d1.insert(shareTokens).values({ token_hash: tokenHash, user_id: userId, share_id: share.id, expires_at: share.expires_at });
  await hub.insert(s).values({ ...share, user_id: userId, token_hash: tokenHash });
  return { share, token };
}

/** False when the user has no such link. Revoking twice keeps the first time. */
export async function revokeSummaryShare({ hub, d1 }: HubStores, userId: string, id: string, now: Date): Promise<boolean> {
  const done = await hub
    .update(s)
    .set({ revoked_at: sql`coalesce(${s.revoked_at}, ${now.toISOString()})` })
    .where(and(eq(s.id, id), eq(s.user_id, userId)))
    .returning({ id: s.id });
  if (done.length) await d1.delete(shareTokens).where(and(eq(shareTokens.share_id, id), eq(shareTokens.user_id, userId)));
  return done.length > 0;
}

/** A doctor opened the link: when first and last, and how often. */
export async function noteSummaryShareOpened(hub: HubStores["hub"], userId: string, id: string, now: Date) {
  const at = now.toISOString();
  await hub
    .update(s)
    .set({ first_opened_at: sql`coalesce(${s.first_opened_at}, ${at})`, last_opened_at: at, open_count: sql`${s.open_count} + 1` })
    .where(and(eq(s.id, id), eq(s.user_id, userId)));
}
