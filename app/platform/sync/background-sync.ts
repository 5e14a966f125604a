// Background Sync (docs/ARCHITECTURE.md, "The write path"): when ops wait for the
// network (the app is offline, or a request never arrived), the page asks the browser
// to wake the service worker once it is back online, so the queue empties even after
// every tab closed (app/sw.ts, sw-outbox.ts). One tag per user (syncTag). Chromium
// only: elsewhere the page's own triggers (start, reconnect, every 5 minutes) remain.
import { set } from "idb-keyval";
import { getDeviceId } from "./outbox";
import { DEVICE_ID_KEY, pendingOps, syncManager, syncTag } from "./outbox-queue";

/** Asks for a Background Sync of the user's queue if ops wait; answers whether one was registered. */
export async function requestBackgroundSync(userId: string): Promise<boolean> {
  try {
    const sync = syncManager(await navigator.serviceWorker?.getRegistration());
    if (!sync || !(await pendingOps(userId)).length) return false;
    // The worker sends as this device (the hub's per-device acks decide an account switch).
    await set(DEVICE_ID_KEY, getDeviceId());
    await sync.register(syncTag(userId));
    return true;
  } catch {
    // Refused (site setting, private mode): the page's own triggers still send the queue.
    return false;
  }
}
