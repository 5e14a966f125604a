// Importing a backup file of one's own account (docs/rules/profile-and-settings.md,
// "Import"; issue 27): the records are this account's, with their own ids, so like Cloud
// Backup's "Add what is missing" (domain/cloud-backup/restore.ts, merge) only the records missing now
// come back, by id, and nothing that is here is doubled or touched. A file of another
// account still adds every record as a new one (file.ts, planImportOf).
import { importTables, type BackupFile, type ImportPlan, type ImportProblem } from "./file";
import { planRestore } from "../cloud-backup/restore";

type Row = Record<string, unknown>;

/**
 * `current`: the account's rows now, by table (GET /api/data/backup's `data`). Op ids come
 * from the user, the file's export time and the row, so importing the same file again
 * while its ops wait is applied once.
 */
export async function planOwnImport(
  file: BackupFile,
  current: Record<string, Row[]>,
  userId: string,
  now: Date,
  derive: (key: string) => Promise<string>,
): Promise<ImportPlan | { problem: ImportProblem }> {
  const plan = await planRestore({
    file,
    current,
    mode: "merge",
    userId,
    restoreId: `import:${file.exported_at ?? "file"}`,
    now,
    // Merge never changes or removes a row: the write rules are not needed.
    rulesOf: () => undefined,
    derive,
  });
  let inFile = 0;
  let present = 0;
  for (const { table } of importTables(now)) {
    const here = new Set((current[table] ?? []).map((r) => r.id));
    for (const row of file.data[table] ?? []) {
      inFile++;
      if (here.has(row.id)) present++;
    }
  }
  const added = Object.values(plan.add).reduce((a, b) => a + b, 0);
  if (!plan.ops.length) return { problem: present ? "nothing_missing" : "empty" };
  return { counts: plan.add, skipped: inFile - present - added, present, sameAccount: true, onlyMissing: true, ops: plan.ops };
}
