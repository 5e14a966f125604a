// Stores a device's push subscription for its user. An endpoint belongs to one
// browser profile, so a second account signing in on the same phone takes it over;
// but only that browser can: taking over needs the subscription's own keys, which
// only the browser that holds it knows (knowing the endpoint URL is not enough to
// move someone's reminders to your account). A user keeps at most
// MAX_PUSH_SUBSCRIPTIONS_PER_USER devices; a new one drops the longest unused.
import { and, asc, eq, ne, or } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import { uuidv7 } from "uuidv7";
import { MAX_PUSH_SUBSCRIPTIONS_PER_USER, type PushSubscriptionInput } from "../app/domain/push";
import { pushSubscriptions } from "../drizzle/schema";

/** False when the endpoint is another user's and the keys are not its own (nothing is stored). */
export async function savePushSubscription(db: DrizzleD1Database, userId: string, sub: PushSubscriptionInput, userAgent: string | null): Promise<boolean> {
  const now = new Date().toISOString();
  const t = pushSubscriptions;
  const [held] = await db.select({ user_id: t.user_id, p256dh: t.p256dh, auth: t.auth }).from(t).where(eq(t.endpoint, sub.endpoint)).limit(1);
  if (held && held.user_id !== userId && (held.p256dh !== sub.keys.p256dh || held.auth !== sub.keys.auth)) return false;
  await db
    .insert(t)
    .values({ id: uuidv7(), user_id: userId, endpoint: sub.endpoint, p256dh: sub.keys.p256dh, auth: sub.keys.auth, user_agent: userAgent })
    .onConflictDoUpdate({
      target: t.endpoint,
      set: { user_id: userId, p256dh: sub.keys.p256dh, auth: sub.keys.auth, user_agent: userAgent, updated_at: now },
      // Another user's hub may write between the check and here: the WHERE holds the rule all the same.
      setWhere: or(eq(t.user_id, userId), and(eq(t.p256dh, sub.keys.p256dh), eq(t.auth, sub.keys.auth))),
    });
  const mine = await db.select({ id: t.id }).from(t).where(and(eq(t.user_id, userId), ne(t.endpoint, sub.endpoint))).orderBy(asc(t.updated_at));
  const extra = mine.length + 1 - MAX_PUSH_SUBSCRIPTIONS_PER_USER;
  for (const old of mine.slice(0, Math.max(0, extra))) await db.delete(t).where(eq(t.id, old.id));
  return true;
}
export async function removePushSubscription(db: DrizzleD1Database, userId: string, endpoint: string) {
  await db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.user_id, userId), eq(pushSubscriptions.endpoint, endpoint)));
}
