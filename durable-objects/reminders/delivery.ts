// Sending due reminders as Web Push: one push per notification per subscription, each
// claimed in the store first, so a retried alarm never notifies a device twice. A
// transient failure (push service not reached, 5xx, 429) releases its claim and puts
// the row back, due again in PUSH_RETRY_MS while that is still within the lateness
// limit; the retry goes only where no claim is held. A subscription the push service
// says is gone is removed.
import { drizzle } from "drizzle-orm/d1";
import { LATE_NOTIFICATION_LIMIT_MS, reminderZone, type NotifyInstant } from "../../app/domain/reminders/instants";
import { payloadMedicineIds, reminderPayload } from "../../app/domain/reminders/texts";
import { signActionToken } from "./notification-token";
import { removePushSubscription } from "../push/subscriptions";
import { sendPush, type PushDelivery } from "../push/send";
import type { HubReminderData } from "./data";
import type { DueRow, ReminderStore } from "./store";

/** A sending the push service could not take for the moment is tried again this much later (within the lateness limit). */
export const PUSH_RETRY_MS = 60_000;

/** How long the push service should keep a message, and how urgently to deliver it. */
export function deliveryFor(instant: NotifyInstant, now: number): PushDelivery {
  switch (instant.kind) {
    case "medicine":
      // After 15 minutes the dose is missed; a later notification would mislead.
      return { ttl: LATE_NOTIFICATION_LIMIT_MS / 1000, urgency: "high" };
    case "appointment":
      return { ttl: Math.max(60, Math.min(86_400, Math.round((instant.appointmentAt - now) / 1000))), urgency: "normal" };
    case "sleep":
      return { ttl: 3600, urgency: "normal" };
  }
}

export interface Delivered {
  /** Pushes the service accepted. */
  sent: number;
  /** Subscriptions removed because the service said they are gone. */
  gone: number;
  /** Sendings to be tried again. */
  retrying: number;
}

export async function deliverReminders(
  env: Env,
  store: ReminderStore,
  userId: string,
  data: HubReminderData,
  sends: readonly { instant: NotifyInstant; row: DueRow }[],
  now: number,
): Promise<Delivered> {
  const zone = reminderZone(data.settings);
  const jobs: Promise<{ endpoint: string; gone: boolean; ok: boolean; retry: DueRow | null }>[] = [];
  for (const { instant, row } of sends) {
    const key = row.key;
    // Taken and Snooze from the notification act for this person and dose alone (notification-action.ts).
    const actionToken =
      instant.kind === "medicine"
        ? await signActionToken(env.BETTER_AUTH_SECRET, { userId, key: instant.key, medicineIds: payloadMedicineIds(instant) }, now)
        : undefined;
    const opts = { lang: data.language, zone, userId, key, actionToken };
    const plain = JSON.stringify(reminderPayload(instant, opts));
    // On a phone that other accounts' reminders reach too, the notification names the person.
    const named = JSON.stringify(reminderPayload(instant, { ...opts, person: data.person }));
    const delivery = deliveryFor(instant, now);
    for (const sub of data.subscriptions) {
      if (!store.claimSend(key, sub.endpoint, now)) continue;
      const payload = sub.shared && data.person ? named : plain;
      jobs.push(
        sendPush(env, sub, payload, delivery).then((r) => {
          if (r.transient) store.releaseSend(key, sub.endpoint);
          else store.recordSent(key, sub.endpoint, r.status);
          return { endpoint: sub.endpoint, gone: r.gone, ok: r.status >= 200 && r.status < 300, retry: r.transient ? row : null };
        }),
      );
    }
  }
  const results = await Promise.all(jobs);
  const retryAt = now + PUSH_RETRY_MS;
  const retries = new Map(results.flatMap((r) => (r.retry ? [[r.retry.key, r.retry] as const] : [])));
  for (const row of retries.values()) {
    if (retryAt - row.at > LATE_NOTIFICATION_LIMIT_MS) continue; // the dose is missed by then
    store.retryLater(row, retryAt);
  }
  const gone = [...new Set(results.filter((r) => r.gone).map((r) => r.endpoint))];
  const db = drizzle(env.DB);
  for (const endpoint of gone) await removePushSubscription(db, userId, endpoint);
  return { sent: results.filter((r) => r.ok).length, gone: gone.length, retrying: results.filter((r) => r.retry).length };
}
