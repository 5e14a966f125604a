// The ops a client may queue, typed by table from the contracts (issue 28): an insert's
// data is what the table's insert schema accepts, an update's what its patch accepts,
// and a delete exists only for a table whose rows may be deleted. The server still
// checks every op with the same schemas (an op on the wire is the untyped `Op`), so this
// catches at compile time what the hub would otherwise refuse at run time.
import type * as z from "zod/mini";
import type { TABLE_CONTRACTS, WritableTableName } from "./table-contracts";

type Contracts = typeof TABLE_CONTRACTS;
type Input<S> = S extends z.ZodMiniType ? z.input<S> : never;
type NoData = Record<string, never>;

type OpsOf<N extends WritableTableName, C = Contracts[N]> = C extends { kind: "per-user"; patch: infer P }
  ? // One row per person: its id is the user's id and an op only ever sets fields.
    { table: N; type: "update"; id: string; data: Input<P> }
  : C extends { kind: "row"; insert: infer I; patch: infer P; deletable: infer D }
    ? | { table: N; type: "insert"; id: string; data: Input<I> }
      | (P extends null ? never : { table: N; type: "update"; id: string; data: Input<P> })
      | (D extends true ? { table: N; type: "delete"; id: string; data: NoData } : never)
    : never;

/** A change a client queues, before the outbox gives it an op id and a time. */
export type TableOp = { [N in WritableTableName]: OpsOf<N> }[WritableTableName];

/** The data an op of `table` and `type` carries. */
export type OpData<N extends WritableTableName, T extends TableOp["type"]> = Extract<TableOp, { table: N; type: T }>["data"];
