// A user's data kept on this device. Convention: every per-user key, in
// localStorage and in IndexedDB (idb-keyval), ends with ":{userId}".
import { delMany, keys } from "idb-keyval";
import { forgetUser } from "../../features/auth/forgotten-users";
import { failedKey, FILE_QUEUE_KEYS, queueKey } from "../sync/outbox-queue";
import { cacheSession } from "../../features/auth/session";

/** The user's queued and failed changes (platform/sync/outbox-queue.ts) and files waiting to upload (record-files.ts), which an inactivity logout keeps for their next sign-in. */
const QUEUE_KEYS = [queueKey, failedKey, ...FILE_QUEUE_KEYS];

export async function clearUserDeviceData(userId: string, { keepQueue = false } = {}) {
  forgetUser(userId);
  const suffix = `:${userId}`;
  const kept = new Set(keepQueue ? QUEUE_KEYS.map((key) => key(userId)) : []);
  try {
    for (const key of Object.keys(localStorage)) if (key.endsWith(suffix)) localStorage.removeItem(key);
  } catch {
    // No storage: nothing to clear.
  }
  cacheSession(null);
  const idbKeys = (await keys()).filter((k) => String(k).endsWith(suffix) && !kept.has(String(k)));
  if (idbKeys.length) await delMany(idbKeys);
}
