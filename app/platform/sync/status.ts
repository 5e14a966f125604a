// What the header's sync indicator shows: the user's queued and failed ops, read from
// the outbox whenever it changes and every UNSYNCED_REFRESH_MS, and whether it is sending.
import { syncState, UNSYNCED_REFRESH_MS, type SyncFacts, type SyncState } from "~/domain/sync/status";
import type { Outbox } from "./outbox";
import { useOutboxState } from "./outbox-state";

const readFacts = async (outbox: Outbox): Promise<SyncFacts> => {
  const [pending, failed] = await Promise.all([outbox.pending(), outbox.failed()]);
  return { pending: pending.length, failed: failed.length, sending: outbox.sending };
};

const NOTHING_READ: SyncFacts = { pending: 0, failed: 0, sending: false };

/** `loaded`: the outbox has been read once (before that, the counts are placeholders). */
export function useSyncStatus(): SyncFacts & { state: SyncState; loaded: boolean } {
  const facts = useOutboxState(readFacts, UNSYNCED_REFRESH_MS);
  return { ...(facts ?? NOTHING_READ), state: syncState(facts ?? NOTHING_READ), loaded: facts !== null };
}
