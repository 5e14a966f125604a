// The cron trigger's job (wrangler.toml, every 15 minutes): re-arm UserHub alarms
// that were lost. A hub writes reminder_hubs.next_at whenever its alarm moves, and
// its alarm moves it on when it runs; a next_at further past than the grace means
// the alarm never ran. Hubs of users with a push subscription but no row yet (data
// from before reminders existed) are poked once too. One indexed D1 read when all
// is well; a poke costs one Durable Object call.
import { userHub } from "../hub";

/** An alarm this late is taken as lost (alarms retry with backoff for a few minutes first). */
export const REARM_GRACE_MS = 5 * 60_000;
/** Hubs poked per cron run at most; the next run takes the rest. */
export const REARM_BATCH = 200;

export async function rearmLostAlarms(env: Env, now = Date.now()): Promise<number> {
  const [late, unknown] = await env.DB.batch<{ user_id: string }>([
    env.DB.prepare("SELECT user_id FROM reminder_hubs WHERE next_at IS NOT NULL AND next_at < ? ORDER BY next_at LIMIT ?").bind(
      now - REARM_GRACE_MS,
      REARM_BATCH,
    ),
    env.DB.prepare(
      `SELECT DISTINCT s.user_id FROM push_subscriptions s
       WHERE NOT EXISTS (SELECT 1 FROM reminder_hubs h WHERE h.user_id = s.user_id) LIMIT ?`,
    ).bind(REARM_BATCH),
  ]);
  const users = [...new Set([...late.results, ...unknown.results].map((r) => r.user_id))];
  const pokes = await Promise.allSettled(users.map((id) => userHub(env, id).ensureReminders(id)));
  for (const p of pokes) if (p.status === "rejected") console.error("Re-arming a hub failed", p.reason);
  return users.length;
}
