// The sync provider's door to record-files.ts: a look in IndexedDB for files waiting to
// upload, and only then the uploader's code (most users, most starts, have none).
import { get } from "idb-keyval";
import { LAB_REPORTS_TABLE } from "~/domain/lab-reports/rules";
import { PRESCRIPTIONS_TABLE } from "~/domain/prescriptions/rules";
import type { Outbox } from "./outbox";
import { FILE_QUEUE_KEYS } from "./outbox-queue";

/** The tables whose synced insert lets a waiting file go. */
export const FILE_OWNER_TABLES = [LAB_REPORTS_TABLE, PRESCRIPTIONS_TABLE];

export async function sendWaitingFiles(outbox: Outbox, onRefused: (code: string) => void): Promise<void> {
  const waiting = await Promise.all(FILE_QUEUE_KEYS.map((key) => get<unknown[]>(key(outbox.userId))));
  if (!waiting.some((list) => list?.length)) return;
  const { FILE_KINDS, sendFiles } = await import("./record-files");
  for (const kind of FILE_KINDS) await sendFiles(kind, outbox, onRefused);
}
