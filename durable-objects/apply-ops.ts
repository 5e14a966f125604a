// Applies a user's ops to their hub exactly once: each op's change and its sync_ops
// ledger row commit in one transaction of the hub's SQLite (hub-db.ts).
import { log } from "./lib/log";
import { eq, inArray } from "drizzle-orm";
import type { Op, OpAck, OpError } from "../app/domain/sync/op";
import { syncOps } from "../drizzle/schema";
import { OpRejected, zodError } from "./op-rejected";
import { rowStatements } from "./row-ops";
import { writableTableOf, type HubStatement, type PerUserTable, type WritableTable } from "./writable-tables";
import type { HubStores } from "./hub-db";

async function perUserStatements(stores: HubStores, t: PerUserTable, userId: string, op: Op): Promise<HubStatement[]> {
  if (op.id !== userId) throw new OpRejected({ code: "forbidden", message: "This row belongs to another user" });
  const now = new Date().toISOString();
  if (op.type === "delete") throw new OpRejected({ code: "not_allowed", message: `${op.table} rows cannot be deleted` });
  // Insert and update both carry only the fields being set; the defaults fill the rest.
  const parsed = t.patch.safeParse(op.data);
  if (!parsed.success) throw new OpRejected(zodError(parsed.error));
  const changes = { ...parsed.data, updated_at: now };
  const db = stores.hub;
  const [row] = await db.select({ user_id: t.table.user_id }).from(t.table).where(eq(t.table.user_id, userId)).limit(1);
  const made = row
    ? []
    : [db.insert(t.table).values({ ...(typeof t.defaults === "function" ? await t.defaults(stores, userId) : t.defaults), user_id: userId })];
  return [...made, db.update(t.table).set(changes).where(eq(t.table.user_id, userId))];
}

export async function applyOps(stores: HubStores, userId: string, deviceId: string, ops: Op[]): Promise<OpAck[]> {
  const db = stores.hub;
  const seen = await db
    .select({ op_id: syncOps.op_id })
    .from(syncOps)
    .where(
      inArray(
        syncOps.op_id,
        ops.map((o) => o.opId),
      ),
    );
  const done = new Set(seen.map((r) => r.op_id));
  const acks: OpAck[] = [];

  for (const op of ops) {
    if (done.has(op.opId)) {
      acks.push({ opId: op.opId, status: "duplicate" });
      continue;
    }
    try {
      const table = writableTableOf(op.table);
      if (!table) throw new OpRejected({ code: "unknown_table", message: `Unknown table: ${op.table}` });
      const statements = table.kind === "row" ? await rowStatements(stores, table, userId, op) : await perUserStatements(stores, table, userId, op);
      const ledger = db.insert(syncOps).values({
        op_id: op.opId,
        user_id: userId,
        device_id: deviceId,
        table_name: op.table,
        op_type: op.type,
        row_id: op.id,
        status: "applied",
        client_time: op.clientTime,
      });
      // One transaction: the ledger row and the change stand or fall together.
      db.transaction(() => {
        for (const s of [ledger, ...statements]) s.run();
      });
      done.add(op.opId);
      acks.push({ opId: op.opId, status: "applied" });
    } catch (err) {
      const error: OpError = err instanceof OpRejected ? err.error : (uniqueViolation(writableTableOf(op.table), err) ?? writeFailed(op, err));
      acks.push({ opId: op.opId, status: "rejected", error });
    }
  }
  return acks;
}

/**
 * Any other database error: logged here with its text, answered with our code only
 * (the text names tables, columns and constraints, none of the client's business).
 */
function writeFailed(op: Op, err: unknown): OpError {
  log.error("Op failed to write", { opId: op.opId, table: op.table }, err);
  return { code: "write_failed", message: "The change could not be saved" };
}

/** Every message along an error's cause chain (drizzle may wrap SQLite's error). */
function errorText(err: unknown): string {
  const parts: string[] = [];
  for (let e: unknown = err, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    parts.push(e instanceof Error ? e.message : String(e));
  }
  return parts.join(" ← ");
}

/**
 * A transaction refused by one of the table's UNIQUE indexes is a rejection, not a failure
 * to retry: the same op would fail the same way every time. The index (not a read
 * before the transaction) is what guarantees it.
 */
function uniqueViolation(t: WritableTable | undefined, err: unknown): OpError | null {
  if (t?.kind !== "row") return null;
  const text = errorText(err);
  if (t.unique && text.includes(`UNIQUE constraint failed: ${t.unique.index}`)) return t.unique.error;
  return null;
}
