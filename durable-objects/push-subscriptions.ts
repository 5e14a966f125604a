// Stores a device's push subscription for its user: one row per user and endpoint, so
// one browser on a phone shared by several accounts carries the reminders of each that
// keeps them there (saved_accounts.keep_reminders). Another account may join an
// endpoint only with the subscription's own keys, which only the browser that holds it
// knows: knowing the endpoint URL is not enough to send your reminders to someone
// else's phone. A user keeps at most MAX_PUSH_SUBSCRIPTIONS_PER_USER devices; a new
// one drops the longest unused.
import { and, asc, eq, ne } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import { uuidv7 } from "uuidv7";
import { MAX_PUSH_SUBSCRIPTIONS_PER_USER, type PushSubscriptionInput } from "../app/domain/push";
import { pushSubscriptions } from "../drizzle/schema";

/** False when other users hold the endpoint with other keys (nothing is stored). */
export async function savePushSubscription(db: DrizzleD1Database, userId: string, sub: PushSubscriptionInput, userAgent: string | null): Promise<boolean> {
  const now = new Date().toISOString();
  const t = pushSubscriptions;
  const others = await db
    .select({ p256dh: t.p256dh, auth: t.auth })
    .from(t)
    .where(and(eq(t.endpoint, sub.endpoint), ne(t.user_id, userId)));
  if (others.some((o) => o.p256dh !== sub.keys.p256dh || o.auth !== sub.keys.auth)) return false;
  await db
    .insert(t)
    .values({ id: uuidv7(), user_id: userId, endpoint: sub.endpoint, p256dh: sub.keys.p256dh, auth: sub.keys.auth, user_agent: userAgent })
    .onConflictDoUpdate({
      target: [t.user_id, t.endpoint],
      set: { p256dh: sub.keys.p256dh, auth: sub.keys.auth, user_agent: userAgent, updated_at: now },
    });
  const mine = await db.select({ id: t.id }).from(t).where(and(eq(t.user_id, userId), ne(t.endpoint, sub.endpoint))).orderBy(asc(t.updated_at));
  const extra = mine.length + 1 - MAX_PUSH_SUBSCRIPTIONS_PER_USER;
  for (const old of mine.slice(0, Math.max(0, extra))) await db.delete(t).where(eq(t.id, old.id));
  return true;
}

export async function removePushSubscription(db: DrizzleD1Database, userId: string, endpoint: string) {
  await db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.user_id, userId), eq(pushSubscriptions.endpoint, endpoint)));
}
