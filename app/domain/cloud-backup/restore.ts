// Restoring a cloud backup (docs/rules/cloud-backup.md): the ops that bring the user's
// records back to a backup, through the write path like any change. The backup holds
// the user's own rows with their own ids, so a row is matched by its id:
// - merge: rows of the backup missing now are added; nothing that exists is touched;
// - replace: as merge, and rows that differ go back to the backup's values, and rows made
//   since are removed (a medicine by its soft delete; taken doses and refills are never
//   removed, as nowhere in the app).
// Op ids come from the user, the restore's id and the row, so a retried restore is
// applied once (the hub's ledger answers the replay as duplicates).
import { importTables, insertData, type BackupFile, type NewImportOp } from "../export/file";
import type { RestoreCounts, RestoreMode, TableCounts } from "./rules";

type Row = Record<string, unknown>;
type Schema = Parameters<typeof insertData>[0];

/** What the write path allows on a table (durable-objects/writable-tables.ts). */
export interface RestoreTableRules {
  patch: Schema | null;
  deletable: boolean;
}

/** One row per user, keyed by the user's id: changed by update only. */
export const PER_USER_TABLES = ["profiles", "medical_history", "user_settings"] as const;

export interface RestorePlan extends RestoreCounts {
  ops: NewImportOp[];
}

export interface RestoreInput {
  file: BackupFile;
  /** The user's rows now, by table (the same tables as a backup). */
  current: Record<string, Row[]>;
  mode: RestoreMode;
  userId: string;
  restoreId: string;
  now: Date;
  rulesOf: (table: string) => RestoreTableRules | undefined;
  derive: (key: string) => Promise<string>;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/** The fields of `source` the patch schema takes that differ from `current`; null when none does. */
function changedFields(patch: Schema, source: Row, current: Row): Row | null {
  const data = insertData(patch, source);
  if (!data) return null;
  const changed = Object.fromEntries(Object.entries(data).filter(([k, v]) => !same(v, current[k])));
  return Object.keys(changed).length ? changed : null;
}

export async function planRestore(input: RestoreInput): Promise<RestorePlan> {
  const { file, current, mode, userId, restoreId, now, rulesOf, derive } = input;
  const ops: NewImportOp[] = [];
  const counts: RestoreCounts = { add: {}, change: {}, remove: {} };
  const bump = (c: TableCounts, table: string) => (c[table] = (c[table] ?? 0) + 1);
  const push = async (table: string, type: NewImportOp["type"], id: string, data: Row, step: string = type) =>
    ops.push({ opId: await derive(`restore:${userId}:${restoreId}:${table}:${id}:${step}`), table, type, id, data });
  const idOf = (r: Row) => (typeof r.id === "string" ? r.id : null);
  // The user's rows by table and id: now, then as the plan adds them.
  const rows = new Map<string, Map<string, Row>>();
  for (const [table, list] of Object.entries(current)) rows.set(table, new Map(list.flatMap((r) => (idOf(r) ? [[idOf(r)!, r]] : []))));
  const exists = (table: string, id: string) => rows.get(table)?.has(id) ?? false;
  const order = importTables(now);

  if (mode === "replace") {
    // Rows made since the backup go first, children before parents.
    for (const { table } of [...order].reverse()) {
      const rules = rulesOf(table);
      const inBackup = new Set((file.data[table] ?? []).map(idOf));
      for (const [id, row] of rows.get(table) ?? []) {
        if (inBackup.has(id)) continue;
        if (rules?.deletable) {
          await push(table, "delete", id, {});
          bump(counts.remove, table);
        } else if (table === "medicines" && row.category !== "deleted") {
          await push(table, "update", id, { category: "deleted" });
          bump(counts.remove, table);
        }
      }
    }
    for (const table of PER_USER_TABLES) {
      const [source] = file.data[table] ?? [];
      const patch = rulesOf(table)?.patch;
      if (!source || !patch) continue;
      const changed = changedFields(patch, source, current[table]?.[0] ?? {});
      if (changed) {
        await push(table, "update", userId, changed);
        bump(counts.change, table);
      }
    }
  }

  const restoredStock = new Map<string, unknown>();
  for (const { table, schema, parents, optionalParents } of order) {
    const patch = rulesOf(table)?.patch ?? null;
    for (const source of file.data[table] ?? []) {
      const id = idOf(source);
      if (!id) continue;
      const existing = rows.get(table)?.get(id);
      if (existing) {
        if (mode !== "replace" || !patch) continue;
        const changed = changedFields(patch, source, existing);
        if (changed) {
          await push(table, "update", id, changed);
          bump(counts.change, table);
        }
        continue;
      }
      // A medicine deleted before the backup stays deleted.
      if (table === "medicines" && source.category === "deleted") continue;
      const orphan = Object.entries(parents ?? {}).some(([column, parent]) => !exists(parent, String(source[column])));
      // A parent that may be absent and is: the row names none (a past medicine whose medicine stayed deleted).
      const kept = { ...source };
      for (const [column, parent] of Object.entries(optionalParents ?? {})) if (!exists(parent, String(source[column]))) kept[column] = null;
      const data = orphan ? null : insertData(schema, kept);
      if (!data) continue;
      await push(table, "insert", id, data);
      bump(counts.add, table);
      if (!rows.has(table)) rows.set(table, new Map());
      rows.get(table)!.set(id, source);
      if (table === "medicines") restoredStock.set(id, source.stock_quantity ?? null);
    }
  }
  // Restored refills and taken doses move the stock as they are applied; a restored medicine's stock in the backup is already the result.
  for (const [id, stock] of restoredStock) {
    if (!ops.some((op) => op.type === "insert" && (op.table === "medicine_refills" || op.table === "adherence_logs") && op.data.medicine_id === id)) continue;
    await push("medicines", "update", id, { stock_quantity: stock }, "stock");
  }
  return { ...counts, ops };
}
