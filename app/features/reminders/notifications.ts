// Notification permission (docs/rules/profile-and-settings.md) and this device's Web Push subscription.
import { notificationTag } from "~/domain/reminders/action";
import { api } from "../../platform/api";
import { userCache } from "../../platform/reads/user-cache";

export type Permission = NotificationPermission | "unsupported";

export function notificationPermission(): Permission {
  if (typeof window === "undefined") return "default";
  if (!("Notification" in window) || !("serviceWorker" in navigator)) return "unsupported";
  return Notification.permission;
}

/** The translation key of docs/rules/profile-and-settings.md's 'Notification permission not granted'. */
export const PERMISSION_NOT_GRANTED = "push:permissionNotGranted";

/** Reminders were to be scheduled without notification permission; `message` is a translation key. */
export class NotificationPermissionError extends Error {
  constructor(readonly permission: Permission) {
    super(PERMISSION_NOT_GRANTED);
    this.name = "NotificationPermissionError";
  }
}

/**
 * docs/rules/profile-and-settings.md: scheduling reminders needs notification permission. Call it before
 * turning reminders on; it throws NotificationPermissionError unless granted.
 */
export function requireNotificationPermission(): void {
  const permission = notificationPermission();
  if (permission !== "granted") throw new NotificationPermissionError(permission);
}

/**
 * The tag the service worker gives the user's notification of one medicine time: the
 * reminder's key (`med:{date}T{HH:mm}`, app/domain/reminders/instants.ts) and the
 * person (app/domain/reminders/action.ts); a snoozed copy has the same tag.
 */
export function medicineNotificationTag(date: string, time: string, userId: string): string {
  return notificationTag(`med:${date}T${time.slice(0, 5)}`, userId);
}

/** docs/rules/profile-and-settings.md: the user's doses of that time were marked here, so its reminder notification (if shown) closes. */
export async function closeMedicineNotification(date: string, time: string, userId: string): Promise<void> {
  try {
    const reg = await navigator.serviceWorker?.getRegistration();
    if (!reg) return;
    for (const n of await reg.getNotifications({ tag: medicineNotificationTag(date, time, userId) })) n.close();
  } catch {
    // Best effort: a notification left open is closed by a tap, and Taken there is harmless (the dose is already logged).
  }
}

function base64UrlToBytes(b64: string): Uint8Array<ArrayBuffer> {
  const s = atob(b64.replace(/-/g, "+").replace(/_/g, "/") + "=".repeat((4 - (b64.length % 4)) % 4));
  const out = new Uint8Array(new ArrayBuffer(s.length));
  for (let i = 0; i < s.length; i++) out[i] = s.charCodeAt(i);
  return out;
}

export { TABLES_CHANGED, OUTBOX_CHANGED, type SwMessage } from "../../platform/pwa/sw-messages";

/** The endpoint last sent to the server for this user, so app starts do not resend it. */
const sentEndpoint = userCache<string>("push");

/**
 * Subscribes this device for push and tells the server, whose UserHub then holds
 * the user's schedule and has its alarm armed (POST /api/push/subscriptions →
 * ensureArmed). False when push is not available here. Throws
 * NotificationPermissionError without permission. `resend`: tell the server even
 * when it already has this endpoint (the user just granted permission).
 */
export async function subscribeToPush(userId: string, { resend = false } = {}): Promise<boolean> {
  requireNotificationPermission();
  try {
    const reg = await navigator.serviceWorker.ready;
    if (!("pushManager" in reg)) return false;
    let sub = await reg.pushManager.getSubscription();
    if (sub && !resend && sentEndpoint.read(userId) === sub.endpoint) return true;
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

// Stopping this device's reminders lives apart, so the sign-in screen can load it without this module.
export { currentPushEndpoint, unsubscribeFromPush } from "./browser-subscription";

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
