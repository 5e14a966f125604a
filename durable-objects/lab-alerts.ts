// 'Lab Result Alert' pushes (app/domain/lab-reports/alert.ts): after a sync applied new lab
// values, the ones out of range are told to the user's devices, unless the user turned
// notifications or lab alerts off. Sent once per applied insert (a replay is a
// duplicate and sends nothing); best effort, like any notification.
import { eq } from "drizzle-orm";
import type { HubStores } from "./hub-db";
import { labAlertPayloads, type AlertValue } from "../app/domain/lab-reports/alert";
import { LAB_VALUES_TABLE } from "../app/domain/lab-reports/rules";
import type { Op } from "../app/domain/sync/op";
import { pushSubscriptions, userSettings } from "../drizzle/schema";
import { removePushSubscription } from "./push/subscriptions";
import { sendPush } from "./push/send";

/** How long the push service keeps an alert for a phone that is off. */
const LAB_ALERT_TTL_S = 86_400;

/** The values of applied lab_trends inserts. */
export function insertedValues(ops: readonly Op[]): AlertValue[] {
  return ops
    .filter((op) => op.table === LAB_VALUES_TABLE && op.type === "insert")
    .map((op) => {
      const d = op.data;
      const num = (v: unknown) => (typeof v === "number" ? v : null);
      return {
        lab_report_id: String(d.lab_report_id),
        metric_name: String(d.metric_name ?? "").trim(),
        value: Number(d.value),
        unit: typeof d.unit === "string" && d.unit.trim() ? d.unit.trim() : null,
        reference_min: num(d.reference_min),
        reference_max: num(d.reference_max),
      };
    });
}

/** Sends the alerts; answers how many pushes the push services took. */
export async function sendLabAlerts(env: Env, { hub, d1: db }: HubStores, userId: string, values: readonly AlertValue[]): Promise<number> {
  if (!values.length) return 0;
  const [settings, subs] = await Promise.all([
    hub
      .select({ on: userSettings.notifications_enabled, labs: userSettings.lab_alerts, language: userSettings.language })
      .from(userSettings)
      .where(eq(userSettings.user_id, userId)),
    db
      .select({ endpoint: pushSubscriptions.endpoint, p256dh: pushSubscriptions.p256dh, auth: pushSubscriptions.auth })
      .from(pushSubscriptions)
      .where(eq(pushSubscriptions.user_id, userId)),
  ]);
  // No settings row yet: the defaults, which have both on.
  const s = settings[0] ?? { on: true, labs: true, language: "en" };
  if (!s.on || !s.labs || !subs.length) return 0;
  let sent = 0;
  for (const payload of labAlertPayloads(values, { lang: s.language, userId })) {
    for (const sub of subs) {
      const r = await sendPush(env, sub, JSON.stringify(payload), { ttl: LAB_ALERT_TTL_S, urgency: "normal" });
      if (r.gone) await removePushSubscription(db, userId, sub.endpoint);
      if (r.status >= 200 && r.status < 300) sent++;
    }
  }
  return sent;
}
