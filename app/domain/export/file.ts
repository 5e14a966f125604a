// The app's own backup file (Settings → data management; docs/rules/profile-and-settings.md,
// "Import"): what GET /api/data/backup writes and how Import reads it back. Import turns
// each record into an insert through the write path: its fields checked by the table's
// own insert schema, its id and op id derived from the importing user and the record
// (so the same file imported twice adds nothing: the second time every op is a
// duplicate in the hub's ledger), children pointed at their imported parents.
import * as z from "zod/mini";
import { knownAppearance } from "../medicines/pill-appearance";
import { importOrder, type Schema } from "../table-contracts";
import type { Op } from "../sync/op";

export const BACKUP_FORMAT = "sushastho";
/** 1: profile, medical history, medicines, readings, lab reports. 2: every table of the user's records. */
export const BACKUP_FORMAT_VERSION = 2;
/** A file larger than this is not one of ours (a heavy user's backup is well under 5 MB). */
export const BACKUP_FILE_MAX_BYTES = 20 * 1024 * 1024;

const row = z.record(z.string(), z.unknown());
export const backupFileSchema = z.pipe(
  z.object({
    app: z.literal(BACKUP_FORMAT),
    version: z.int().check(z.gte(1), z.lte(BACKUP_FORMAT_VERSION)),
    exported_at: z.optional(z.string()),
    user: z.optional(z.object({ id: z.optional(z.string()) })),
    data: z.record(z.string(), z.array(row)),
  }),
  // A medicine's appearance the app does not know (a newer app's colour) is left out, not the medicine.
  z.transform((file) => (file.data.medicines ? { ...file, data: { ...file.data, medicines: file.data.medicines.map(withKnownAppearance) } } : file)),
);
export type BackupFile = z.output<typeof backupFileSchema>;

function withKnownAppearance(medicine: Record<string, unknown>): Record<string, unknown> {
  if (!("pill_shape" in medicine) && !("pill_colors" in medicine)) return medicine;
  return { ...medicine, ...knownAppearance(medicine) };
}

/**
 * The tables Import brings back, parents before children, each with its insert schema
 * and the columns naming a parent: from each table's contract (table-contracts.ts).
 * Profile, medical history and settings stay as they are in the importing account;
 * prescriptions are left out (their photos are not in the file).
 */
export const importTables = importOrder;

/** A row as the schema takes it: only the fields it names (without id, user id, timestamps), nulls dropped where refused. */
export function insertData(schema: Schema, source: Record<string, unknown>): Record<string, unknown> | null {
  // zod/mini keeps an object's fields and a union's members in its definition.
  const def = (s: Schema) => (s as unknown as { _zod: { def: { shape?: Record<string, unknown>; options?: Schema[] } } })._zod.def;
  for (const variant of def(schema).options ?? [schema]) {
    const shape = def(variant).shape;
    if (!shape) continue;
    const picked = Object.fromEntries(
      Object.keys(shape)
        .filter((k) => k in source)
        .map((k) => [k, source[k]]),
    );
    for (const candidate of [picked, Object.fromEntries(Object.entries(picked).filter(([, v]) => v !== null))]) {
      const parsed = variant.safeParse(candidate);
      if (parsed.success) return parsed.data;
    }
  }
  return null;
}

/**
 * An import op keeps the id derived from its record, so importing the same file twice adds
 * nothing. Made from a file's records of any table, it is not typed by table (TableOp):
 * each one's data was just checked by its table's insert schema instead.
 */
export type NewImportOp = Omit<Op, "clientTime">;

export interface ImportPlan {
  /** Records to add, by table. */
  counts: Record<string, number>;
  /** Records left out: unreadable ones, a deleted medicine and what belongs to it, past appointments. */
  skipped: number;
  /** Records of the file already in the account, left as they are (a file of this account). */
  present: number;
  /** The file was exported from this account. */
  sameAccount: boolean;
  /** Only what is missing from the account comes back, by record id (a file of this account). */
  onlyMissing: boolean;
  ops: NewImportOp[];
}

