// Work UserHub does after it answered a sync (achievements for taken doses, the
// reminder recompute), so the answer waits only for the ops' own batches.
//
// Durable: before the hub answers, the work is recorded in its own SQLite
// (follow_ups) and the alarm is armed for it. The hub then starts it at once
// (ctx.waitUntil), which normally finishes within milliseconds and clears the
// row; if the hub is evicted first, the alarm finds the row and does the work.
// The work is idempotent (achievements insert … on conflict do nothing; a
// recompute replaces the schedule), so running it twice is harmless.
//
// follow_ups(id, user_id, achievement_days, reminders, attempts, due_at)
//   achievement_days: JSON array of perfect-day candidates, or NULL when no dose
//   was taken; reminders: 1 when the schedule must be recomputed; due_at: when the
//   alarm should do it if the hub has not (later after each failure).
import { log } from "../lib/log";
import { hubClock } from "./clock";

/** What one sync left to do. */
export interface FollowUpWork {
  /** Doses were taken: award achievements with these perfect-day candidates. Null: none taken. */
  achievementDays: string[] | null;
  /** Ops touched the reminder tables: recompute the schedule. */
  reminders: boolean;
}

/** The alarm runs recorded work this long after the sync if the hub has not done it by then (evicted, or it failed). */
export const FOLLOW_UP_ALARM_DELAY_MS = 10_000;

/** Work that failed this many times is dropped (logged): the next taken dose or schedule change redoes it from the data. */
export const FOLLOW_UP_MAX_ATTEMPTS = 5;

interface Row extends Record<string, SqlStorageValue> {
  id: number;
  user_id: string;
  achievement_days: string | null;
  reminders: number;
  attempts: number;
}

export function needsFollowUp(work: FollowUpWork): boolean {
  return work.achievementDays !== null || work.reminders;
}

/** Several syncs' work as one run: the union of their days, one recompute. */
export function mergeWork(works: readonly FollowUpWork[]): FollowUpWork {
  const days = works.filter((w) => w.achievementDays !== null).flatMap((w) => w.achievementDays!);
  return {
    achievementDays: works.some((w) => w.achievementDays !== null) ? [...new Set(days)].sort() : null,
    reminders: works.some((w) => w.reminders),
  };
}

export class HubFollowUps {
  private schemaReady = false;
  private running: Promise<void> | null = null;
  private again = false;

  constructor(
    private ctx: DurableObjectState,
    /** Does the work (throws when part of it failed); UserHub announces what it changed. */
    private perform: (userId: string, work: FollowUpWork) => Promise<void>,
    /** Puts the one alarm back where the reminders want it, now that less work waits. */
    private rearm: () => Promise<void>,
  ) {}

  private get sql() {
    if (!this.schemaReady) {
      this.ctx.storage.sql.exec(`CREATE TABLE IF NOT EXISTS follow_ups (
        id INTEGER PRIMARY KEY AUTOINCREMENT, user_id TEXT NOT NULL, achievement_days TEXT,
        reminders INTEGER NOT NULL, attempts INTEGER NOT NULL DEFAULT 0, due_at INTEGER NOT NULL)`);
      this.schemaReady = true;
    }
    return this.ctx.storage.sql;
  }

  /**
   * Records the work before the sync is answered and makes sure an alarm will do it
   * (the output gate holds the answer until both are stored), then starts it now.
   */
  async record(userId: string, work: FollowUpWork) {
    if (!needsFollowUp(work)) return;
    const dueAt = hubClock.now() + FOLLOW_UP_ALARM_DELAY_MS;
    this.sql.exec(
      "INSERT INTO follow_ups (user_id, achievement_days, reminders, due_at) VALUES (?, ?, ?, ?)",
      userId,
      work.achievementDays === null ? null : JSON.stringify(work.achievementDays),
      work.reminders ? 1 : 0,
      dueAt,
    );
    const alarm = await this.ctx.storage.getAlarm();
    if (alarm === null || alarm > dueAt) await this.ctx.storage.setAlarm(dueAt);
    this.ctx.waitUntil(this.drain());
  }

  /** When the alarm should run for waiting work (null: none waits). */
  nextDue(): number | null {
    return this.sql.exec<{ next: number | null }>("SELECT MIN(due_at) AS next FROM follow_ups").one().next;
  }

  /**
   * Does the recorded work: new work, and failed work whose retry is due. Calls that
   * arrive while a run is under way are folded into one more pass after it, so work
   * recorded meanwhile is done too. Never throws: failed work stays recorded and is
   * retried when due (by the alarm, or any later pass), at most FOLLOW_UP_MAX_ATTEMPTS times.
   */
  drain(): Promise<void> {
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      try {
        do {
          this.again = false;
          await this.runRecorded();
        } while (this.again);
      } finally {
        this.running = null;
      }
    })();
    return this.running;
  }

  private async runRecorded() {
    const readAt = hubClock.now();
    const rows = this.sql
      .exec<Row>("SELECT id, user_id, achievement_days, reminders, attempts FROM follow_ups WHERE attempts = 0 OR due_at <= ? ORDER BY id", readAt)
      .toArray();
    // A hub serves one user; grouping keeps each user's work apart all the same.
    const byUser = new Map<string, Row[]>();
    for (const r of rows) byUser.set(r.user_id, [...(byUser.get(r.user_id) ?? []), r]);
    for (const [userId, mine] of byUser) {
      // The user's rows this pass read: new rows get higher ids, and passes never overlap.
      const upTo = mine[mine.length - 1].id;
      const these = "user_id = ? AND id <= ? AND (attempts = 0 OR due_at <= ?)";
      try {
        await this.perform(
          userId,
          mergeWork(
            mine.map((r) => ({
              achievementDays: r.achievement_days === null ? null : (JSON.parse(r.achievement_days) as string[]),
              reminders: r.reminders === 1,
            })),
          ),
        );
        this.sql.exec(`DELETE FROM follow_ups WHERE ${these}`, userId, upTo, readAt);
      } catch (err) {
        log.error("Follow-up work after a sync failed; it stays recorded for the alarm", {}, err);
        const attempts = Math.max(...mine.map((r) => r.attempts)) + 1;
        if (attempts >= FOLLOW_UP_MAX_ATTEMPTS) {
          log.error("Follow-up work dropped", { attempts });
          this.sql.exec(`DELETE FROM follow_ups WHERE ${these}`, userId, upTo, readAt);
        } else {
          // Backing off keeps a failing D1 from turning the alarm into a tight loop.
          const dueAt = hubClock.now() + FOLLOW_UP_ALARM_DELAY_MS * 2 ** attempts;
          this.sql.exec(`UPDATE follow_ups SET attempts = ?, due_at = ? WHERE ${these}`, attempts, dueAt, userId, upTo, readAt);
        }
      }
    }
    if (rows.length) await this.rearm();
  }
}
