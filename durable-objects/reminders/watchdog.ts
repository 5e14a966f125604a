// The cron's watchdog list (D1 reminder_hubs): every hub that holds a schedule is listed
// once, in one of REARM_SHARDS shards, and the cron (every 15 minutes, wrangler.toml) pokes
// one shard per run, so each listed hub is checked once a day without writing to D1 on an
// ordinary day. The hub keeps its own alarm chain alive (durable-objects/jobs/alarm.ts);
// the daily poke is for what that cannot see (docs/decisions/003-reminder-alarms.md).
import { fnv1a32 } from "../../app/domain/hash";

/** One shard per 15-minute cron run of a day. */
export const REARM_SHARDS = 96;
const SHARD_MINUTES = (24 * 60) / REARM_SHARDS;

/** A hub's shard: a stable hash of its user id, spread evenly over the day. */
export function rearmShard(userId: string): number {
  return fnv1a32(userId) % REARM_SHARDS;
}

/** The shard a cron run at this instant pokes (its UTC quarter hour of the day). */
export function shardAt(time: number): number {
  return Math.floor((Math.floor(time / 60_000) % (24 * 60)) / SHARD_MINUTES);
}
