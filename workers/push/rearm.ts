// The cron trigger's job (wrangler.toml, every 15 minutes): re-arm UserHub alarms
// that were lost. A hub writes reminder_hubs.next_at whenever its alarm moves, and
// its alarm moves it on when it runs; a next_at further past than the grace means
// the alarm never ran. Hubs of users with a push subscription but no row yet (data
// from before reminders existed) are poked once too. One indexed D1 read when all
// is well; a poke costs one Durable Object call.
import { log } from "../../durable-objects/lib/log";
import { and, eq, isNotNull, lt, notExists, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import { userHub } from "../../durable-objects/user-hub-address";
import { pushSubscriptions, reminderHubs } from "../../drizzle/schema";

/** An alarm this late is taken as lost (alarms retry with backoff for a few minutes first). */
export const REARM_GRACE_MS = 5 * 60_000;
/** Hubs poked per cron run at most; the next run takes the rest. */
export const REARM_BATCH = 200;

export async function rearmLostAlarms(env: Env, now = Date.now()): Promise<number> {
  const db = drizzle(env.DB);
  const [late, unknown] = await db.batch([
    db
      .select({ user_id: reminderHubs.user_id })
      .from(reminderHubs)
      .where(and(isNotNull(reminderHubs.next_at), lt(reminderHubs.next_at, now - REARM_GRACE_MS)))
      .orderBy(reminderHubs.next_at)
      .limit(REARM_BATCH),
    db
      .selectDistinct({ user_id: pushSubscriptions.user_id })
      .from(pushSubscriptions)
      .where(
        notExists(
          db
            .select({ one: sql`1` })
            .from(reminderHubs)
            .where(eq(reminderHubs.user_id, pushSubscriptions.user_id)),
        ),
      )
      .limit(REARM_BATCH),
  ]);
  const users = [...new Set([...late, ...unknown].map((r) => r.user_id))];
  const pokes = await Promise.allSettled(users.map((id) => userHub(env, id).ensureReminders()));
  for (const p of pokes) if (p.status === "rejected") log.error("Re-arming a hub failed", {}, p.reason);
  log.info("Re-arm run", { hubsPoked: users.length, failed: pokes.filter((p) => p.status === "rejected").length });
  return users.length;
}
