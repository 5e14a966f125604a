// The sync provider's door to lab-files.ts: a look in IndexedDB for files waiting to
// upload, and only then the uploader's code (most users, most starts, have none).
import { get } from "idb-keyval";
import type { Outbox } from "./outbox";
import { pendingLabFilesKey } from "./outbox-queue";

/** The table whose synced insert lets a waiting file go. */
export { LAB_REPORTS_TABLE } from "~/domain/labs";

export async function sendWaitingLabFiles(outbox: Outbox, onRefused: (code: string) => void): Promise<void> {
  if (!(await get<unknown[]>(pendingLabFilesKey(outbox.userId)))?.length) return;
  const { sendLabFiles } = await import("./lab-files");
  await sendLabFiles(outbox, onRefused);
}
