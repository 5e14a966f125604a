// Web Push: the VAPID public key for subscribing, this device's subscription, and
// Snooze on a medicine notification (the service worker posts it). A notification's
// Taken and Snooze for any account on a shared phone go to /action, where the
// notification's action token, not the session, says whose dose it is.
import { Hono } from "hono";
import { areTakenOpsFor } from "../../app/domain/reminders/action";
import { notificationActionSchema } from "../../app/domain/reminders/action-schema";
import { isActionToken } from "../../durable-objects/reminders/notification-token";
import { userHub } from "../../durable-objects/user-hub-address";
import { pushSnoozeSchema, pushSubscriptionSchemaFor, pushUnsubscribeSchema, allowsLocalPush } from "../../app/domain/reminders/push-subscription";
import { ApiError } from "./errors";
import { parseJson, requireUser, type ApiEnv } from "./context";

/** The sync ledger's device id for doses marked from a notification's Taken. */
const NOTIFICATION_DEVICE_ID = "notification";

export const push = new Hono<ApiEnv>()
  .get("/config", (c) => {
    if (!c.env.VAPID_PUBLIC_KEY) throw new ApiError(503, "push_not_configured", "Push is not configured on this server");
    return c.json({ publicKey: c.env.VAPID_PUBLIC_KEY });
  })
  .post("/subscriptions", requireUser, async (c) => {
    // The browsers' push services only (app/domain/reminders/push-subscription.ts); http://localhost too when
    // ALLOW_LOCAL_PUSH is "true" (local runs, tests).
    const sub = await parseJson(c, pushSubscriptionSchemaFor(allowsLocalPush(c.env)));
    await c
      .get("hub")()
      .savePushSubscription(sub, c.req.header("user-agent") ?? null);
    return c.json({ ok: true });
  })
  .post("/subscriptions/delete", requireUser, async (c) => {
    const { endpoint } = await parseJson(c, pushUnsubscribeSchema);
    await c.get("hub")().removePushSubscription(endpoint);
    return c.json({ ok: true });
  })
  // Public on purpose: the token is the permission (signed for one person's one dose, short-lived).
  .post("/action", async (c) => {
    const body = await parseJson(c, notificationActionSchema);
    const dose = { userId: body.userId, key: body.key, medicineIds: body.medicineIds };
    // One answer for a forged, expired or altered token: nothing says which.
    if (!(await isActionToken(c.env.BETTER_AUTH_SECRET, dose, body.token, Date.now()))) {
      throw new ApiError(403, "invalid_action_token", "This reminder can no longer be acted on");
    }
    const hub = userHub(c.env, body.userId);
    if (body.action === "snooze") {
      const at = await hub.snoozeReminder(body.key);
      if (at === null) throw new ApiError(400, "not_snoozable", "This reminder cannot be snoozed");
      return c.json({ ok: true, at: new Date(at).toISOString() });
    }
    if (!areTakenOpsFor(body.ops, dose)) throw new ApiError(400, "invalid_action", "These changes are not this reminder's");
    const { acks, tables } = await hub.applyOps({ deviceId: NOTIFICATION_DEVICE_ID }, body.ops);
    return c.json({ acks, tables });
  })
  .post("/snooze", requireUser, async (c) => {
    const { key, minutes } = await parseJson(c, pushSnoozeSchema);
    const at = await c.get("hub")().snoozeReminder(key, minutes);
    if (at === null) throw new ApiError(400, "not_snoozable", "This reminder cannot be snoozed");
    return c.json({ ok: true, at: new Date(at).toISOString() });
  });
