// The service worker's half of the outbox (app/sw.ts): one sender for the ops it makes
// itself (a notification's Taken) and for a user's queue handed to it by Background
// Sync (background-sync.ts), so a queue empties after every tab has closed. It reads
// the queue the page wrote (outbox-queue.ts) and settles each answer exactly as the
// page's outbox does (outbox-settle.ts), in one transaction with whatever a tab did
// meanwhile; the hub's ledger answers an op both sent `duplicate`, so nothing is
// applied twice, lost or brought back. No DOM here: this runs in the worker.
import { get } from "idb-keyval";
import { MAX_OPS_PER_SYNC, type Op, type SyncResponse } from "~/domain/sync/op";
import { api, ApiError, isNetworkError } from "../api";
import { DEVICE_ID_KEY, queueKey, settleQueue, workerMaySendKey, WRONG_USER, type QueuedOp } from "./outbox-queue";
import { BAD_RESPONSE, refreshedTables, serverError, settleSlice } from "./outbox-settle";

/** The ledger's device id for ops sent before any page told the worker this device's own. */
export const SW_DEVICE_ID = "service-worker";

/** This device's id as the page made it (copied to IndexedDB when it asked for a Background Sync). */
export async function workerDeviceId(): Promise<string> {
  return (await get<string>(DEVICE_ID_KEY).catch(() => undefined)) ?? SW_DEVICE_ID;
}

/** POST /api/sync from the worker for `userId`: the page's request without a tab (every open tab refreshes for it). Throws ApiError. */
export async function postOps(userId: string, ops: readonly Op[], deviceId?: string): Promise<SyncResponse | null> {
  return api.post<SyncResponse | null>("/api/sync", { deviceId: deviceId ?? (await workerDeviceId()), forUser: userId, ops });
}

/**
 * Sends the user's queue, oldest first, MAX_OPS_PER_SYNC at a time, until it is empty.
 * Answers how many ops the server took (applied or duplicate); `onSynced` hears the
 * tables each answer changed, as the page's outbox does, for open tabs to refetch (a tab's
 * realtime notice of a sync it did not send may be missed: its socket reconnects later). Signed out (401), or
 * the user no longer the one using the app here (workerMaySendKey; the server's
 * 'wrong_user'), it stops and keeps the queue for the user's next sign-in. Throws when the network or
 * the server failed, after counting the retry as the page would, so the browser runs
 * the sync again later.
 */
export async function sendQueue(userId: string, onSynced?: (tables: string[]) => void): Promise<number> {
  if (!(await get<boolean>(workerMaySendKey(userId)).catch(() => undefined))) return 0;
  const deviceId = await workerDeviceId();
  let taken = 0;
  for (;;) {
    const queue = (await get<QueuedOp[]>(queueKey(userId))) ?? [];
    if (!queue.length) return taken;
    const slice = queue.slice(0, MAX_OPS_PER_SYNC);
    let res: SyncResponse | null;
    try {
      res = await postOps(
        userId,
        slice.map(({ retries: _r, ...op }) => op),
        deviceId,
      );
    } catch (err) {
      if (err instanceof ApiError && (err.status === 401 || err.code === WRONG_USER)) return taken;
      if (!isNetworkError(err)) {
        await settleQueue(userId, settleSlice(slice, [], serverError(err), new Date().toISOString()));
      }
      throw err;
    }
    const answered = Array.isArray(res?.acks);
    const settled = settleSlice(slice, answered ? res!.acks : [], BAD_RESPONSE, new Date().toISOString());
    await settleQueue(userId, settled);
    const tables = refreshedTables(settled, answered && Array.isArray(res!.tables) ? res!.tables.filter((t) => typeof t === "string") : null);
    if (tables.length) onSynced?.(tables);
    // Nothing left the queue (an answer not understood): try again later, not in a tight loop.
    if (!settled.leaving.size) throw new Error("The sync answer settled no op; retried later");
    taken += settled.done.length;
  }
}
