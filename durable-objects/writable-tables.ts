// The tables a client may write through the outbox, and how each op is checked: made
// from each table's contract (app/domain/table-contracts.ts) and its server half
// (table-rules.ts). Add a table there, not here.
import type { AnySQLiteColumn, SQLiteColumn, SQLiteTable } from "drizzle-orm/sqlite-core";
import type * as z from "zod/mini";
import { TABLE_CONTRACTS, WRITABLE_TABLE_NAMES, type PerUserContract, type RowContract } from "../app/domain/table-contracts";
import type { Op, OpError } from "../app/domain/sync/op";
import type { HubDb, HubStores } from "./hub-db";
import { TABLE_RULES, type TableRules } from "./table-rules";

type Data = Record<string, unknown>;

/** A statement of an op's transaction (a drizzle insert, update or delete on the hub, not yet run). */
export interface HubStatement {
  run(): unknown;
}

/**
 * A per-user table holds one row per user, keyed by user_id (settings, profile):
 * the op's id must be the session user's id, and an update creates the row with
 * its defaults first when it does not exist yet.
 */
export interface PerUserTable {
  kind: "per-user";
  table: SQLiteTable & { user_id: AnySQLiteColumn; updated_at: AnySQLiteColumn };
  /** Checks an op's data: the fields it sets, nothing else. */
  patch: z.ZodMiniType<Data>;
  /** The new row's values; a function when they depend on the user (read before the row is made). */
  defaults: Data | ((stores: HubStores, userId: string) => Promise<Data>);
}

/** A user-owned row table: an `id` column (client-made UUIDv7) and a `user_id` owner. */
export type OwnedTable = SQLiteTable & { id: SQLiteColumn; user_id: SQLiteColumn; updated_at: SQLiteColumn };

/**
 * A row table holds many rows per user, keyed by a client-made id (rules in
 * row-ops.ts): insert sets user_id from the session, update and delete touch only
 * the user's own rows.
 */
export interface RowTable {
  kind: "row";
  table: OwnedTable;
  /** Checks an insert's data: every field a client may set (never id, user_id or timestamps). */
  insert: z.ZodMiniType<Data, unknown>;
  /** Checks an update's data; null when rows never change once written. */
  patch: z.ZodMiniType<Data, unknown> | null;
  /** False when a row may not be deleted (a medicine's delete is category 'deleted'). */
  deletable: boolean;
  /** A column of the data naming a row that must belong to the same user (checked on insert). */
  parent?: { column: string; table: OwnedTable; field: string; notFound?: { message: string; key: string }; optional?: boolean };
  /** More statements for the op's batch, from the checked insert data (stock changes). */
  onInsert?: (db: HubDb, userId: string, data: Data) => HubStatement[];
  /** Tables those statements change, so the change notice names them too. */
  alsoChanges?: string[];
  /** A UNIQUE index of the table (besides id) and the rejection its violation means. */
  unique?: { index: string; error: OpError };
  /**
   * A rule over the user's other rows, run by row-ops.ts after the ownership checks and
   * before the batch (UserHub runs one user's ops one at a time, so the read stays true);
   * an OpError rejects the op. sleep_logs: overlap and one open session.
   */
  check?: (stores: HubStores, userId: string, op: Op, data: Data) => Promise<OpError | null>;
}

export type WritableTable = PerUserTable | RowTable;

/** Every table a client may write: its contract (app/domain/table-contracts.ts) with its server half (table-rules.ts). */
export const writableTables: Record<string, WritableTable> = Object.fromEntries(
  WRITABLE_TABLE_NAMES.map((name): [string, WritableTable] => {
    const c = TABLE_CONTRACTS[name] as PerUserContract | RowContract;
    const r = TABLE_RULES[name] as unknown as TableRules;
    return [
      name,
      c.kind === "per-user"
        ? { kind: "per-user", table: r.table, patch: c.patch, defaults: r.defaults }
        : {
            kind: "row",
            table: r.table,
            insert: c.insert,
            patch: c.patch,
            deletable: c.deletable,
            ...(r.parent ? { parent: r.parent } : {}),
            ...(r.onInsert ? { onInsert: r.onInsert } : {}),
            ...(r.alsoChanges ? { alsoChanges: r.alsoChanges } : {}),
            ...(r.unique ? { unique: r.unique } : {}),
            ...(r.check ? { check: r.check } : {}),
          },
    ];
  }),
);

/**
 * The table an op names, only if it is one of ours: an op's `table` comes from the client,
 * and a plain lookup would find `__proto__`, `constructor` or `toString` on every object.
 */
export function writableTableOf(name: string): WritableTable | undefined {
  return Object.hasOwn(writableTables, name) ? writableTables[name] : undefined;
}
