// The user's ops that failed to sync (refused, or failed MAX_SYNC_RETRIES times), for
// the "Not saved" list. null until read.
import type { FailedOp, Outbox } from "./outbox";
import { useOutboxState } from "./outbox-state";

const readFailed = (outbox: Outbox) => outbox.failed();

export const useFailedOps = (): FailedOp[] | null => useOutboxState(readFailed);
