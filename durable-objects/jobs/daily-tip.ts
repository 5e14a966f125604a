// When the hub sends the 'Daily Health Tip' (app/domain/education/daily-tip.ts): one instant held
// in the hub's storage, the next DAILY_TIP_MINUTES on the user's clock. It shares the
// hub's one alarm with the reminders, the follow-up work and the daily backup
// (alarm.ts keeps it at the earliest of them). Scheduled, for a user with a push
// subscription, when one is saved, the cron pokes the hub, the hub's alarm runs (users
// from before this existed) or the user's settings change; after each due time the next day's is held, whether
// or not a tip was sent (notifications or health tips off: nothing is sent that day),
// unless the user has no push subscription left (then nothing is held).
import { log } from "../lib/log";
import { hubClock } from "./clock";
import { and, eq } from "drizzle-orm";
import type { HubStores } from "../hub-db";
import { dailyTipPayload, DAILY_TIP_TTL_S, nextTipAt } from "../../app/domain/education/daily-tip";
import { DAILY_TIP_COUNT } from "../../app/domain/education/rotation";
import { DEFAULT_SETTINGS } from "../../app/domain/settings/rules";
import { dailyTips, pushSubscriptions, userSettings } from "../../drizzle/schema";
import { removePushSubscription } from "../push/subscriptions";
import { sendPush } from "../push/send";
import { HubDueTime } from "./due-time";

export class HubDailyTips {
  private due: HubDueTime;

  constructor(
    ctx: DurableObjectState,
    private env: Env,
    private stores: HubStores,
  ) {
    this.due = new HubDueTime(ctx, "daily_tip_schedule");
  }

  /** When the next tip is due (null: not scheduled). */
  nextDue(): number | null {
    return this.due.get();
  }

  /**
   * Holds the next tip time when none is held and the user wants it: a push subscription,
   * notifications and health tips on. True when it did (the alarm must be re-armed). Read
   * only while nothing is held.
   */
  async ensureScheduled(userId: string): Promise<boolean> {
    if (this.nextDue() !== null) return false;
    const { hub, d1 } = this.stores;
    const [settings, subs] = await Promise.all([
      hub
        .select({ on: userSettings.notifications_enabled, tips: userSettings.health_tips, zone: userSettings.timezone })
        .from(userSettings)
        .where(eq(userSettings.user_id, userId)),
      d1.select({ endpoint: pushSubscriptions.endpoint }).from(pushSubscriptions).where(eq(pushSubscriptions.user_id, userId)).limit(1),
    ]);
    const s = settings[0] ?? { on: DEFAULT_SETTINGS.notifications_enabled, tips: DEFAULT_SETTINGS.health_tips, zone: DEFAULT_SETTINGS.timezone };
    if (!subs.length || !s.on || !s.tips) return false;
    this.due.set(nextTipAt(hubClock.now(), s.zone));
    return true;
  }

  /** The user's settings changed: held when wanted (ensureScheduled), else nothing held. True when the held time changed. */
  async settingsChanged(userId: string): Promise<boolean> {
    const before = this.nextDue();
    this.forget();
    await this.ensureScheduled(userId);
    return this.nextDue() !== before;
  }

  /** The alarm rang: the tip when due, and the next day's time held first (a retry of the alarm sends nothing twice). Answers how many pushes were taken. */
  async runDue(userId: string): Promise<number> {
    const due = this.nextDue();
    const now = hubClock.now();
    if (due === null || due > now) return 0;
    const { hub, d1: db } = this.stores;
    try {
      const [settings, subs] = await Promise.all([
        hub
          .select({ on: userSettings.notifications_enabled, tips: userSettings.health_tips, language: userSettings.language, zone: userSettings.timezone })
          .from(userSettings)
          .where(eq(userSettings.user_id, userId)),
        db
          .select({ endpoint: pushSubscriptions.endpoint, p256dh: pushSubscriptions.p256dh, auth: pushSubscriptions.auth })
          .from(pushSubscriptions)
          .where(eq(pushSubscriptions.user_id, userId)),
      ]);
      // No settings row yet: the defaults, which have both on.
      const s = settings[0] ?? {
        on: DEFAULT_SETTINGS.notifications_enabled,
        tips: DEFAULT_SETTINGS.health_tips,
        language: DEFAULT_SETTINGS.language,
        zone: DEFAULT_SETTINGS.timezone,
      };
      // No device to send to, or tips not wanted: nothing is held (no daily wake-up for
      // nothing) until a subscription is saved or the settings change again.
      if (!subs.length || !s.on || !s.tips) {
        this.forget();
        return 0;
      }
      this.due.set(nextTipAt(now, s.zone));
      const tips = await db
        .select({ id: dailyTips.id, tip_text: dailyTips.tip_text })
        .from(dailyTips)
        .where(and(eq(dailyTips.language, s.language), eq(dailyTips.is_active, true)))
        .orderBy(dailyTips.id)
        .limit(DAILY_TIP_COUNT);
      const payload = dailyTipPayload(tips, { now, zone: s.zone, lang: s.language, userId });
      if (!payload) return 0;
      let sent = 0;
      for (const sub of subs) {
        const r = await sendPush(this.env, sub, JSON.stringify(payload), { ttl: DAILY_TIP_TTL_S, urgency: "low" });
        if (r.gone) await removePushSubscription(db, userId, sub.endpoint);
        if (r.status >= 200 && r.status < 300) sent++;
      }
      return sent;
    } catch (err) {
      // Best effort, like any notification: tomorrow's tip is held; the reminders still run.
      log.error("Daily health tip failed", {}, err);
      if (this.nextDue() === due) this.due.set(nextTipAt(now, DEFAULT_SETTINGS.timezone));
      return 0;
    }
  }

  /** Delete All Data, or no push subscription left: nothing is held. */
  forget() {
    this.due.clear();
  }
}
