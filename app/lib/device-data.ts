// A user's data kept on this device. Convention: every per-user key, in
// localStorage and in IndexedDB (idb-keyval), ends with ":{userId}".
import { delMany, keys } from "idb-keyval";
import { forgetUser } from "./forgotten-users";
import { cacheSession } from "./session";

export async function clearUserDeviceData(userId: string) {
  forgetUser(userId);
  const suffix = `:${userId}`;
  try {
    for (const key of Object.keys(localStorage)) if (key.endsWith(suffix)) localStorage.removeItem(key);
  } catch {
    // No storage: nothing to clear.
  }
  cacheSession(null);
  const idbKeys = (await keys()).filter((k) => String(k).endsWith(suffix));
  if (idbKeys.length) await delMany(idbKeys);
}
