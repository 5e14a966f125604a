/// <reference lib="webworker" />
// The service worker (/sw.js): precaches every script and style, and serves pages
// network-first; offline, a public page from its copy and a signed-in page from the
// offline shell (no user data is ever kept here: docs/decisions/004). It also shows the reminders UserHub sends as
// Web Push and handles their actions (Taken, Snooze 10 min) with the app closed, and
// sends a user's queued changes when Background Sync wakes it (platform/sync/sw-outbox.ts).
import { update } from "idb-keyval";
import { uuidv7 } from "uuidv7";
import { clientsClaim } from "workbox-core";
import { cleanupOutdatedCaches, precacheAndRoute } from "workbox-precaching";
import { registerRoute } from "workbox-routing";
import type { ReminderPushPayload } from "./domain/reminders/texts";
import type { Op } from "./domain/sync/op";
import { REFRESH_OFFLINE_SHELL, type SwMessage } from "./platform/pwa/sw-messages";
import { queueKey, syncManager, syncTag, userOfSyncTag } from "./platform/sync/outbox-queue";
import { postOps, sendQueue } from "./platform/sync/sw-outbox";
import { NOTIFICATION_ACTIONS_TAG, sendNotificationAction, sendWaitingNotificationActions } from "./features/reminders/action-send";
import { notificationTag, takenOps } from "./domain/reminders/action";
import { OCR_CACHE } from "./features/prescriptions/ocr-files";
import { pillIconDataUrl } from "./features/medicines/pill-icon-canvas";

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<{ url: string; revision: string | null }> };

/**
 * Pages without a user in them (public screens and the offline shell). Signed-in
 * pages are rendered with the user's data and sent `no-store`: they are never kept
 * here, so nothing of a user outlives sign-out in this cache. (v1 kept them: gone.)
 */
const PAGES = "pages-v2";
/** What a signed-in page is answered with offline: the frame without any user in it (routes/offline-shell.tsx). */
const OFFLINE_SHELL = "/offline-shell";

/** Public pages a first-time visitor may open offline before visiting them. */
const PUBLIC_PAGES = ["/splash", "/language-selection", "/feature-intro", "/auth/login", "/auth/register"];
/** On a patchy connection, wait this long for the network before showing the cached page. */
const NETWORK_TIMEOUT_MS = 4000;

self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

/**
 * The shell belongs to this build (it names this build's scripts): fetched anew with
 * every new worker, and when the page's language or theme changes (a message from
 * the app), since its cookies decide them. It reads no session: no user is in it.
 */
async function storePage(path: string) {
  const response = await fetch(new Request(path, { cache: "reload" }));
  // A public page answers a signed-in visitor with a redirect to their screen: never kept.
  if (isStorable(response)) await (await caches.open(PAGES)).put(path, response);
}
const storeShell = () => storePage(OFFLINE_SHELL);
self.addEventListener("install", (event) => {
  event.waitUntil(Promise.all([storeShell(), ...PUBLIC_PAGES.map((path) => storePage(path).catch(() => {}))]));
});
self.addEventListener("message", (event) => {
  if ((event.data as { type?: string } | null)?.type === REFRESH_OFFLINE_SHELL) event.waitUntil(storeShell().catch(() => {}));
});
/**
 * The on-device OCR's engine and trained data (vite.ocr-assets.ts, features/prescriptions/ocr-files.ts): the
 * same for every user, about 6 MB, fetched on the first scan and kept here so scanning
 * works offline after that.
 */
const outdated = (k: string) => (k.startsWith("pages-") && k !== PAGES) || (k.startsWith("ocr-") && k !== OCR_CACHE);
self.addEventListener("activate", (event) => {
  event.waitUntil(caches.keys().then((keys) => Promise.all(keys.filter(outdated).map((k) => caches.delete(k)))));
});

registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname.startsWith("/ocr/"),
  async ({ request }) => {
    const cache = await caches.open(OCR_CACHE);
    const hit = await cache.match(request);
    if (hit) return hit;
    const response = await fetch(request);
    if (response.ok) await cache.put(request, response.clone());
    return response;
  },
);

/** A page with nothing of a user in it: HTML the server did not mark no-store (signed-in pages are). */
function isStorable(response: Response): boolean {
  return (
    response.ok &&
    !response.redirected &&
    response.headers.get("content-type")?.includes("text/html") === true &&
    !/no-store|private/.test(response.headers.get("cache-control") ?? "")
  );
}

async function rememberPage(request: Request, response: Response) {
  if (!isStorable(response)) return;
  await (await caches.open(PAGES)).put(new URL(request.url).pathname, response);
}

async function cachedPage(request: Request): Promise<Response | undefined> {
  const cache = await caches.open(PAGES);
  return (await cache.match(new URL(request.url).pathname)) ?? (await cache.match(OFFLINE_SHELL));
}

