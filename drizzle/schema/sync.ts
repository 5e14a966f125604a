// Ledger of applied/rejected client ops: written in the same D1 batch as the change,
// so a replayed op_id is acknowledged instead of applied twice. Keyed by user: an op id
// is the client's, so another user's op with the same id is a different op.
import { index, primaryKey, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { nowIso, ownerId } from "./columns";

export const SYNC_OP_TYPES = ["insert", "update", "delete"] as const;
export const SYNC_OP_STATUSES = ["applied", "rejected"] as const;

export const syncOps = sqliteTable(
  "sync_ops",
  {
    op_id: text("op_id").notNull(),
    user_id: ownerId(),
    device_id: text("device_id").notNull(),
    table_name: text("table_name").notNull(),
    op_type: text("op_type", { enum: SYNC_OP_TYPES }).notNull(),
    row_id: text("row_id").notNull(),
    status: text("status", { enum: SYNC_OP_STATUSES }).notNull(),
    error: text("error"),
    client_time: text("client_time").notNull(), // instant the client made the op
    created_at: text("created_at").notNull().default(nowIso),
  },
  (t) => [primaryKey({ columns: [t.user_id, t.op_id] }), index("sync_ops_user_device_idx").on(t.user_id, t.device_id)],
);

export type SyncOp = typeof syncOps.$inferSelect;
