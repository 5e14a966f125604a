// Stores a device's push subscription for its user. An endpoint belongs to one
// browser profile, so a second account signing in on the same phone takes it over.
import { and, eq } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import { uuidv7 } from "uuidv7";
import type { PushSubscriptionInput } from "../app/domain/push";
import { pushSubscriptions } from "../drizzle/schema";

export async function savePushSubscription(db: DrizzleD1Database, userId: string, sub: PushSubscriptionInput, userAgent: string | null) {
  const now = new Date().toISOString();
  await db
    .insert(pushSubscriptions)
    .values({ id: uuidv7(), user_id: userId, endpoint: sub.endpoint, p256dh: sub.keys.p256dh, auth: sub.keys.auth, user_agent: userAgent })
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: { user_id: userId, p256dh: sub.keys.p256dh, auth: sub.keys.auth, user_agent: userAgent, updated_at: now },
    });
}

export async function removePushSubscription(db: DrizzleD1Database, userId: string, endpoint: string) {
  await db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.user_id, userId), eq(pushSubscriptions.endpoint, endpoint)));
}