registerRoute(
  ({ request, url }) => request.mode === "navigate" && !url.pathname.startsWith("/api/"),
  async ({ request, event }) => {
    const network = fetch(request).then((res) => {
      (event as ExtendableEvent).waitUntil(rememberPage(request, res.clone()));
      return res;
    });
    network.catch(() => {}); // a failure is handled below; do not report it twice
    const timeout = new Promise<undefined>((r) => setTimeout(r, NETWORK_TIMEOUT_MS, undefined));
    try {
      const first = await Promise.race([network, timeout]);
      if (first) return first;
      return (await cachedPage(request)) ?? (await network);
    } catch {
      return (await cachedPage(request)) ?? Response.error();
    }
  },
);

// ── Reminders (Web Push) ─────────────────────────────────────────────────────

const ICON = "/icons/icon-192.png";
/** Vibration (ms on, off, …): a critical dose buzzes longer. */
const VIBRATE = [200, 100, 200];
const VIBRATE_CRITICAL = [500, 200, 500, 200, 500];
/** Same message type as app/features/doses/components/DoseAlarm.tsx listens for. */
const OPEN_MEDICINE_DIALOG = "OPEN_MEDICINE_DIALOG";

function readPayload(event: PushEvent): ReminderPushPayload | null {
  try {
    const p = event.data?.json() as ReminderPushPayload | undefined;
    return p && typeof p.title === "string" && typeof p.tag === "string" ? p : null;
  } catch {
    return null;
  }
}

self.addEventListener("push", (event) => {
  const p = readPayload(event);
  if (!p) return;
  // A caregiver's push (docs/rules/care.md, "The push") stays until it is answered, as a critical dose's does.
  const critical = (p.type === "medicine" || p.type === "care") && p.critical === true;
  event.waitUntil(showReminder(p, critical));
});

async function showReminder(p: ReminderPushPayload, critical: boolean) {
  // A medicine's drawn shape and colours as the icon (docs/rules/medicines.md, "Appearance"), else the app's.
  const icon = (p.type === "medicine" && (await pillIconDataUrl(p.appearance))) || ICON;
  // `actions`, `vibrate` and `renotify` are not in TypeScript's NotificationOptions yet.
  const options = {
    body: p.body,
    // Per person: on a shared phone two accounts' reminders at one time both show.
    tag: notificationTag(p.tag, p.userId),
    data: p,
    lang: p.lang,
    icon,
    badge: ICON,
    renotify: true,
    requireInteraction: critical,
    vibrate: critical ? VIBRATE_CRITICAL : VIBRATE,
    actions: p.actions ?? [],
  } as NotificationOptions;
  await self.registration.showNotification(p.title, options);
}

self.addEventListener("notificationclick", (event) => {
  const p = event.notification.data as ReminderPushPayload | undefined;
  event.notification.close();
  if (!p) return;
  if (p.type === "medicine" && event.action === "taken") event.waitUntil(markTaken(p));
  else if (p.type === "medicine" && event.action === "snooze") event.waitUntil(snooze(p));
  else if (p.type === "care" && event.action === "call" && p.callUrl?.startsWith("tel:"))
    event.waitUntil(self.clients.openWindow(p.callUrl).then(() => undefined));
  else event.waitUntil(openReminder(p));
});

/** A tap: the mark dialog for a medicine (an open tab gets a message, else /?alarm=true&time=HH:mm opens), else the reminder's page. */
async function openReminder(p: ReminderPushPayload) {
  const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
  const open = windows.find((c) => new URL(c.url).origin === self.location.origin);
  if (!open) {
    await self.clients.openWindow(p.url);
    return;
  }
  const focused = await open.focus();
  if (p.type === "medicine") {
    focused.postMessage({ type: OPEN_MEDICINE_DIALOG, time: p.time });
  } else if (new URL(focused.url).pathname !== new URL(p.url, self.location.origin).pathname) {
    // navigate() needs a tab this worker controls; otherwise open a new one.
    const moved = await focused.navigate(p.url).catch(() => null);
    if (!moved) await self.clients.openWindow(p.url);
  }
}

/**
 * Taken: one adherence log per medicine of the notification, the same ops the
 * outbox sends (app/platform/sync/outbox.ts). With the payload's action token they go to
 * /api/push/action for the notification's person, whoever is signed in here
 * (features/reminders/action-send.ts, which keeps them through an offline spell). A payload
 * without one (older servers) goes through /api/sync under the session, and offline,
 * signed out or failing into the user's IndexedDB outbox, which the app sends when
 * it next runs. The unique dose key makes a repeat harmless.
 */
