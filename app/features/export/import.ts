// Settings → Import (issue 15): the app's own backup file read on the phone, checked
// (app/domain/export/file.ts), previewed, then queued through the outbox as inserts with
// op ids derived from the file, so importing it twice adds nothing. A file of this same
// account adds only what is missing from it now (app/domain/export/import-rules.ts), which
// needs the account's records: online only. Loaded only when the user picks a file.
import { BACKUP_FILE_MAX_BYTES, isOwnBackup, planImportOf, readBackupText, type ImportPlan, type ImportProblem } from "~/domain/export/file";
import { uuidFromKey } from "~/domain/sync/derived-id";
import { planOwnImport } from "~/domain/export/import-rules";
import { api } from "../../platform/api";
import type { Outbox } from "../../platform/sync/outbox";

export type ImportReadProblem = ImportProblem | "too_large" | "needs_online";

export async function readBackupFile(file: File, userId: string): Promise<ImportPlan | { problem: ImportReadProblem }> {
  if (file.size > BACKUP_FILE_MAX_BYTES) return { problem: "too_large" };
  const backup = readBackupText(await file.text());
  if ("problem" in backup) return backup;
  const now = new Date();
  if (!isOwnBackup(backup, userId)) return planImportOf(backup, userId, now, uuidFromKey);
  let current: Record<string, Record<string, unknown>[]>;
  try {
    current = (await api.get<{ data: Record<string, Record<string, unknown>[]> }>("/api/data/backup")).data;
  } catch {
    // Without the account's records, every record would come back a second time.
    return { problem: "needs_online" };
  }
  return planOwnImport(backup, current, userId, now, uuidFromKey);
}

/** Queues the plan's ops; answers how many were new on this phone. */
export const applyImport = (outbox: Outbox, plan: ImportPlan) => outbox.mutateMany(plan.ops);
