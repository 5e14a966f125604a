// Web Push: the VAPID public key for subscribing, and this device's subscription.
import { Hono } from "hono";
import { pushSubscriptionSchema, pushUnsubscribeSchema } from "../../app/domain/push";
import { userHub } from "../hub";
import { ApiError } from "./errors";
import { parseJson, requireUser, type ApiEnv } from "./context";

export const push = new Hono<ApiEnv>()
  .get("/config", (c) => {
    if (!c.env.VAPID_PUBLIC_KEY) throw new ApiError(503, "push_not_configured", "Push is not configured on this server");
    return c.json({ publicKey: c.env.VAPID_PUBLIC_KEY });
  })
  .post("/subscriptions", requireUser, async (c) => {
    const sub = await parseJson(c, pushSubscriptionSchema);
    const user = c.get("user");
    await userHub(c.env, user.id).savePushSubscription(user.id, sub, c.req.header("user-agent") ?? null);
    return c.json({ ok: true });
  })
  .post("/subscriptions/delete", requireUser, async (c) => {
    const { endpoint } = await parseJson(c, pushUnsubscribeSchema);
    await userHub(c.env, c.get("user").id).removePushSubscription(c.get("user").id, endpoint);
    return c.json({ ok: true });
  });
