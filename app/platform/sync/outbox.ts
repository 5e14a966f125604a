// The client half of the one write path (DESIGN.md): every change is an op that
// is stored in IndexedDB (per user) first, applied optimistically to the query
// cache, then sent to POST /api/sync in order. Acked ops leave the queue;
// rejected ones leave it with their error shown; nothing is dropped silently.
// After an answer it refreshes the tables the answer names; the hub's notice of the
// same sync goes to every tab but this one (tab-id.ts), so nothing refreshes twice.
import type { QueryClient } from "@tanstack/react-query";
import { get, set, update } from "idb-keyval";
import { uuidv7 } from "uuidv7";
import { MAX_OPS_PER_SYNC, type Op, type OpAck, type OpError, type SyncResponse } from "~/domain/sync/op";
import type { NewImportOp } from "~/domain/export/file";
import type { TableOp } from "~/domain/table-ops";
import { api, ApiError, isNetworkError } from "../api";
import { LOCAL_KEYS, readLocal, writeLocal } from "../device/keys";
import { isForgotten } from "../../features/auth/forgotten-users";
import { isOnline } from "../device/online";
import { applyOptimistic } from "./optimistic";
import { failedKey, queueKey, settleQueue, WRONG_USER, type FailedOp, type QueuedOp } from "./outbox-queue";
import { BAD_RESPONSE, refreshedTables, serverError, settleSlice } from "./outbox-settle";
import { getTabId } from "./tab-id";
import { markAnswered, markDropped, markSent } from "./sent-ops";

export type { FailedOp, QueuedOp } from "./outbox-queue";
/** A change before the outbox stamps it: typed by table from the contracts (table-ops.ts). */
export type NewOp = TableOp;

export interface OutboxEvents {
  /** Ops the server refused or that failed MAX_SYNC_RETRIES times: shown to the user. */
  onFailed?: (failed: FailedOp[]) => void;
  /** An answer settled ops: the tables whose queries should refetch (refreshedTables, outbox-settle.ts). */
  onSynced?: (tables: string[], count: number) => void;
  /** A run stopped because the network is out of reach (offline, or a request never arrived): ops may wait. */
  onNetworkWait?: () => void;
}

