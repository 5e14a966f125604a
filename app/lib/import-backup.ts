// Settings → Import (issue 15): the app's own backup file read on the phone, checked
// (app/domain/backup-file.ts), previewed, then queued through the outbox as inserts with
// op ids derived from the file, so importing it twice adds nothing. Loaded only when the
// user picks a file.
import { BACKUP_FILE_MAX_BYTES, planImport, type ImportPlan, type ImportProblem } from "~/domain/backup-file";
import type { Outbox } from "./outbox";

/** A UUID (version 8: made by us) from the SHA-256 of `key`: the same key always gives the same id. */
export async function uuidFromKey(key: string): Promise<string> {
  const bytes = new Uint8Array(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(key))).slice(0, 16);
  bytes[6] = (bytes[6] & 0x0f) | 0x80;
  bytes[8] = (bytes[8] & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

export async function readBackupFile(file: File, userId: string): Promise<ImportPlan | { problem: ImportProblem | "too_large" }> {
  if (file.size > BACKUP_FILE_MAX_BYTES) return { problem: "too_large" };
  return planImport(await file.text(), userId, new Date(), uuidFromKey);
}

/** Queues the plan's ops; answers how many were new on this phone. */
export const applyImport = (outbox: Outbox, plan: ImportPlan) => outbox.mutateMany(plan.ops);
