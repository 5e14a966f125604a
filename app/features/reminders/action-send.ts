// A reminder's Taken and Snooze sent with its action token (app/domain/reminders/action.ts),
// so they work for any account on a shared phone, whoever is signed in. Used by the
// service worker (app/sw.ts) when a notification is tapped, and by the page, which
// sends what waits here at its start and when the network returns.
//
// Offline, the action waits in IndexedDB (`notification-actions`, device-wide: the
// person is in each action, and may not be the one using the app) and goes out when
// Background Sync fires or a page starts; its op ids make a replay a duplicate. A
// Taken whose token the server refuses (it expired while the phone was offline) is not
// dropped: its ops move to that person's own outbox, sent under their session when
// they next use the app.
import { get, update } from "idb-keyval";
import type { NotificationActionRequest } from "~/domain/reminders/action-schema";
import type { SyncResponse } from "~/domain/sync/op";
import { api, ApiError, isNetworkError } from "../../platform/api";
import { queueKey, syncManager } from "../../platform/sync/outbox-queue";

const KEY = "notification-actions";
/** The Background Sync tag that sends the waiting actions. */
export const NOTIFICATION_ACTIONS_TAG = "notification-actions";

export type ActionResult = "sent" | "queued" | "refused";

async function post(action: NotificationActionRequest): Promise<"sent" | "network" | "refused"> {
  try {
    await api.post<SyncResponse | { ok: true }>("/api/push/action", action);
    return "sent";
  } catch (err) {
    if (isNetworkError(err) || (err instanceof ApiError && err.status >= 500)) return "network";
    if (action.action === "taken") await keepForItsUser(action);
    return "refused";
  }
}

/** A Taken the server would not take by token: the person's own outbox sends it under their session. */
async function keepForItsUser(action: NotificationActionRequest) {
  await update<unknown[]>(queueKey(action.userId), (q) => [...(q ?? []), ...action.ops.map((op) => ({ ...op, retries: 0 }))]);
}

/** Sends the action now; offline, a Taken waits and Background Sync is asked for (a Snooze could not ring in time: dropped). */
export async function sendNotificationAction(action: NotificationActionRequest, reg?: ServiceWorkerRegistration): Promise<ActionResult> {
  const result = await post(action);
  if (result !== "network") return result;
  if (action.action !== "taken") return "refused";
  await update<NotificationActionRequest[]>(KEY, (list) => [...(list ?? []), action]);
  await syncManager(reg)
    ?.register(NOTIFICATION_ACTIONS_TAG)
    .catch(() => undefined);
  return "queued";
}

/** Sends what waits, oldest first; throws when the network fails, so Background Sync tries again. Answers how many went. */
export async function sendWaitingNotificationActions(): Promise<number> {
  let sent = 0;
  for (;;) {
    const [next] = (await get<NotificationActionRequest[]>(KEY)) ?? [];
    if (!next) return sent;
    if ((await post(next)) === "network") throw new Error("Offline: the reminder actions wait");
    // Removed by identity of its ops and key, so an action queued meanwhile stays.
    await update<NotificationActionRequest[]>(KEY, (list) =>
      (list ?? []).filter((a) => !(a.key === next.key && a.userId === next.userId && a.action === next.action && a.token === next.token)),
    );
    sent++;
  }
}
