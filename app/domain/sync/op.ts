// The one write shape (DESIGN.md): every change a client makes is an op.
// The zod schema that checks ops on the server is in op-schema.ts.
export const OP_TYPES = ["insert", "update", "delete"] as const;
export type OpType = (typeof OP_TYPES)[number];
/** Ops sent in one POST /api/sync; the outbox sends longer queues in slices. */
export const MAX_OPS_PER_SYNC = 50;
/** A queued op that the server failed to take this many times is surfaced as failed (docs/rules/navigation-and-offline.md). */
export const MAX_SYNC_RETRIES = 3;

export interface Op {
  opId: string;
  table: string;
  type: OpType;
  id: string;
  data: Record<string, unknown>;
  clientTime: string;
}
export type AckStatus = "applied" | "duplicate" | "rejected";
export interface OpError {
  code: string;
  message: string;
  fields?: Record<string, string>;
}
export interface OpAck {
  opId: string;
  status: AckStatus;
  error?: OpError;
}
/**
 * Who sent a sync: the device, and for the app's outbox also the tab (one id per
 * page load) and the request. A change notice carries it, so the tab that sent the
 * request can leave out what the request's own answer already refreshed.
 */
export interface SyncSource {
  deviceId: string;
  tabId?: string;
  syncId?: string;
}
export interface SyncResponse {
  acks: OpAck[];
  /**
   * The tables whose data this request's applied ops changed, side effects included
   * (a taken dose also changes `medicines`' stock). Work UserHub does after answering
   * (achievements) is announced by a change notice instead.
   */
  tables: string[];
}

/**
 * GET /api/sync/acked?deviceId=…: the newest of this device's ops in the user's
 * ledger (`sync_ops`, any status: each is final), read after any sync in flight
 * finished; null when it holds none. Op ids are UUIDv7, so string order is time
 * order. The account switch's "Syncing data" step ends on the hub's word, not the
 * client's. A refused op writes no ledger row: it is not counted here.
 */
export interface SyncAckedResponse {
  highestOpId: string | null;
}

/**
 * What UserHub tells a user's open clients after data changed: a sync's ops (with
 * its source), or the hub's own work (achievements after a sync, missed doses,
 * Delete All Data: `tables: ["*"]`).
 */
export interface ChangeNotice {
  type: "changed";
  tables: string[];
  source?: SyncSource;
}
