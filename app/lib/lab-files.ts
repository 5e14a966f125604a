// A lab report's file (PDF or photo) on its way to R2 (issue 14). Chosen on the form or
// on the report's page, it waits in IndexedDB (`lab-files:{userId}`, per user like the
// outbox, kept through an inactivity logout) until the report itself is on the server
// and the phone is online; then PUT /api/labs/{id}/file stores it and the report's
// file_key and file_type go through the outbox. A big phone photo is made smaller on the
// phone first, so a 4 MB photo does not cost a patient 4 MB of data.
import { get, update } from "idb-keyval";
import { LAB_FILE_MAX_BYTES, LAB_FILE_TYPES, LAB_PHOTO_MAX_SIDE, LAB_PHOTO_SHRINK_BYTES, type LabFileMime } from "~/domain/labs";
import { api, ApiError } from "./api";
import { LAB_REPORTS_TABLE } from "./lab-ops";
import { isOnline } from "./online";
import type { Outbox } from "./outbox";
import { pendingLabFilesKey } from "./outbox-queue";


export interface PendingLabFile {
  reportId: string;
  file: Blob;
  type: LabFileMime;
}

/** The accept attribute of the file inputs. */
export const LAB_FILE_ACCEPT = [...Object.keys(LAB_FILE_TYPES), ".pdf", ".jpg", ".jpeg", ".png"].join(",");

/** What the server would refuse anyway, said before anything is sent: a key of labs' file messages, or null. */
export function labFileProblem(file: Blob): "file_type" | "file_too_large" | null {
  if (!(file.type in LAB_FILE_TYPES)) return "file_type";
  if (file.size > LAB_FILE_MAX_BYTES) return "file_too_large";
  return null;
}

/** A photo over LAB_PHOTO_SHRINK_BYTES, redrawn at most LAB_PHOTO_MAX_SIDE wide or high as a JPEG (still readable); anything else as it is. */
export async function shrinkPhoto(file: Blob): Promise<Blob> {
  if (!file.type.startsWith("image/") || file.size <= LAB_PHOTO_SHRINK_BYTES || typeof createImageBitmap !== "function") return file;
  try {
    const bitmap = await createImageBitmap(file);
    const scale = Math.min(1, LAB_PHOTO_MAX_SIDE / Math.max(bitmap.width, bitmap.height));
    const canvas = document.createElement("canvas");
    canvas.width = Math.round(bitmap.width * scale);
    canvas.height = Math.round(bitmap.height * scale);
    canvas.getContext("2d")?.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
    bitmap.close();
    const smaller = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/jpeg", 0.85));
    return smaller && smaller.size < file.size ? smaller : file;
  } catch {
    return file;
  }
}

/** Keeps the file for the report (replacing one still waiting for it). */
export async function queueLabFile(userId: string, reportId: string, file: Blob) {
  const shrunk = await shrinkPhoto(file);
  const entry: PendingLabFile = { reportId, file: shrunk, type: shrunk.type as LabFileMime };
  await update<PendingLabFile[]>(pendingLabFilesKey(userId), (list) => [...(list ?? []).filter((p) => p.reportId !== reportId), entry]);
}

export async function pendingLabFiles(userId: string): Promise<PendingLabFile[]> {
  return (await get<PendingLabFile[]>(pendingLabFilesKey(userId))) ?? [];
}

const drop = (userId: string, reportId: string) =>
  update<PendingLabFile[]>(pendingLabFilesKey(userId), (list) => (list ?? []).filter((p) => p.reportId !== reportId));

const put = (reportId: string, file: Blob) => api.upload<{ version: string; type: LabFileMime }>("PUT", `/api/labs/${encodeURIComponent(reportId)}/file`, file);

let running: Promise<void> | null = null;
let again = false;

/**
 * Sends the user's waiting files whose reports are on the server. A file the server
 * refuses for good (its report was deleted, or the bytes are not a PDF or photo) leaves
 * the queue and is reported through `onRefused`; offline or failing, it waits. One run
 * at a time; asked again meanwhile (a report just synced), one more run follows.
 */
export function sendLabFiles(outbox: Outbox, onRefused?: (code: string) => void): Promise<void> {
  if (running) {
    again = true;
    return running;
  }
  // Cleared in a later microtask (`finally`), so never before `running` is set.
  running = sendOnce(outbox, onRefused).finally(() => {
    running = null;
    if (again) {
      again = false;
      void sendLabFiles(outbox, onRefused);
    }
  });
  return running;
}

async function sendOnce(outbox: Outbox, onRefused?: (code: string) => void): Promise<void> {
  if (!isOnline()) return;
  const userId = outbox.userId;
  const waiting = await pendingLabFiles(userId);
  if (!waiting.length) return;
  const unsynced = new Set((await outbox.pending()).filter((op) => op.table === LAB_REPORTS_TABLE && op.type === "insert").map((op) => op.id));
  for (const p of waiting) {
    if (unsynced.has(p.reportId)) continue;
    try {
      const { version, type } = await put(p.reportId, p.file);
      await outbox.mutate({ table: LAB_REPORTS_TABLE, type: "update", id: p.reportId, data: { file_key: version, file_type: type } });
      await drop(userId, p.reportId);
    } catch (err) {
      if (!(err instanceof ApiError) || err.status === 0 || err.status >= 500 || err.status === 401) return;
      await drop(userId, p.reportId);
      onRefused?.(err.code);
    }
  }
}
