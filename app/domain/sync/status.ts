// The header's sync indicator (docs/rules/navigation-and-offline.md, issue 13 "sync you
// can see"): one state from what the outbox holds and whether it is sending.

/** How often the unsynced count is read again even without a change (docs/rules: 30 s). */
export const UNSYNCED_REFRESH_MS = 30_000;

export type SyncState = "synced" | "waiting" | "syncing" | "error";

export interface SyncFacts {
  /** Ops queued, not yet acknowledged. */
  pending: number;
  /** Ops that failed to sync and wait for the user (the "Not saved" list). */
  failed: number;
  /** A request to /api/sync is under way. */
  sending: boolean;
}

/** Not saved wins (the user must act); then sending; then waiting; else everything is saved. */
export function syncState({ pending, failed, sending }: SyncFacts): SyncState {
  if (failed > 0) return "error";
  if (sending && pending > 0) return "syncing";
  if (pending > 0) return "waiting";
  return "synced";
}