/** `nothing_missing`: a file of this account whose every record is still here. */
export type ImportProblem = "not_json" | "not_backup" | "newer_version" | "empty" | "nothing_missing";

/**
 * Reads a backup file's text into the ops that import it for `userId`. `derive(key)`
 * answers a UUID made from the key (the same key, the same UUID; features/export/import.ts
 * hashes it).
 */
export async function planImport(
  text: string,
  userId: string,
  now: Date,
  derive: (key: string) => Promise<string>,
): Promise<ImportPlan | { problem: ImportProblem }> {
  const file = readBackupText(text);
  return "problem" in file ? file : planImportOf(file, userId, now, derive);
}

/** The file's text checked: one of ours, from this app's version or older. */
export function readBackupText(text: string): BackupFile | { problem: ImportProblem } {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { problem: "not_json" };
  }
  const version = (json as { version?: unknown } | null)?.version;
  if ((json as { app?: unknown } | null)?.app === BACKUP_FORMAT && typeof version === "number" && version > BACKUP_FORMAT_VERSION)
    return { problem: "newer_version" };
  const parsed = backupFileSchema.safeParse(json);
  return parsed.success ? parsed.data : { problem: "not_backup" };
}

/** The file records the account it was exported from (`user.id`, every version-2 file); older files count as another's. */
export const isOwnBackup = (file: BackupFile, userId: string) => file.user?.id === userId;

/** Every record as a new one, for a file from another account (or when this one's cannot be compared). */
export async function planImportOf(
  file: BackupFile,
  userId: string,
  now: Date,
  derive: (key: string) => Promise<string>,
): Promise<ImportPlan | { problem: ImportProblem }> {
  const ids = new Map<string, string>(); // `${table}:${old id}` → new id
  const ops: NewImportOp[] = [];
  const counts: Record<string, number> = {};
  const stockOf = new Map<string, unknown>(); // new medicine id → its stock in the file
  let skipped = 0;
  for (const { table, schema, parents, optionalParents } of importTables(now)) {
    for (const source of file.data[table] ?? []) {
      const oldId = typeof source.id === "string" ? source.id : null;
      if (!oldId || (table === "medicines" && source.category === "deleted")) {
        skipped++;
        continue;
      }
      const data = { ...source };
      let orphan = false;
      for (const [column, parent] of Object.entries(parents ?? {})) {
        const mapped = ids.get(`${parent}:${String(source[column])}`);
        if (!mapped) orphan = true;
        else data[column] = mapped;
      }
      for (const [column, parent] of Object.entries(optionalParents ?? {})) data[column] = ids.get(`${parent}:${String(source[column])}`) ?? null;
      const checked = orphan ? null : insertData(schema, data);
      if (!checked) {
        skipped++;
        continue;
      }
      const key = `${userId}:${table}:${oldId}`;
      const id = await derive(`row:${key}`);
      ids.set(`${table}:${oldId}`, id);
      ops.push({ opId: await derive(`op:${key}`), table, type: "insert", id, data: checked });
      if (table === "medicines") stockOf.set(id, source.stock_quantity ?? null);
      counts[table] = (counts[table] ?? 0) + 1;
    }
  }
  // Imported refills and taken doses move the stock as they are applied; the file's stock is already the result.
  for (const [id, stock] of stockOf) {
    if (!ops.some((op) => (op.table === "medicine_refills" || op.table === "adherence_logs") && op.data.medicine_id === id)) continue;
    ops.push({ opId: await derive(`op:${userId}:stock:${id}`), table: "medicines", type: "update", id, data: { stock_quantity: stock } });
  }
  if (!ops.length) return { problem: "empty" };
  return { counts, skipped, present: 0, sameAccount: isOwnBackup(file, userId), onlyMissing: false, ops };
}
