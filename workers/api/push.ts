// Web Push: the VAPID public key for subscribing, this device's subscription, and
// Snooze on a medicine notification (the service worker posts it).
import { Hono } from "hono";
import { pushSnoozeSchema, pushSubscriptionSchemaFor, pushUnsubscribeSchema, allowsLocalPush } from "../../app/domain/push";
import { ApiError } from "./errors";
import { parseJson, requireUser, type ApiEnv } from "./context";

export const push = new Hono<ApiEnv>()
  .get("/config", (c) => {
    if (!c.env.VAPID_PUBLIC_KEY) throw new ApiError(503, "push_not_configured", "Push is not configured on this server");
    return c.json({ publicKey: c.env.VAPID_PUBLIC_KEY });
  })
  .post("/subscriptions", requireUser, async (c) => {
    // https push services only; http://localhost too when ALLOW_LOCAL_PUSH is "true" (local runs, tests).
    const sub = await parseJson(c, pushSubscriptionSchemaFor(allowsLocalPush(c.env)));
    const saved = await c.get("hub")().savePushSubscription(sub, c.req.header("user-agent") ?? null);
    // The same answer as any refused subscription: nothing says whose the endpoint is.
    if (!saved) throw new ApiError(400, "invalid_subscription", "This subscription cannot be used");
    return c.json({ ok: true });
  })
  .post("/subscriptions/delete", requireUser, async (c) => {
    const { endpoint } = await parseJson(c, pushUnsubscribeSchema);
    await c.get("hub")().removePushSubscription(endpoint);
    return c.json({ ok: true });
  })
  .post("/snooze", requireUser, async (c) => {
    const { key } = await parseJson(c, pushSnoozeSchema);
    const at = await c.get("hub")().snoozeReminder(key);
    if (at === null) throw new ApiError(400, "not_snoozable", "This reminder cannot be snoozed");
    return c.json({ ok: true, at: new Date(at).toISOString() });
  });
