// Notification permission (spec 1 §4) and this device's Web Push subscription.
import { api } from "./api";
import { userCache } from "./user-cache";

export type Permission = NotificationPermission | "unsupported";

export function notificationPermission(): Permission {
  if (typeof window === "undefined") return "default";
  if (!("Notification" in window) || !("serviceWorker" in navigator)) return "unsupported";
  return Notification.permission;
}

function base64UrlToBytes(b64: string): Uint8Array<ArrayBuffer> {
  const s = atob(b64.replace(/-/g, "+").replace(/_/g, "/") + "=".repeat((4 - (b64.length % 4)) % 4));
  const out = new Uint8Array(new ArrayBuffer(s.length));
  for (let i = 0; i < s.length; i++) out[i] = s.charCodeAt(i);
  return out;
}

/** The endpoint last sent to the server for this user, so app starts do not resend it. */
const sentEndpoint = userCache<string>("push");

/** Subscribes this device for push and tells the server; false when push is not available here. */
export async function subscribeToPush(userId: string): Promise<boolean> {
  try {
    const reg = await navigator.serviceWorker.ready;
    if (!("pushManager" in reg)) return false;
    let sub = await reg.pushManager.getSubscription();
    if (sub && sentEndpoint.read(userId) === sub.endpoint) return true;
    if (!sub) {
      const { publicKey } = await api.get<{ publicKey: string }>("/api/push/config");
      sub = await reg.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: base64UrlToBytes(publicKey) });
    }
    await api.post("/api/push/subscriptions", sub.toJSON());
    sentEndpoint.write(userId, sub.endpoint);
    return true;
  } catch (err) {
    console.warn("Push subscription failed; reminders show while the app is open", err);
    return false;
  }
}

/** Sign-out: this device stops receiving this user's reminders. */
export async function unsubscribeFromPush() {
  try {
    const reg = await navigator.serviceWorker?.getRegistration();
    const sub = await reg?.pushManager?.getSubscription();
    if (!sub) return;
    await api.post("/api/push/subscriptions/delete", { endpoint: sub.endpoint }).catch(() => {});
    await sub.unsubscribe();
  } catch {
    // Best effort: the server drops subscriptions that stop answering.
  }
}

export async function showTestNotification(title: string, body: string) {
  const reg = await navigator.serviceWorker.ready;
  await reg.showNotification(title, { body, icon: "/icons/icon-192.png", badge: "/icons/icon-192.png", tag: "test" });
}

/**
 * At app start: permission granted earlier (or on another visit) but this device's
 * subscription never reached the server (or changed) — send it now.
 */
export function ensurePushSubscription(userId: string) {
  if (notificationPermission() === "granted" && navigator.onLine) void subscribeToPush(userId);
}
