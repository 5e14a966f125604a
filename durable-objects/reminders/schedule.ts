// UserHub's reminder schedule (issue 5), the orchestration: the hub holds its user's
// upcoming reminder instants (app/domain/reminders/instants.ts) in its own storage
// (store.ts), keeps its one alarm armed at the earliest, and when the alarm
// runs sends each due notification (delivery.ts), logs doses still unmarked
// 15 minutes after their time as missed, and arms the next alarm.
//
// The hub's one alarm is shared with its follow-up work (durable-objects/jobs/follow-ups.ts): it is armed at
// the earlier of the first held instant and the first waiting follow-up.
//
// At alarm time each due row is checked against fresh data (the instant must still
// exist with the same key, its medicines still be unmarked), so a change that raced
// the alarm never sends a stale reminder.
import { log } from "../lib/log";
import { hubClock } from "../jobs/clock";
import { eq } from "drizzle-orm";
import { uuidv7 } from "uuidv7";
import type { Op, OpAck } from "../../app/domain/sync/op";
import {
  LATE_NOTIFICATION_LIMIT_MS,
  REMINDER_HORIZON_HOURS,
  medicineKeyInstant,
  reminderZone,
  remindersBetween,
  snoozeKey,
  upcomingReminders,
  type MissedCheckInstant,
  type NotifyInstant,
} from "../../app/domain/reminders/instants";
import { reminderHubs, userSettings } from "../../drizzle/schema";
import { loadReminderData } from "./data";
import { DEFAULT_SNOOZE_MINUTES, type SnoozeMinutes } from "../../app/domain/reminders/snooze";
import { rearmShard } from "./watchdog";
import type { HubStores } from "../hub-db";
import { deliverReminders } from "./delivery";
import { ReminderStore, type DueRow } from "./store";

export { PUSH_RETRY_MS } from "./delivery";

/** The device id of the hub's own ops in the sync ledger (missed-dose logs). */
export const HUB_DEVICE_ID = "user-hub-reminders";
/** What was sent is remembered this long (longer than any alarm retry or snooze). */
const SENT_KEEP_MS = 3 * 86_400_000;
const MINUTE_MS = 60_000;
/** A snooze is accepted for a notification of the last day. */
const SNOOZE_WINDOW_MS = 86_400_000;

export interface AlarmReport {
  due: number;
  sent: number;
  skipped: number;
  missedLogged: number;
  goneSubscriptions: number;
  /** Sendings the push service failed for the moment, to be tried again in PUSH_RETRY_MS. */
  retrying: number;
}

export class HubReminders {
  private store: ReminderStore;
  private running: Promise<boolean> | null = null;
  private again = false;
  /** Whether the last recompute failed (the alarm then throws, so the runtime retries it). */
  private failed = false;

  constructor(
    private ctx: DurableObjectState,
    private env: Env,
    /** The hub's database and D1 (hub-db.ts). */
    private stores: HubStores,
    /** The hub's own write path, for missed-dose logs (same batch rules, unique key, change notice). */
    private applyOps: (deviceId: string, ops: Op[]) => Promise<OpAck[]>,
    /** Puts the hub's one alarm at the earliest instant any of its jobs wants (durable-objects/jobs/alarm.ts). */
    private armAlarm: () => Promise<void>,
  ) {
    this.store = new ReminderStore(ctx.storage);
  }

  private meta(name: string) {
    return this.store.meta(name);
  }

  private setMeta(name: string, value: string | null) {
    this.store.setMeta(name, value);
  }

  /** Keeps the hub's user for an alarm that wakes it without its name (see UserHub.userId). */
  rememberUser(userId: string) {
    if (this.meta("user_id") !== userId) this.setMeta("user_id", userId);
  }

  rememberedUser(): string | null {
    return this.meta("user_id");
  }

  /**
   * Recomputes the schedule from D1 and re-arms the alarm. Calls that arrive while
   * one runs are folded into one more run after it, so the last run always reads
   * data written after the last change. Never throws: a failure is logged, answered
   * as false, and the next change, alarm or cron poke recomputes.
   */
  async refresh(userId: string): Promise<boolean> {
    this.rememberUser(userId);
    if (this.running) {
      this.again = true;
      return this.running;
    }
    this.running = (async () => {
      try {
        do {
          this.again = false;
          await this.recompute(userId);
        } while (this.again);
        this.failed = false;
      } catch (err) {
        this.failed = true;
        log.error("Reminder schedule recompute failed", {}, err);
      } finally {
        this.running = null;
      }
      return !this.failed;
    })();
    return this.running;
  }

  private async recompute(userId: string) {
    const now = hubClock.now();
    const data = await loadReminderData(this.stores, userId, now, now + REMINDER_HORIZON_HOURS * 60 * MINUTE_MS);
    this.store.replaceUpcoming(upcomingReminders(data, now), now);
    await this.arm(userId);
  }

  /**
   * Keeps the one alarm at the earliest held instant or waiting follow-up (none when
   * nothing waits), and the hub on D1's watchdog list (once: the list holds no instants).
   */
  private async arm(userId: string) {
    await this.armAlarm();
    if (this.meta("listed") !== "1") await this.list(userId);
  }

  /** The reminders' next held instant (the hub's alarm is kept at the earliest of its jobs'). */
  nextDue(): number | null {
    return this.store.nextInstant();
  }