/** The device id (docs/rules/navigation-and-offline.md): generated once, kept locally, sent with every sync. */
export function getDeviceId(): string {
  let id = readLocal(LOCAL_KEYS.deviceId);
  if (!id) {
    id = uuidv7();
    writeLocal(LOCAL_KEYS.deviceId, id);
  }
  return id;
}

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
    const op: QueuedOp = { ...(input as Op), opId: uuidv7(), clientTime: new Date().toISOString(), retries: 0 };
    await update<QueuedOp[]>(queueKey(this.userId), (q) => [...(q ?? []), op]);
    await applyOptimistic(this.queryClient, this.userId, op);
    this.notify();
    void this.flush();
    return op;
  }

  /**
   * Queue many changes at once (an import): one IndexedDB write. Each keeps its given op
   * id, so the same change queued twice is applied once by the hub's ledger; one whose
   * id is already waiting here is not queued again. Answers how many were queued.
   */
  async mutateMany(inputs: readonly ((NewOp | NewImportOp) & { opId: string })[]): Promise<number> {
    const now = new Date().toISOString();
    let added: QueuedOp[] = [];
    await update<QueuedOp[]>(queueKey(this.userId), (q) => {
      const waiting = new Set((q ?? []).map((op) => op.opId));
      added = inputs.filter((op) => !waiting.has(op.opId)).map((op) => ({ ...(op as Op), clientTime: now, retries: 0 }));
      return [...(q ?? []), ...added];
    });
    for (const op of added) await applyOptimistic(this.queryClient, this.userId, op);
    this.notify();
    void this.flush();
    return added.length;
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

  /**
   * The user asks to try a failed op again: it leaves the failed list for the end of
   * the queue (same op id, so the hub's ledger still applies it at most once), shows
   * again at once and is sent.
   */
  async retryFailed(opId: string) {
    const op = await this.takeFailed(opId);
    if (!op) return;
    const { error: _e, failedAt: _f, ...rest } = op;
    const queued: QueuedOp = { ...rest, retries: 0 };
    await update<QueuedOp[]>(queueKey(this.userId), (q) => [...(q ?? []), queued]);
    await applyOptimistic(this.queryClient, this.userId, queued);
    this.notify();
    void this.flush();
  }

  /** The user gives a failed op up: it leaves the failed list, and nothing of it stays (its optimistic change went when it failed). */
  async discardFailed(opId: string) {
    markDropped(this.userId, opId);
    if (await this.takeFailed(opId)) this.notify();
  }

  private async takeFailed(opId: string): Promise<FailedOp | undefined> {
    let taken: FailedOp | undefined;
    await update<FailedOp[]>(failedKey(this.userId), (f) =>
      (f ?? []).filter((op) => {
        if (op.opId !== opId) return true;
        taken = op;
        return false;
      }),
    );
    return taken;
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
        this.notify();
      });
      this.notify();
    }
    return this.flushing;
  }

  /** A run is sending (the header's sync indicator). */
  get sending(): boolean {
    return this.flushing !== null;
  }

  private async run() {
    try {
      while (isOnline()) {
        const queue = await this.pending();
        if (!queue.length) return;
        const slice = queue.slice(0, MAX_OPS_PER_SYNC);
        const syncId = uuidv7();
        let res: SyncResponse | null;
        markSent(
          this.userId,
          slice.map((op) => op.opId),
        );
        try {
          res = await api.post<SyncResponse | null>("/api/sync", {
            deviceId: getDeviceId(),
            tabId: getTabId(),
            syncId,
            forUser: this.userId,
            ops: slice.map(({ retries: _r, ...op }) => op),
          });
        } catch (err) {
          if (isNetworkError(err)) this.events.onNetworkWait?.();
          // Offline, signed out, or another account is now the active one here: keep everything and try again later.
          if (isNetworkError(err) || (err instanceof ApiError && (err.status === 401 || err.code === WRONG_USER))) return;
          await this.settle(slice, [], null, serverError(err));
          return;
        }
        // A captive portal or proxy can answer 200 with something else entirely.
        const answered = Array.isArray(res?.acks);
        const acks = answered ? res!.acks : [];
        // An older server answers without tables: the applied ops' own tables then.
        const tables = answered && Array.isArray(res!.tables) ? res!.tables.filter((t) => typeof t === "string") : null;
        markAnswered(this.userId, acks);
        const { progressed } = await this.settle(slice, acks, tables, BAD_RESPONSE);
        // Whatever is left is retried at the next trigger (online, mutate, timer), not in a tight loop.
        if (!progressed) return;
      }
      this.events.onNetworkWait?.();
    } catch (err) {
      console.error("Outbox flush failed; the queue is kept", err);
    }
  }

  /**
   * Applies the server's answer to the queue (outbox-settle.ts: the service worker's
   * Background Sync settles the same way). `tables`: what the answer says the applied
   * ops changed. Returns whether any op left the queue, and the tables refreshed.
   */
  private async settle(
    slice: QueuedOp[],
    acks: OpAck[],
    tables: readonly string[] | null,
    noAnswer: OpError,
  ): Promise<{ progressed: boolean; refreshed: string[] }> {
    const settled = settleSlice(slice, acks, noAnswer, new Date().toISOString());
    const { done, leaving } = settled;
    // Logged out while this answer was on its way: the queue was cleared, nothing is written back.
    if (isForgotten(this.userId)) return { progressed: false, refreshed: [] };
    // The failed ops this answer moved to the list (the service worker may have settled some already).
    const moved = await settleQueue(this.userId, settled);
    this.notify();
    const refreshed = refreshedTables(settled, tables);
    if (refreshed.length) this.events.onSynced?.(refreshed, done.length);
    if (moved.length) this.events.onFailed?.(moved);
    return { progressed: leaving.size > 0, refreshed };
  }

  private notify() {
    this.listeners.forEach((l) => l());
  }
}
