// Sends one Web Push message: aes128gcm payload encryption (RFC 8291) by web-push's
// generateRequestDetails(), the VAPID header (RFC 8292) by WebCrypto (./vapid.ts), then
// the Worker's own fetch. web-push's sendNotification() uses Node's https and does not
// work in workerd; its own VAPID signing is left out of the Worker (vite.lean-worker.ts).
import { log } from "../lib/log";
import webpush from "web-push";
import { vapidAuthorization } from "./vapid";
import { allowsLocalPush, isAllowedPushEndpoint } from "../../app/domain/reminders/push-subscription";
import type { ReminderSubscription } from "../reminders/data";

export type PushUrgency = "very-low" | "low" | "normal" | "high";

export interface PushDelivery {
  /** Seconds the push service keeps the message for an offline device. */
  ttl: number;
  urgency: PushUrgency;
}

/** The push service's answer: its HTTP status, or 0 when it could not be reached or the request was not made. */
export interface PushResult {
  status: number;
  /** The subscription is gone (404/410): delete it. */
  gone: boolean;
  /**
   * The push service could not take it now (not reachable, 5xx, 429): worth trying
   * again shortly. Any other answer (2xx, other 4xx, an endpoint not allowed) is final.
   */
  transient: boolean;
}

/** Whether an answer of the push service is worth a retry (RFC 8030: 429 and 5xx are temporary; 0 = not reached). */
export function isTransientPushStatus(status: number): boolean {
  return status === 0 || status === 429 || status >= 500;
}

/** The request that delivers `payload` to the subscription: encrypted for its keys and signed with the Worker's VAPID key. */
export async function pushRequest(env: Env, sub: ReminderSubscription, payload: string, delivery: PushDelivery): Promise<Request> {
  // No vapidDetails (and no setVapidDetails() anywhere): web-push adds no VAPID header; vapidAuthorization() does.
  const details = webpush.generateRequestDetails({ endpoint: sub.endpoint, keys: { p256dh: sub.p256dh, auth: sub.auth } }, payload, {
    TTL: delivery.ttl,
    urgency: delivery.urgency,
    contentEncoding: "aes128gcm",
  });
  const headers = new Headers();
  for (const [name, value] of Object.entries(details.headers)) {
    // fetch sets Content-Length from the body itself.
    if (name.toLowerCase() !== "content-length" && value !== undefined) headers.set(name, String(value));
  }
  const keys = { subject: env.VAPID_SUBJECT, publicKey: env.VAPID_PUBLIC_KEY, privateKey: env.VAPID_PRIVATE_KEY };
  headers.set("Authorization", await vapidAuthorization(details.endpoint, keys));
  return new Request(details.endpoint, { method: details.method, headers, body: details.body ? new Uint8Array(details.body) : null });
}

export async function sendPush(env: Env, sub: ReminderSubscription, payload: string, delivery: PushDelivery): Promise<PushResult> {
  if (!isAllowedPushEndpoint(sub.endpoint, allowsLocalPush(env))) return { status: 0, gone: false, transient: false };
  const req = await pushRequest(env, sub, payload, delivery);
  try {
    const res = await fetch(req);
    await res.body?.cancel();
    const gone = res.status === 404 || res.status === 410;
    // 401/403 is what a VAPID key pair changed under the subscriptions looks like (docs/OPERATIONS.md, "When reminders stop").
    if (!res.ok && !gone) log.warn("Push refused", { pushService: new URL(sub.endpoint).origin, status: res.status });
    return { status: res.status, gone, transient: isTransientPushStatus(res.status) };
  } catch (err) {
    log.warn("Push service not reachable", { pushService: new URL(sub.endpoint).origin }, err);
    return { status: 0, gone: false, transient: true };
  }
}
