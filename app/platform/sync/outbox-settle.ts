// What a /api/sync answer does to a user's queue, as pure functions, so the page's
// outbox (outbox.ts) and the service worker's Background Sync (sw-outbox.ts) settle
// an answer exactly alike. Applied and duplicate ops leave the queue; a refused op
// leaves it for the failed list (shown, never dropped); an op without an answer, or
// whose write failed on the server (`write_failed`, may be transient), counts a retry
// and moves to the failed list after MAX_SYNC_RETRIES.
//
// Both may send the same ops at once (a tab opening while the worker syncs): the hub's
// ledger answers the second `duplicate`, and the settlement is applied to the queue as
// it is when written (applySettlement), by op id, so an op one of them already settled
// is neither lost nor brought back, and never lands in the failed list twice.
import { MAX_SYNC_RETRIES, type OpAck, type OpError } from "~/domain/sync/op";
import { ApiError } from "../api";
import type { FailedOp, QueuedOp } from "./outbox-queue";

/** Why a request that reached the server got no acks (a 5xx, a 4xx on the whole request). */
export function serverError(err: unknown): OpError {
  return { code: err instanceof ApiError ? err.code : "sync_failed", message: err instanceof Error ? err.message : String(err) };
}

/** What an answer without acks (a captive portal's 200 page) is recorded as. */
export const BAD_RESPONSE: OpError = { code: "bad_response", message: "The server's answer was not understood" };

export interface Settlement {
  /** Ops the server applied now. */
  applied: QueuedOp[];
  /** Ops that leave the queue answered (applied or duplicate). */
  done: QueuedOp[];
  /** Ops that leave the queue for the failed list. */
  failed: FailedOp[];
  /** Ops that stay, with one more retry counted. */
  retried: Map<string, QueuedOp>;
  /** The op ids of `done` and `failed`. */
  leaving: Set<string>;
}

/** The settlement of one sent slice by the answer's acks (none: no usable answer, `noAnswer` says why). */
export function settleSlice(slice: readonly QueuedOp[], acks: readonly OpAck[], noAnswer: OpError, now: string): Settlement {
  const byId = new Map(acks.map((a) => [a.opId, a]));
  const s: Settlement = { applied: [], done: [], failed: [], retried: new Map(), leaving: new Set() };
  for (const op of slice) {
    const ack = byId.get(op.opId);
    if (ack?.status === "applied") s.applied.push(op);
    if (ack && ack.status !== "rejected") s.done.push(op);
    else if (ack && ack.error?.code !== "write_failed") s.failed.push({ ...op, error: ack.error ?? noAnswer, failedAt: now });
    else {
      const next = { ...op, retries: op.retries + 1 };
      if (next.retries < MAX_SYNC_RETRIES) s.retried.set(op.opId, next);
      else s.failed.push({ ...next, error: ack?.error ?? noAnswer, failedAt: now });
    }
  }
  for (const op of [...s.done, ...s.failed]) s.leaving.add(op.opId);
  return s;
}

/**
 * The queue and failed list after a settlement, computed from what they hold now: only
 * ops still queued are moved (another sender may have settled some meanwhile), the
 * rest of the queue keeps its order, and ops queued since stay untouched.
 */
export function applySettlement(queue: readonly QueuedOp[], failedList: readonly FailedOp[], s: Settlement) {
  const queued = new Set(queue.map((op) => op.opId));
  const listed = new Set(failedList.map((op) => op.opId));
  return {
    queue: queue.flatMap((op) => (s.leaving.has(op.opId) ? [] : [s.retried.get(op.opId) ?? op])),
    failed: [...failedList, ...s.failed.filter((op) => queued.has(op.opId) && !listed.has(op.opId))],
  };
}

/**
 * The tables whose reads should refetch after a settlement: what the answer says its
 * applied ops changed (their own tables when an older server names none), plus the
 * tables of ops that left without being applied now: a refused op's optimistic change
 * must go, and a duplicate's change was applied by a request whose answer may never have arrived.
 */
export function refreshedTables(s: Settlement, answerTables: readonly string[] | null): string[] {
  const notApplied = [...s.done, ...s.failed].filter((op) => !s.applied.includes(op));
  return [...new Set([...(answerTables ?? s.applied.map((op) => op.table)), ...notApplied.map((op) => op.table)])];
}