  /** Puts the hub on the cron's watchdog list (watchdog.ts); an existing row is left as it is, which writes nothing. */
  private async list(userId: string) {
    try {
      await this.stores.d1
        .insert(reminderHubs)
        .values({ user_id: userId, shard: rearmShard(userId) })
        .onConflictDoNothing();
      this.setMeta("listed", "1");
    } catch (err) {
      // The account may be gone (the row's foreign key); the next arm tries again.
      log.warn("Could not list the hub for the watchdog", {}, err);
    }
  }

  /**
   * The cron's daily poke, or a new subscription: the hub is listed if it never was, a hub
   * without an alarm recomputes (which arms it), and one whose alarm has drifted from its
   * jobs' earliest instant is re-armed. `unlisted`: the cron found no row for this hub (an
   * operator removed it, or a subscription from before the list), so it is listed again
   * whatever the hub remembers; a listed hub's daily poke costs D1 nothing.
   */
  async ensureArmed(userId: string, { unlisted = false } = {}) {
    this.rememberUser(userId);
    if (unlisted || this.meta("listed") !== "1") await this.list(userId);
    if ((await this.ctx.storage.getAlarm()) === null) await this.refresh(userId);
    else await this.armAlarm();
  }

  /** The alarm: handle every due row, then recompute and arm the next. Throws only when D1 cannot be read (the runtime retries). */
  async runAlarm(): Promise<AlarmReport> {
    const report: AlarmReport = { due: 0, sent: 0, skipped: 0, missedLogged: 0, goneSubscriptions: 0, retrying: 0 };
    const userId = this.meta("user_id");
    if (!userId) return report;
    const now = hubClock.now();
    const due = this.store.due(now);
    report.due = due.length;
    if (due.length) {
      const from = Math.min(...due.map((d) => (d.kind === "snooze" ? (d.base_at ?? d.at) : d.at))) - 1;
      const data = await loadReminderData(this.stores, userId, from, now);
      const fresh = new Map(remindersBetween(data, from, now).map((i) => [i.key, i]));
      const sends: { instant: NotifyInstant; row: DueRow }[] = [];
      const missed: MissedCheckInstant[] = [];
      for (const row of due) {
        const instant = fresh.get(row.kind === "snooze" ? (row.base_key ?? "") : row.key);
        if (!instant) {
          report.skipped++;
        } else if (instant.kind === "missed") {
          missed.push(instant);
        } else if (now - row.at > LATE_NOTIFICATION_LIMIT_MS) {
          report.skipped++;
        } else {
          sends.push({ instant, row });
        }
      }
      // Handled rows leave before the slow part, so a concurrent recompute cannot bring them back.
      this.store.removeHandled(due, now);
      const results = await deliverReminders(this.env, this.store, userId, data, sends, now);
      report.sent = results.sent;
      report.goneSubscriptions = results.gone;
      report.retrying = results.retrying;
      report.missedLogged = await this.logMissed(userId, missed, now);
    }
    this.store.forgetSentBefore(now - SENT_KEEP_MS);
    await this.refresh(userId);
    // Without a recompute no next alarm is armed: let the runtime retry (what was sent is not sent again).
    if (this.failed) throw new Error("Reminder schedule recompute failed; the alarm will be retried");
    return report;
  }

  /** Logs each still-unmarked dose of the due missed checks through the hub's write path; the unique index refuses a repeat. */
  private async logMissed(userId: string, missed: MissedCheckInstant[], now: number): Promise<number> {
    if (missed.length === 0) return 0;
    const clientTime = new Date(now).toISOString();
    const ops: Op[] = missed.flatMap((m) =>
      m.medicineIds.map((medicineId) => ({
        opId: uuidv7(),
        table: "adherence_logs",
        type: "insert" as const,
        id: uuidv7(),
        data: { medicine_id: medicineId, status: "missed", taken_at: clientTime, scheduled_time: `${m.time}:00`, scheduled_date: m.date },
        clientTime,
      })),
    );
    const acks = await this.applyOps(HUB_DEVICE_ID, ops);
    return acks.filter((a) => a.status === "applied").length;
  }

  /**
   * Snooze on a medicine reminder: it comes once more `minutes` from now (the in-app
   * alarm's choice), or after the shortest snooze its medicines remember (the
   * notification's button), again only if a medicine at it is still unmarked.
   * Snoozing again moves that one re-send. Answers its instant, or null for a key
   * that is not a medicine reminder of the last day.
   */
  async snooze(userId: string, key: string, minutes?: SnoozeMinutes): Promise<number | null> {
    this.rememberUser(userId);
    const now = hubClock.now();
    const [row] = await this.stores.hub.select({ timezone: userSettings.timezone }).from(userSettings).where(eq(userSettings.user_id, userId));
    const baseAt = medicineKeyInstant(key, reminderZone(row ?? null));
    if (baseAt === null || Math.abs(now - baseAt) > SNOOZE_WINDOW_MS) return null;
    const at = now + (minutes ?? (await this.rememberedSnooze(userId, key, baseAt))) * MINUTE_MS;
    const again = snoozeKey(key);
    this.store.putSnooze(again, at, key, baseAt);
    await this.arm(userId);
    return at;
  }

  /** The snooze the reminder `key` (at `baseAt`) offers: its medicines' shortest choice (snooze.ts). */
  private async rememberedSnooze(userId: string, key: string, baseAt: number): Promise<SnoozeMinutes> {
    const data = await loadReminderData(this.stores, userId, baseAt - 1, baseAt);
    const instant = remindersBetween(data, baseAt - 1, baseAt).find((i) => i.key === key);
    return instant?.kind === "medicine" ? instant.snoozeMinutes : DEFAULT_SNOOZE_MINUTES;
  }

  /** What the hub holds (tests and the closing figures). */
  stats() {
    return this.store.stats();
  }
}
