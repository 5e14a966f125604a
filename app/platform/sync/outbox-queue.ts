// Where the outbox keeps a user's queued and failed ops (IndexedDB, per user, so one
// user's data can be cleared on a shared phone). Readers outside the Outbox (the
// offline-query layer re-applying pending ops after a refetch, the service worker's
// Background Sync) read it from here, and every sender settles answers through
// settleQueue, so the page and the worker write the queue the same way.
import { createStore, get, promisifyRequest } from "idb-keyval";
import type { Op, OpError } from "~/domain/sync/op";
import { applySettlement, type Settlement } from "./outbox-settle";

// Declared here, not in outbox.ts (the page's Outbox, with React Query and the DOM), so the
// service worker's graph stays inside what tsconfig.sw.json's WebWorker globals allow.
/** An op waiting in the outbox; `retries` counts server failures, not offline time. */
export interface QueuedOp extends Op {
  retries: number;
}
export interface FailedOp extends QueuedOp {
  error: OpError;
  failedAt: string;
}

export const queueKey = (userId: string) => `outbox:${userId}`;
export const failedKey = (userId: string) => `outbox-failed:${userId}`;
/** Files waiting to upload (record-files.ts): named here with the queue, which Log Out and a switch treat alike. */
export const pendingLabFilesKey = (userId: string) => `lab-files:${userId}`;
export const pendingPrescriptionImagesKey = (userId: string) => `prescription-images:${userId}`;
export const FILE_QUEUE_KEYS = [pendingLabFilesKey, pendingPrescriptionImagesKey];

/** The page's device id, copied here for the service worker (it cannot read localStorage). Device-wide, no user in it. */
export const DEVICE_ID_KEY = "deviceId";

/** /api/sync's answer to a queue sent under another user's session: kept, sent when its user is active again. */
export const WRONG_USER = "wrong_user";

/**
 * Set while the user is the one using the app here (sync-provider.tsx); per-user, so Log
 * Out and an account switch remove it with the user's other device data. The service
 * worker sends a user's queue only while it is set: a Background Sync that fires after
 * the user left never sends their changes under the next person's session.
 */
export const workerMaySendKey = (userId: string) => `workerMaySend:${userId}`;

/** The Background Sync tag that sends one user's queue (the worker reads the user back from it). */
export const syncTag = (userId: string) => `outbox-${userId}`;
export const userOfSyncTag = (tag: string): string | null => (tag.startsWith("outbox-") && tag.length > 7 ? tag.slice(7) : null);

/** Background Sync's part of a registration (Chromium only; not in TypeScript's DOM types). */
export function syncManager(reg: ServiceWorkerRegistration | undefined): { register(tag: string): Promise<void> } | undefined {
  return (reg as (ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } }) | undefined)?.sync;
}

/** The user's ops still waiting to reach the server, oldest first. */
export async function pendingOps(userId: string): Promise<Op[]> {
  return (await get<Op[]>(queueKey(userId))) ?? [];
}

/** idb-keyval's own database and store, opened here for one transaction over two keys. */
let store: ReturnType<typeof createStore> | undefined;

/**
 * Writes a settlement into the user's queue and failed list in ONE transaction, from
 * what they hold at that moment (outbox-settle.ts), and answers the failed ops it
 * actually moved. A queue that is gone (the user logged out meanwhile) stays gone:
 * nothing of the user is written back.
 */
export function settleQueue(userId: string, s: Settlement): Promise<FailedOp[]> {
  store ??= createStore("keyval-store", "keyval");
  return store(
    "readwrite",
    (os) =>
      new Promise<FailedOp[]>((resolve, reject) => {
        const queueReq = os.get(queueKey(userId)) as IDBRequest<QueuedOp[] | undefined>;
        const failedReq = os.get(failedKey(userId)) as IDBRequest<FailedOp[] | undefined>;
        failedReq.onerror = () => reject(failedReq.error);
        // Requests of one transaction complete in order: the queue is read when the failed list is.
        // Written inside this event (as idb-keyval's update does), so the transaction is still open.
        failedReq.onsuccess = () => {
          try {
            const queue = queueReq.result;
            const failedList = failedReq.result ?? [];
            if (!queue) return resolve([]);
            const next = applySettlement(queue, failedList, s);
            os.put(next.queue, queueKey(userId));
            const moved = next.failed.slice(failedList.length);
            if (moved.length) os.put(next.failed, failedKey(userId));
            resolve(promisifyRequest(os.transaction).then(() => moved));
          } catch (err) {
            reject(err);
          }
        };
      }),
  );
}
