// This browser's push subscription, without the rest of notifications.ts: Log Out stops
// this device's reminders; an account switch, "Add account" (on the sign-in screen) and
// the switcher's "Reminders on this phone" name the endpoint, which one browser shares
// among the accounts that keep their reminders here.
import { api } from "../../platform/api";

/**
 * Stops this device's reminders: the server's copy (when online) and the browser's
 * subscription. Answers the endpoint when the server could not be told (offline), so
 * Log Out can record it for later (features/auth/pending-sign-out.ts).
 */
export async function unsubscribeFromPush(): Promise<string | null> {
  let untold: string | null = null;
  try {
    const reg = await navigator.serviceWorker?.getRegistration();
    const sub = await reg?.pushManager?.getSubscription();
    if (!sub) return null;
    untold = sub.endpoint;
    if (navigator.onLine) {
      await api.post("/api/push/subscriptions/delete", { endpoint: sub.endpoint });
      untold = null;
    }
    await sub.unsubscribe();
  } catch {
    // Best effort: the server drops subscriptions that stop answering.
  }
  return untold;
}

/** This browser's push subscription as the server takes it (endpoint and keys), if it has one. */
export async function currentPushSubscription(): Promise<{ endpoint: string; keys: { p256dh: string; auth: string } } | null> {
  try {
    const reg = await navigator.serviceWorker?.getRegistration();
    const json = (await reg?.pushManager?.getSubscription())?.toJSON();
    return json?.endpoint && json.keys?.p256dh && json.keys.auth ? { endpoint: json.endpoint, keys: { p256dh: json.keys.p256dh, auth: json.keys.auth } } : null;
  } catch {
    return null;
  }
}

/** This browser's push endpoint, if it has one (an account removed from the phone stops its reminders here). */
export async function currentPushEndpoint(): Promise<string | null> {
  return (await currentPushSubscription())?.endpoint ?? null;
}
