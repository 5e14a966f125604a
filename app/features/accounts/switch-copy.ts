// The pre-switch backup (docs/rules/entry-and-accounts.md): before an account switch clears
// the outgoing user's device data, everything of theirs on this device (the offline
// queue and failed list, the persisted query copies, per-user localStorage keys, the
// cached session) and the server's snapshot of their records go into IndexedDB store
// "backups". A failed switch puts the local part back; a finished one deletes it, as
// it exists only for rollback.
import { createStore, del, entries, get, set, setMany } from "idb-keyval";
import { uuidv7 } from "uuidv7";

const backups = () => createStore("sushastho-backups", "backups");

export interface SwitchCopy {
  id: string;
  userId: string;
  timestamp: string;
  deviceId: string;
  /** The offline queue (spec): also inside `idb`, named here for whoever reads a backup. */
  queue: unknown[];
  /** GET /api/accounts/snapshot: medicines, lab reports, health metrics, adherence logs, prescriptions, appointments. */
  snapshot: unknown;
  /** The user's idb-keyval entries (keys ending ":{userId}"). */
  idb: [string, unknown][];
  /** The user's localStorage entries (keys ending ":{userId}", and the cached session). */
  storage: [string, string][];
}

const SESSION_KEY = "sessionUser";

export async function createBackup(userId: string, deviceId: string, snapshot: unknown): Promise<string> {
  const suffix = `:${userId}`;
  const idb = (await entries()).filter(([k]) => String(k).endsWith(suffix)).map(([k, v]) => [String(k), v] as [string, unknown]);
  const storage: [string, string][] = [];
  for (const key of Object.keys(localStorage)) {
    if (key.endsWith(suffix) || key === SESSION_KEY) storage.push([key, localStorage.getItem(key) ?? ""]);
  }
  const queue = (idb.find(([k]) => k === `outbox${suffix}`)?.[1] as unknown[] | undefined) ?? [];
  const backup: SwitchCopy = { id: uuidv7(), userId, timestamp: new Date().toISOString(), deviceId, queue, snapshot, idb, storage };
  await set(backup.id, backup, backups());
  return backup.id;
}

/** Puts the user's device data back as it was when the backup was made ('Backup not found' when it is gone). */
export async function restoreBackup(id: string): Promise<void> {
  const backup = await get<SwitchCopy>(id, backups());
  if (!backup) throw new Error("Backup not found");
  if (backup.idb.length) await setMany(backup.idb);
  for (const [key, value] of backup.storage) localStorage.setItem(key, value);
}

export async function deleteBackup(id: string): Promise<void> {
  await del(id, backups());
}

/** Every backup on the device (tests; a leftover means a switch neither finished nor rolled back). */
export async function listBackups(): Promise<SwitchCopy[]> {
  return (await entries<string, SwitchCopy>(backups())).map(([, v]) => v);
}
