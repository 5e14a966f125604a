// This browser's push subscription, without the rest of notifications.ts: Log Out,
// an account switch and "Add account" (on the sign-in screen) stop this device's reminders.
import { api } from "./api";

/**
 * Stops this device's reminders: the server's copy (when online) and the browser's
 * subscription. Answers the endpoint when the server could not be told (offline), so
 * Log Out can record it for later (pending-sign-out.ts).
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

/** This browser's push endpoint, if it has one (an account removed from the phone stops its reminders here). */
export async function currentPushEndpoint(): Promise<string | null> {
  try {
    const reg = await navigator.serviceWorker?.getRegistration();
    return (await reg?.pushManager?.getSubscription())?.endpoint ?? null;
  } catch {
    return null;
  }
}
