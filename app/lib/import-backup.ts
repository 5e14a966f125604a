// Settings → Import (issue 15): the app's own backup file read on the phone, checked
// (app/domain/backup-file.ts), previewed, then queued through the outbox as inserts with
// op ids derived from the file, so importing it twice adds nothing. Loaded only when the
// user picks a file.
import { BACKUP_FILE_MAX_BYTES, planImport, type ImportPlan, type ImportProblem } from "~/domain/backup-file";
import { uuidFromKey } from "~/domain/derived-id";
import type { Outbox } from "./outbox";

export async function readBackupFile(file: File, userId: string): Promise<ImportPlan | { problem: ImportProblem | "too_large" }> {
  if (file.size > BACKUP_FILE_MAX_BYTES) return { problem: "too_large" };
  return planImport(await file.text(), userId, new Date(), uuidFromKey);
}

/** Queues the plan's ops; answers how many were new on this phone. */
export const applyImport = (outbox: Outbox, plan: ImportPlan) => outbox.mutateMany(plan.ops);
