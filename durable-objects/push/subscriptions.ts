// Stores a device's push subscription for its user: one row per user and endpoint, so
// one browser on a phone shared by several accounts carries the reminders of each that
// keeps them there (saved_accounts.keep_reminders). Each row carries the keys its own
// account sent, and each account's pushes are encrypted for its own row's keys only.
// Someone who registers another browser's endpoint with keys of their own therefore
// neither blocks that browser's real subscription (issue 27: it used to be refused) nor
// reads anything: their pushes reach that browser unreadable, and it drops them. Only
// the browser knows its keys, so only it can join an endpoint readably.
// A user keeps at most MAX_PUSH_SUBSCRIPTIONS_PER_USER devices; a new one drops the
// longest unused.
import { and, asc, eq, ne } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import { uuidv7 } from "uuidv7";
import { MAX_PUSH_SUBSCRIPTIONS_PER_USER, type PushSubscriptionInput } from "../../app/domain/reminders/push-subscription";
import { pushSubscriptions } from "../../drizzle/schema";

export async function savePushSubscription(db: DrizzleD1Database, userId: string, sub: PushSubscriptionInput, userAgent: string | null): Promise<void> {
  const now = new Date().toISOString();
  const t = pushSubscriptions;
  await db
    .insert(t)
    .values({ id: uuidv7(), user_id: userId, endpoint: sub.endpoint, p256dh: sub.keys.p256dh, auth: sub.keys.auth, user_agent: userAgent })
    .onConflictDoUpdate({
      target: [t.user_id, t.endpoint],
      set: { p256dh: sub.keys.p256dh, auth: sub.keys.auth, user_agent: userAgent, updated_at: now },
    });
  const mine = await db
    .select({ id: t.id })
    .from(t)
    .where(and(eq(t.user_id, userId), ne(t.endpoint, sub.endpoint)))
    .orderBy(asc(t.updated_at));
  const extra = mine.length + 1 - MAX_PUSH_SUBSCRIPTIONS_PER_USER;
  for (const old of mine.slice(0, Math.max(0, extra))) await db.delete(t).where(eq(t.id, old.id));
}

export async function removePushSubscription(db: DrizzleD1Database, userId: string, endpoint: string) {
  await db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.user_id, userId), eq(pushSubscriptions.endpoint, endpoint)));
}
