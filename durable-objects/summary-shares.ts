// The patient summary's doctor links (issue 15; app/domain/summary-share.ts), written by
// the user's hub like every other write. The token is made here and answered once; the
// table keeps its SHA-256 only.
import { and, eq, sql } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import { uuidv7 } from "uuidv7";
import type { Language } from "../app/domain/settings";
import { summaryShareExpiry, type NewSummaryShare, type SummaryShareRow } from "../app/domain/summary-share";
import { summaryShares as s } from "../drizzle/schema";
import { randomToken, sha256Url } from "../workers/lib/base64url";

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

export async function createSummaryShare(db: DrizzleD1Database, userId: string, lang: Language, now: Date): Promise<NewSummaryShare> {
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
  await db.insert(s).values({ ...share, user_id: userId, token_hash: await sha256Url(token) });
  return { share, token };
}

/** False when the user has no such link. Revoking twice keeps the first time. */
export async function revokeSummaryShare(db: DrizzleD1Database, userId: string, id: string, now: Date): Promise<boolean> {
  const done = await db
    .update(s)
    .set({ revoked_at: sql`coalesce(${s.revoked_at}, ${now.toISOString()})` })
    .where(and(eq(s.id, id), eq(s.user_id, userId)))
    .returning({ id: s.id });
  return done.length > 0;
}

/** A doctor opened the link: when first and last, and how often. */
export async function noteSummaryShareOpened(db: DrizzleD1Database, userId: string, id: string, now: Date) {
  const at = now.toISOString();
  await db
    .update(s)
    .set({ first_opened_at: sql`coalesce(${s.first_opened_at}, ${at})`, last_opened_at: at, open_count: sql`${s.open_count} + 1` })
    .where(and(eq(s.id, id), eq(s.user_id, userId)));
}
