// The cron trigger's job (wrangler.toml, every 15 minutes): the daily check of every
// listed UserHub (durable-objects/reminders/watchdog.ts). Each run pokes the hubs of one
// shard of the watchdog list, so a hub is checked once a day; a poke re-arms a hub whose
// alarm is missing or has drifted. Hubs of users with a push subscription but no row yet
// are poked too, a batch per run, which lists them. The list is written once per hub,
// so an ordinary day writes nothing to D1 (docs/SCALE.md).
import { log } from "../../durable-objects/lib/log";
import { eq, notExists, sql } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import { userHub } from "../../durable-objects/user-hub-address";
import { shardAt } from "../../durable-objects/reminders/watchdog";
import { pushSubscriptions, reminderHubs } from "../../drizzle/schema";

/** Unlisted subscribers' hubs poked per run at most; the next run takes the rest. */
export const REARM_BATCH = 200;
/** Pokes in flight at once (each is one Durable Object call). */
const POKES_AT_ONCE = 50;

export async function rearmLostAlarms(env: Env, now = Date.now()): Promise<number> {
  const db = drizzle(env.DB);
  const [listed, unlisted] = await db.batch([
    db
      .select({ user_id: reminderHubs.user_id })
      .from(reminderHubs)
      .where(eq(reminderHubs.shard, shardAt(now))),
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
  // A user is in one list or the other (unlisted: no row); an unlisted hub is listed again.
  const users = [...listed.map((r) => ({ id: r.user_id, unlisted: false })), ...unlisted.map((r) => ({ id: r.user_id, unlisted: true }))];
  let failed = 0;
  for (let i = 0; i < users.length; i += POKES_AT_ONCE) {
    const pokes = await Promise.allSettled(users.slice(i, i + POKES_AT_ONCE).map((u) => userHub(env, u.id).ensureReminders(u.unlisted)));
    for (const p of pokes) {
      if (p.status === "rejected") {
        failed++;
        log.error("Re-arming a hub failed", {}, p.reason);
      }
    }
  }
  log.info("Re-arm run", { shard: shardAt(now), hubsPoked: users.length, failed });
  return users.length;
}
