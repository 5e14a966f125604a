// The client half of the one write path (DESIGN.md): every change is an op that
// is stored in IndexedDB (per user) first, applied optimistically to the query
// cache, then sent to POST /api/sync in order. Acked ops leave the queue;
// rejected ones leave it with their error shown; nothing is dropped silently.
import type { QueryClient } from "@tanstack/react-query";
import { get, set, update } from "idb-keyval";
import { uuidv7 } from "uuidv7";
import { MAX_OPS_PER_SYNC, MAX_SYNC_RETRIES, type Op, type OpError, type SyncResponse } from "~/domain/sync-op";
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
    while (isOnline()) {
      const queue = await this.pending();
      if (!queue.length) return;
      const slice = queue.slice(0, MAX_OPS_PER_SYNC);
      let res: SyncResponse;
      try {
        res = await api.post<SyncResponse>("/api/sync", {
          deviceId: getDeviceId(),
          ops: slice.map(({ retries: _r, ...op }) => op),
        });
      } catch (err) {
        // Offline or signed out: keep everything and try again later.
        if (isNetworkError(err) || (err instanceof ApiError && err.status === 401)) return;
        await this.countFailure(slice, err);
        return;
      }
      await this.settle(res);
    }
  }

  private async settle({ acks }: SyncResponse) {
    const done = new Set(acks.filter((a) => a.status !== "rejected").map((a) => a.opId));
    const rejected = new Map(acks.filter((a) => a.status === "rejected").map((a) => [a.opId, a.error!]));
    const queue = await this.pending();
    const failed: FailedOp[] = queue
      .filter((op) => rejected.has(op.opId))
      .map((op) => ({ ...op, error: rejected.get(op.opId)!, failedAt: new Date().toISOString() }));
    if (failed.length) await update<FailedOp[]>(failedKey(this.userId), (f) => [...(f ?? []), ...failed]);
    await update<QueuedOp[]>(queueKey(this.userId), (q) =>
      (q ?? []).filter((op) => !done.has(op.opId) && !rejected.has(op.opId)),
    );
    const settled = queue.filter((op) => done.has(op.opId) || rejected.has(op.opId));
    const tables = [...new Set(settled.map((op) => op.table))];
    this.notify();
    if (tables.length) this.events.onSynced?.(tables, done.size);
    if (failed.length) this.events.onFailed?.(failed);
  }

  /** A server error (not offline): count it; after MAX_SYNC_RETRIES the op is failed, visibly. */
  private async countFailure(slice: QueuedOp[], err: unknown) {
    const ids = new Set(slice.map((o) => o.opId));
    const error: OpError = {
      code: err instanceof ApiError ? err.code : "sync_failed",
      message: err instanceof Error ? err.message : String(err),
    };
    const failed: FailedOp[] = [];
    await update<QueuedOp[]>(queueKey(this.userId), (q) =>
      (q ?? []).flatMap((op) => {
        if (!ids.has(op.opId)) return [op];
        const next = { ...op, retries: op.retries + 1 };
        if (next.retries < MAX_SYNC_RETRIES) return [next];
        failed.push({ ...next, error, failedAt: new Date().toISOString() });
        return [];
      }),
    );
    if (failed.length) {
      await update<FailedOp[]>(failedKey(this.userId), (f) => [...(f ?? []), ...failed]);
      this.events.onFailed?.(failed);
    }
    this.notify();
  }

  private notify() {
    this.listeners.forEach((l) => l());
  }
}
