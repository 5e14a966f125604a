// Where the outbox keeps a user's queued and failed ops (IndexedDB, per user, so one
// user's data can be cleared on a shared phone). Readers outside the Outbox (the
// offline-query layer re-applying pending ops after a refetch) read it from here.
import { get } from "idb-keyval";
import type { Op } from "~/domain/sync-op";

export const queueKey = (userId: string) => `outbox:${userId}`;
export const failedKey = (userId: string) => `outbox-failed:${userId}`;

/** The user's ops still waiting to reach the server, oldest first. */
export async function pendingOps(userId: string): Promise<Op[]> {
  return (await get<Op[]>(queueKey(userId))) ?? [];
}
