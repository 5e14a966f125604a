// The user's ops that failed to sync (refused, or failed MAX_SYNC_RETRIES times), for
// the "Not saved" list: read from the outbox and read again whenever it changes.
import { useEffect, useState } from "react";
import type { FailedOp } from "./outbox";
import { useOutbox } from "./sync-provider";

/** null until read. */
export function useFailedOps(): FailedOp[] | null {
  const outbox = useOutbox();
  const [failed, setFailed] = useState<FailedOp[] | null>(null);
  useEffect(() => {
    let live = true;
    const read = () => void outbox.failed().then((ops) => live && setFailed(ops));
    read();
    const off = outbox.subscribe(read);
    return () => {
      live = false;
      off();
    };
  }, [outbox]);
  return failed;
}
