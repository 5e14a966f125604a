// The statements of one op on a row table (writable-tables.ts RowTable). The rules:
// - insert: the row's user_id is the session user's; data never names id, user_id or
//   timestamps (the strict insert schema refuses them). An id the user's hub holds
//   already is a 'conflict'. Another user's row with the same id is in another hub:
//   it is neither seen nor touched (ids are unique per person, files are kept per person).
// - update / delete: only a row that exists and is the user's; anything else is
//   'not_found', so another user's row looks exactly like a missing one.
// - a child row (parent) must name a row of the same user, else 'not_found'.
// - a table's own rule over the user's other rows (RowTable.check, e.g. sleep_logs'
//   overlap and one open session) runs last, after the ownership checks, and its
//   OpError rejects the op.
// The ownership reads run before the op's transaction: UserHub applies one user's ops
// one at a time, so nothing of this user changes between the read and the transaction.
// The hub holds only its user's rows, so another user's row is never there to find;
// the WHERE user_id = … stays as a second lock.
import { and, eq } from "drizzle-orm";
import type { HubDb } from "./hub-db";
import { rowIdSchema } from "../app/domain/sync/op-schema";
import type { Op } from "../app/domain/sync/op";
import { OpRejected, zodError } from "./op-rejected";
import type { HubStatement, OwnedTable, RowTable } from "./writable-tables";
import type { HubStores } from "./hub-db";

const notFound = (table: string) => new OpRejected({ code: "not_found", message: `No such ${table} row` });

async function exists(db: HubDb, table: OwnedTable, id: string, userId?: string) {
  const where = userId === undefined ? eq(table.id, id) : and(eq(table.id, id), eq(table.user_id, userId));
  const rows = await db.select({ id: table.id }).from(table).where(where).limit(1);
  return rows.length > 0;
}

/** The table's own check (RowTable.check) on the parsed data; its error rejects the op. */
async function tableCheck(stores: HubStores, t: RowTable, userId: string, op: Op, data: Record<string, unknown>) {
  const error = await t.check?.(stores, userId, op, data);
  if (error) throw new OpRejected(error);
}

function check(schema: NonNullable<RowTable["patch"]>, data: unknown) {
  const parsed = schema.safeParse(data);
  if (!parsed.success) throw new OpRejected(zodError(parsed.error));
  return parsed.data;
}

export async function rowStatements(stores: HubStores, t: RowTable, userId: string, op: Op): Promise<HubStatement[]> {
  const db = stores.hub;
  if (!rowIdSchema.safeParse(op.id).success) {
    throw new OpRejected({ code: "validation_error", message: "validation.idInvalid", fields: { id: "validation.idInvalid" } });
  }
  const own = and(eq(t.table.id, op.id), eq(t.table.user_id, userId));

  if (op.type === "insert") {
    const data = check(t.insert, op.data);
    // An optional parent (medicine_history's medicine) may be absent; named, it must be the user's.
    const parentId = t.parent ? data[t.parent.column] : undefined;
    if (t.parent && !(t.parent.optional && parentId == null) && !(await exists(db, t.parent.table, String(parentId), userId))) {
      const { message, key } = t.parent.notFound ?? { message: "No such medicine", key: "validation.medicineNotFound" };
      throw new OpRejected({ code: "not_found", message, fields: { [t.parent.field]: key } });
    }
    if (await exists(db, t.table, op.id)) throw new OpRejected({ code: "conflict", message: `${op.table} ${op.id} exists already` });
    await tableCheck(stores, t, userId, op, data);
    return [db.insert(t.table).values({ ...data, id: op.id, user_id: userId }), ...(t.onInsert?.(db, userId, data) ?? [])];
  }

  if (op.type === "update") {
    if (!t.patch) throw new OpRejected({ code: "not_allowed", message: `${op.table} rows cannot be changed` });
    const data = check(t.patch, op.data);
    if (!(await exists(db, t.table, op.id, userId))) throw notFound(op.table);
    await tableCheck(stores, t, userId, op, data);
    return [
      db
        .update(t.table)
        .set({ ...data, updated_at: new Date().toISOString() })
        .where(own),
    ];
  }

  if (!t.deletable) throw new OpRejected({ code: "not_allowed", message: `${op.table} rows cannot be deleted` });
  if (!(await exists(db, t.table, op.id, userId))) throw notFound(op.table);
  return [db.delete(t.table).where(own)];
}
