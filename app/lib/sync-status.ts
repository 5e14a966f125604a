// What the header's sync indicator shows: the user's queued and failed ops, read from
// the outbox whenever it changes and every UNSYNCED_REFRESH_MS, and whether it is sending.
import { useEffect, useState } from "react";
import { syncState, UNSYNCED_REFRESH_MS, type SyncFacts, type SyncState } from "~/domain/sync-status";
import { useOutbox } from "./sync-provider";

/** `loaded`: the outbox has been read once (before that, the counts are placeholders). */
export function useSyncStatus(): SyncFacts & { state: SyncState; loaded: boolean } {
  const outbox = useOutbox();
  const [facts, setFacts] = useState<SyncFacts & { loaded: boolean }>({ pending: 0, failed: 0, sending: false, loaded: false });
  useEffect(() => {
    let live = true;
    const read = () =>
      void Promise.all([outbox.pending(), outbox.failed()]).then(([pending, failed]) => {
        if (live) setFacts({ pending: pending.length, failed: failed.length, sending: outbox.sending, loaded: true });
      });
    read();
    const off = outbox.subscribe(read);
    const timer = setInterval(read, UNSYNCED_REFRESH_MS);
    return () => {
      live = false;
      off();
      clearInterval(timer);
    };
  }, [outbox]);
  return { ...facts, state: syncState(facts) };
}