async function markTaken(p: ReminderPushPayload) {
  if (!p.medicineIds?.length || !p.time || !p.date) return;
  const ops: Op[] = takenOps(p.medicineIds, p.date, p.time, uuidv7);
  if (p.actionToken) {
    const action = { action: "taken" as const, userId: p.userId, key: p.tag, medicineIds: p.medicineIds, token: p.actionToken, ops };
    const result = await sendNotificationAction(action, self.registration);
    await tellOpenTabs(
      result === "sent" ? { type: "TABLES_CHANGED", userId: p.userId, tables: ["adherence_logs", "medicines"] } : { type: "OUTBOX_CHANGED", userId: p.userId },
    );
    return;
  }
  try {
    // Every op has its answer (applied, duplicate, or refused like a dose already marked elsewhere).
    if (Array.isArray((await postOps(p.userId, ops))?.acks)) {
      await tellOpenTabs({ type: "TABLES_CHANGED", userId: p.userId, tables: ["adherence_logs", "medicines"] });
      return;
    }
  } catch {
    // Offline or failing: queued below.
  }
  await update<(Op & { retries: number })[]>(queueKey(p.userId), (q) => [...(q ?? []), ...ops.map((op) => ({ ...op, retries: 0 }))]);
  // An open tab sends its outbox now (app/platform/sync/sync-provider.tsx) rather than at its next trigger;
  // with none open, Background Sync wakes this worker when the network is back.
  await syncManager(self.registration)
    ?.register(syncTag(p.userId))
    .catch(() => {});
  await tellOpenTabs({ type: "OUTBOX_CHANGED", userId: p.userId });
}

// ── Background Sync (Chromium) ───────────────────────────────────────────────

/** Not in TypeScript's worker types. */
interface SyncEvent extends ExtendableEvent {
  readonly tag: string;
}

/**
 * The browser is online again and a page asked for this user's queue to be sent
 * (platform/sync/background-sync.ts): send it; a failure rejects, so the browser tries again
 * later. Open tabs re-read the queue for their sync indicator.
 */
self.addEventListener("sync", (event) => {
  if ((event as SyncEvent).tag === NOTIFICATION_ACTIONS_TAG) {
    (event as SyncEvent).waitUntil(sendWaitingNotificationActions());
    return;
  }
  const userId = userOfSyncTag((event as SyncEvent).tag);
  if (!userId) return;
  // Open tabs refetch what the queue changed: their outbox did not send it, and their
  // realtime socket may not be back yet to hear the hub's notice.
  const changed = new Set<string>();
  const tell = async () => {
    await tellOpenTabs({ type: "OUTBOX_CHANGED", userId });
    if (changed.size) await tellOpenTabs({ type: "TABLES_CHANGED", userId, tables: [...changed] });
  };
  // Told after a failure too (what was sent before it changed the server): the failure still rejects, for a later try.
  (event as SyncEvent).waitUntil(sendQueue(userId, (tables) => tables.forEach((t) => changed.add(t))).finally(tell));
});

/** Posts to every open tab of the app (each ignores a message for another user). */
async function tellOpenTabs(message: SwMessage) {
  const windows = await self.clients.matchAll({ type: "window", includeUncontrolled: true });
  for (const w of windows) w.postMessage(message);
}

/** Snooze 10 min: UserHub sends this reminder once more (POST /api/push/action with its token, else /api/push/snooze with the reminder's own key). */
async function snooze(p: ReminderPushPayload) {
  if (p.actionToken) {
    // Offline, a snooze could not ring in time anyway: the in-app alarm still rings when the app is open.
    await sendNotificationAction({ action: "snooze", userId: p.userId, key: p.tag, medicineIds: p.medicineIds ?? [], token: p.actionToken, ops: [] }).catch(
      () => undefined,
    );
    return;
  }
  try {
    await fetch("/api/push/snooze", {
      method: "POST",
      credentials: "include",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ key: p.tag }),
    });
  } catch {
    // Offline: the reminder cannot be re-sent; the in-app alarm still rings when the app is open.
  }
}

function base64UrlToBytes(b64: string): Uint8Array<ArrayBuffer> {
  const s = atob(b64.replace(/-/g, "+").replace(/_/g, "/") + "=".repeat((4 - (b64.length % 4)) % 4));
  const out = new Uint8Array(new ArrayBuffer(s.length));
  for (let i = 0; i < s.length; i++) out[i] = s.charCodeAt(i);
  return out;
}

/** The browser replaced (or dropped) the subscription: subscribe again and tell the server; the old endpoint goes. */
self.addEventListener("pushsubscriptionchange", (event) => {
  event.waitUntil(
    (async () => {
      let sub = event.newSubscription;
      if (!sub) {
        const { publicKey } = (await (await fetch("/api/push/config")).json()) as { publicKey: string };
        sub = await self.registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: base64UrlToBytes(publicKey) });
      }
      const post = (path: string, body: unknown) =>
        fetch(path, { method: "POST", credentials: "include", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
      await post("/api/push/subscriptions", sub.toJSON());
      const old = event.oldSubscription;
      if (old && old.endpoint !== sub.endpoint) await post("/api/push/subscriptions/delete", { endpoint: old.endpoint }).catch(() => {});
    })().catch((err) => console.warn("Re-subscribing for push failed", err)),
  );
});
