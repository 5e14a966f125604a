// Applies a user's ops to D1 exactly once: each op's change and its sync_ops
// ledger row commit in one D1 batch (D1 has no BEGIN; a batch is a transaction).
import { and, eq, inArray } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import type { BatchItem } from "drizzle-orm/batch";
import type { Op, OpAck, OpError } from "../app/domain/sync-op";
import { syncOps } from "../drizzle/schema";
import { OpRejected, zodError } from "./op-rejected";
import { rowStatements } from "./row-ops";
import { writableTableOf, type PerUserTable, type WritableTable } from "./writable-tables";

function perUserStatements(db: DrizzleD1Database, t: PerUserTable, userId: string, op: Op): BatchItem<"sqlite">[] {
  if (op.id !== userId) throw new OpRejected({ code: "forbidden", message: "This row belongs to another user" });
  const now = new Date().toISOString();
  if (op.type === "delete") throw new OpRejected({ code: "not_allowed", message: `${op.table} rows cannot be deleted` });
  // Insert and update both carry only the fields being set; the defaults fill the rest.
  const parsed = t.patch.safeParse(op.data);
  if (!parsed.success) throw new OpRejected(zodError(parsed.error));
  const changes = { ...parsed.data, updated_at: now };
  const defaults = typeof t.defaults === "function" ? t.defaults(userId) : t.defaults;
  return [
    db.insert(t.table).values({ ...defaults, user_id: userId }).onConflictDoNothing(),
    db.update(t.table).set(changes).where(eq(t.table.user_id, userId)),
  ] as BatchItem<"sqlite">[];
}

export async function applyOps(db: DrizzleD1Database, userId: string, deviceId: string, ops: Op[]): Promise<OpAck[]> {
  const seen = await db
    .select({ op_id: syncOps.op_id })
    .from(syncOps)
    .where(and(eq(syncOps.user_id, userId), inArray(syncOps.op_id, ops.map((o) => o.opId))));
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
      const statements =
        table.kind === "row" ? await rowStatements(db, table, userId, op) : perUserStatements(db, table, userId, op);
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
      await db.batch([ledger, ...statements]);
      done.add(op.opId);
      acks.push({ opId: op.opId, status: "applied" });
    } catch (err) {
      const error: OpError =
        err instanceof OpRejected ? err.error : (uniqueViolation(writableTableOf(op.table), err) ?? writeFailed(op, err));
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
  console.error(`Op ${op.opId} on ${op.table} failed to write`, errorText(err));
  return { code: "write_failed", message: "The change could not be saved" };
}

/** Every message along an error's cause chain (drizzle may wrap D1's error). */
function errorText(err: unknown): string {
  const parts: string[] = [];
  for (let e: unknown = err, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    parts.push(e instanceof Error ? e.message : String(e));
  }
  return parts.join(" ← ");
}

/**
 * A batch refused by one of the table's UNIQUE indexes is a rejection, not a failure
 * to retry: the same op would fail the same way every time. The index (not a read
 * before the batch) is what guarantees it, across devices too.
 */
function uniqueViolation(t: WritableTable | undefined, err: unknown): OpError | null {
  if (t?.kind !== "row") return null;
  const text = errorText(err);
  if (t.unique && text.includes(`UNIQUE constraint failed: ${t.unique.index}`)) return t.unique.error;
  return null;
}
