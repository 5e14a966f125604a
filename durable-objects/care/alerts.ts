// The caregivers' pushes, a job of the patient's hub (docs/rules/care.md, "The push";
// docs/recipes/add-a-hub-job.md). For each active link, each dose time with a very
// important medicine gets a push the link's minutes after its reminder (or after the time
// the patient snoozed it to). When one is due, the dose is read again: only if a very
// important medicine of it is still not marked does the caregiver get it, on each of their
// subscriptions, once. An ended link's pushes never go: its link is read again at the time.
import { drizzle } from "drizzle-orm/d1";
import { careInstants, unmarkedCritical } from "../../app/domain/care/escalation";
import { careAlertPayload } from "../../app/domain/care/texts";
import { CARE_LATE_LIMIT_MS } from "../../app/domain/care/rules";
import { parseMedicineKey, REMINDER_HORIZON_HOURS, reminderZone } from "../../app/domain/reminders/instants";
import { hubClock } from "../jobs/clock";
import { log } from "../lib/log";
import type { HubStores } from "../hub-db";
import { sendPush, type PushDelivery } from "../push/send";
import { removePushSubscription } from "../push/subscriptions";
import { loadReminderData } from "../reminders/data";
import { activeLinksOf, subscriptionsOf, type ActiveCareLink } from "./links";
import { CareStore, type CareDueRow } from "./store";
import { PUSH_RETRY_MS } from "../reminders/delivery";

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** A caregiver's push matters for a while, not for a day. */
const CARE_DELIVERY: PushDelivery = { ttl: CARE_LATE_LIMIT_MS / 1000, urgency: "high" };

export class HubCareAlerts {
  private store: CareStore;

  constructor(
    ctx: DurableObjectState,
    private env: Env,
    private stores: HubStores,
    /** Puts the hub's one alarm at the earliest instant any of its jobs wants (durable-objects/jobs/alarm.ts). */
    private arm: () => Promise<void>,
  ) {
    this.store = new CareStore(ctx.storage);
  }

  nextDue(): number | null {
    return this.store.nextAt();
  }

  /** Reschedules from the patient's links and medicines (after a change to either, and after each run). Never throws: logged, and the next change or run tries again. */
  async refresh(userId: string): Promise<void> {
    try {
      const now = hubClock.now();
      const links = await activeLinksOf(this.stores.d1, userId);
      let instants: ReturnType<typeof careInstants> = [];
      if (links.length) {
        const to = now + REMINDER_HORIZON_HOURS * HOUR_MS;
        const data = await loadReminderData(this.stores, userId, now, to);
        const timing = links.map((l) => ({ id: l.id, minutes: l.minutes }));
        instants = careInstants(data, timing, reminderZone(data.settings), this.store.snoozes(), now, to).filter((i) => !this.store.wasSent(i.key));
      }
      this.store.replaceUpcoming(instants, now);
      await this.arm();
    } catch (err) {
      log.error("Care alerts reschedule failed", {}, err);
    }
  }

  /** The patient snoozed the reminder `key` to `until`: the caregivers' pushes for that dose time count from then. */
  async snoozed(userId: string, key: string, until: number) {
    if (!parseMedicineKey(key)) return;
    this.store.snoozed(key, until);
    await this.refresh(userId);
  }

  /** The alarm: each due push whose link is still active and whose dose is still not marked, then the next schedule. */
  async runDue(userId: string): Promise<void> {
    const now = hubClock.now();
    const due = this.store.due(now);
    if (due.length) {
      // Handled rows leave first, so a refresh while pushes go out cannot bring them back.
      this.store.removeHandled(due);
      const links = new Map((await activeLinksOf(this.stores.d1, userId)).map((l) => [l.id, l]));
      const live = due.filter((r) => links.has(r.link_id) && now - (r.first_at ?? r.at) <= CARE_LATE_LIMIT_MS);
      if (live.length) await this.send(userId, live, links, now);
    }
    this.store.forgetBefore(now - 3 * DAY_MS);
    await this.refresh(userId);
  }

  private async send(userId: string, rows: CareDueRow[], links: Map<string, ActiveCareLink>, now: number) {
    // The doses' days, with a day either side for any zone.
    const data = await loadReminderData(this.stores, userId, Math.min(...rows.map((r) => r.at)) - 2 * DAY_MS, now);
    const zone = reminderZone(data.settings);
    const subs = await subscriptionsOf(this.stores.d1, [...new Set(rows.map((r) => links.get(r.link_id)!.caregiver_id))]);
    const jobs: Promise<{ caregiver: string; endpoint: string; gone: boolean; retry: CareDueRow | null }>[] = [];
    for (const row of rows) {
      const medicines = unmarkedCritical(data, zone, row.date, row.time);
      if (medicines.length === 0) continue;
      const link = links.get(row.link_id)!;
      const payload = JSON.stringify(
        careAlertPayload({
          key: row.key,
          caregiverId: link.caregiver_id,
          lang: link.lang,
          patientId: userId,
          person: data.person,
          phone: link.phone,
          date: row.date,
          time: row.time,
          medicines,
        }),
      );
      for (const sub of subs.get(link.caregiver_id) ?? []) {
        if (!this.store.claimSend(row.key, sub.endpoint, now)) continue;
        jobs.push(
          sendPush(this.env, sub, payload, CARE_DELIVERY).then((r) => {
            // The push service could not take it now (not reached, 5xx, 429): that endpoint is tried again, as reminders are.
            if (r.transient) this.store.releaseSend(row.key, sub.endpoint);
            return { caregiver: link.caregiver_id, endpoint: sub.endpoint, gone: r.gone, retry: r.transient ? row : null };
          }),
        );
      }
    }
    const results = await Promise.all(jobs);
    const retryAt = now + PUSH_RETRY_MS;
    for (const row of new Map(results.flatMap((r) => (r.retry ? [[r.retry.key, r.retry] as const] : []))).values()) {
      if (retryAt - (row.first_at ?? row.at) <= CARE_LATE_LIMIT_MS) this.store.retryLater(row, retryAt);
    }
    const db = drizzle(this.env.DB);
    for (const r of results) if (r.gone) await removePushSubscription(db, r.caregiver, r.endpoint);
  }
}
