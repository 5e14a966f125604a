// The client half of the one write path (DESIGN.md): every change is an op that
// is stored in IndexedDB (per user) first, applied optimistically to the query
// cache, then sent to POST /api/sync in order. Acked ops leave the queue;
// rejected ones leave it with their error shown; nothing is dropped silently.
import type { QueryClient } from "@tanstack/react-query";
import { get, set, update } from "idb-keyval";
import { uuidv7 } from "uuidv7";
import { MAX_OPS_PER_SYNC, MAX_SYNC_RETRIES, type Op, type OpAck, type OpError, type SyncResponse } from "~/domain/sync-op";
import { api, ApiError, isNetworkError } from "./api";
import { LOCAL_KEYS, readLocal, writeLocal } from "./device";
import { isOnline } from "./online";
import { applyOptimistic } from "./optimistic";

/** An op waiting in the outbox; `retries` counts server failures, not offline time. */
export interface QueuedOp extends Op {
  retries: number;
}
export interface FailedOp extends QueuedOp {
  error: OpError;
  failedAt: string;
}
export type NewOp = Omit<Op, "opId" | "clientTime">;

function serverError(err: unknown): OpError {
  return { code: err instanceof ApiError ? err.code : "sync_failed", message: err instanceof Error ? err.message : String(err) };
}

export interface OutboxEvents {
  /** Ops the server refused or that failed MAX_SYNC_RETRIES times: shown to the user. */
  onFailed?: (failed: FailedOp[]) => void;
  /** Ops were applied: the tables whose queries should refetch. */
  onSynced?: (tables: string[], count: number) => void;
}

/** The device id (spec 2 §3): generated once, kept locally, sent with every sync. */
export function getDeviceId(): string {
  let id = readLocal(LOCAL_KEYS.deviceId);
  if (!id) {
    id = uuidv7();
    writeLocal(LOCAL_KEYS.deviceId, id);
  }
  return id;
}

const queueKey = (userId: string) => `outbox:${userId}`;
const failedKey = (userId: string) => `outbox-failed:${userId}`;

export class Outbox {
  private flushing: Promise<void> | null = null;
  private listeners = new Set<() => void>();

  constructor(
    readonly userId: string,
    private queryClient: QueryClient,
    private events: OutboxEvents = {},
  ) {}

  /** Queue a change: IndexedDB first, then the optimistic cache update, then a flush. */
  async mutate(input: NewOp): Promise<QueuedOp> {
    const op: QueuedOp = { ...input, opId: uuidv7(), clientTime: new Date().toISOString(), retries: 0 };
    await update<QueuedOp[]>(queueKey(this.userId), (q) => [...(q ?? []), op]);
    applyOptimistic(this.queryClient, this.userId, op);
    this.notify();
    void this.flush();
    return op;
  }

  pending(): Promise<QueuedOp[]> {
    return get<QueuedOp[]>(queueKey(this.userId)).then((q) => q ?? []);
  }

  failed(): Promise<FailedOp[]> {
    return get<FailedOp[]>(failedKey(this.userId)).then((q) => q ?? []);
  }

  async clearFailed() {
    await set(failedKey(this.userId), []);
    this.notify();
  }

  subscribe(cb: () => void) {
    this.listeners.add(cb);
    return () => void this.listeners.delete(cb);
  }

  /** Sends queued ops in order. Concurrent calls share one run. */
  flush(): Promise<void> {
    if (!this.flushing) {
      this.flushing = this.run().finally(() => {
        this.flushing = null;
      });
    }
    return this.flushing;
  }

  private async run() {
    try {
      while (isOnline()) {
        const queue = await this.pending();
        if (!queue.length) return;
        const slice = queue.slice(0, MAX_OPS_PER_SYNC);
        let res: SyncResponse | null;
        try {
          res = await api.post<SyncResponse | null>("/api/sync", {
            deviceId: getDeviceId(),
            ops: slice.map(({ retries: _r, ...op }) => op),
          });
        } catch (err) {
          // Offline or signed out: keep everything and try again later.
          if (isNetworkError(err) || (err instanceof ApiError && err.status === 401)) return;
          await this.settle(slice, [], serverError(err));
          return;
        }
        // A captive portal or proxy can answer 200 with something else entirely.
        const acks = Array.isArray(res?.acks) ? res.acks : [];
        const progressed = await this.settle(slice, acks, { code: "bad_response", message: "The server's answer was not understood" });
        // Whatever is left is retried at the next trigger (online, mutate, timer), not in a tight loop.
        if (!progressed) return;
      }
    } catch (err) {
      console.error("Outbox flush failed; the queue is kept", err);
    }
  }

  /**
   * Applies the server's answer to the queue. Applied and duplicate ops leave it;
   * refused ones leave it for the failed list; an op without an answer, or whose
   * write failed on the server (`write_failed`, may be transient), counts a retry
   * and fails visibly after MAX_SYNC_RETRIES. Returns whether any op left the queue.
   */
  private async settle(slice: QueuedOp[], acks: OpAck[], noAnswer: OpError): Promise<boolean> {
    const byId = new Map(acks.map((a) => [a.opId, a]));
    const now = new Date().toISOString();
    const done: QueuedOp[] = [];
    const failed: FailedOp[] = [];
    const retried = new Map<string, QueuedOp>();
    for (const op of slice) {
      const ack = byId.get(op.opId);
      if (ack && ack.status !== "rejected") done.push(op);
      else if (ack && ack.error?.code !== "write_failed") failed.push({ ...op, error: ack.error ?? noAnswer, failedAt: now });
      else {
        const next = { ...op, retries: op.retries + 1 };
        if (next.retries < MAX_SYNC_RETRIES) retried.set(op.opId, next);
        else failed.push({ ...next, error: ack?.error ?? noAnswer, failedAt: now });
      }
    }
    const leaving = new Set([...done, ...failed].map((op) => op.opId));
    if (failed.length) await update<FailedOp[]>(failedKey(this.userId), (f) => [...(f ?? []), ...failed]);
    await update<QueuedOp[]>(queueKey(this.userId), (q) =>
      (q ?? []).flatMap((op) => (leaving.has(op.opId) ? [] : [retried.get(op.opId) ?? op])),
    );
    this.notify();
    const tables = [...new Set([...done, ...failed].map((op) => op.table))];
    if (tables.length) this.events.onSynced?.(tables, done.length);
    if (failed.length) this.events.onFailed?.(failed);
    return leaving.size > 0;
  }

  private notify() {
    this.listeners.forEach((l) => l());
  }
}
