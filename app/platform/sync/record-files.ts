// A record's file on its way to R2 (issue 14): a lab report's PDF or photo, a
// prescription's photo. Chosen on a form or on the record's page, it waits in
// IndexedDB (per user like the outbox, kept through an inactivity logout) until the
// record itself is on the server and the phone is online; then PUT stores it and the
// record's file fields go through the outbox. A big phone photo is made smaller on the
// phone first, so a 4 MB photo does not cost a patient 4 MB of data.
import { get, update } from "idb-keyval";
import {
  LAB_FILE_MAX_BYTES,
  LAB_FILE_TYPES,
  LAB_PHOTO_MAX_SIDE,
  LAB_PHOTO_SHRINK_BYTES,
  LAB_REPORTS_TABLE,
  type LabFileMime,
} from "~/domain/lab-reports/rules";
import { PRESCRIPTION_IMAGE_MAX_BYTES, PRESCRIPTION_IMAGE_TYPES, PRESCRIPTIONS_TABLE } from "~/domain/prescriptions/rules";
import { api, ApiError } from "../api";
import { isOnline } from "../device/online";
import type { TableOp } from "~/domain/table-ops";
import type { Outbox } from "./outbox";
import { pendingLabFilesKey, pendingPrescriptionImagesKey } from "./outbox-queue";

/** One kind of record file: which records own it, what it may be, where it goes, what the record saves. */
export interface FileKind {
  table: typeof LAB_REPORTS_TABLE | typeof PRESCRIPTIONS_TABLE;
  queueKey: (userId: string) => string;
  types: Readonly<Record<string, string>>;
  maxBytes: number;
  put: (recordId: string) => string;
  /** The op that saves the stored version and type on the record (an update through the outbox). */
  saved: (recordId: string, version: string, type: string) => TableOp;
}

export const LAB_FILE: FileKind = {
  table: LAB_REPORTS_TABLE,
  queueKey: pendingLabFilesKey,
  types: LAB_FILE_TYPES,
  maxBytes: LAB_FILE_MAX_BYTES,
  put: (id) => `/api/labs/${encodeURIComponent(id)}/file`,
  saved: (id, version, type) => ({ table: LAB_REPORTS_TABLE, type: "update", id, data: { file_key: version, file_type: type as LabFileMime } }),
};

export const PRESCRIPTION_IMAGE: FileKind = {
  table: PRESCRIPTIONS_TABLE,
  queueKey: pendingPrescriptionImagesKey,
  types: PRESCRIPTION_IMAGE_TYPES,
  maxBytes: PRESCRIPTION_IMAGE_MAX_BYTES,
  put: (id) => `/api/prescriptions/${encodeURIComponent(id)}/image`,
  saved: (id, version) => ({ table: PRESCRIPTIONS_TABLE, type: "update", id, data: { image_key: version } }),
};

export const FILE_KINDS = [LAB_FILE, PRESCRIPTION_IMAGE] as const;

export interface PendingFile {
  /** The record it belongs to. */
  reportId: string;
  file: Blob;
  type: string;
}

/** The accept attribute of a kind's file inputs. */
export const fileAccept = (kind: FileKind) =>
  [...Object.keys(kind.types), ...Object.values(kind.types).map((ext) => `.${ext}`), ...(kind.types["image/jpeg"] ? [".jpeg"] : [])].join(",");

/** What the server would refuse anyway, said before anything is sent: "file_type", "file_too_large", or null. */
export function fileProblem(kind: FileKind, file: Blob): "file_type" | "file_too_large" | null {
  if (!(file.type in kind.types)) return "file_type";
  if (file.size > kind.maxBytes) return "file_too_large";
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

/** Keeps the file for the record (replacing one still waiting for it). */
export async function queueFile(kind: FileKind, userId: string, recordId: string, file: Blob) {
  const shrunk = await shrinkPhoto(file);
  const entry: PendingFile = { reportId: recordId, file: shrunk, type: shrunk.type };
  await update<PendingFile[]>(kind.queueKey(userId), (list) => [...(list ?? []).filter((p) => p.reportId !== recordId), entry]);
}

export async function pendingFiles(kind: FileKind, userId: string): Promise<PendingFile[]> {
  return (await get<PendingFile[]>(kind.queueKey(userId))) ?? [];
}

/** The file still waiting for this record, if any (shown on its page meanwhile). */
export async function pendingFileOf(kind: FileKind, userId: string, recordId: string): Promise<Blob | null> {
  return (await pendingFiles(kind, userId)).find((p) => p.reportId === recordId)?.file ?? null;
}

const drop = (kind: FileKind, userId: string, recordId: string) =>
  update<PendingFile[]>(kind.queueKey(userId), (list) => (list ?? []).filter((p) => p.reportId !== recordId));

const running = new Map<FileKind, Promise<void>>();
const again = new Set<FileKind>();

/**
 * Sends the user's waiting files of a kind whose records are on the server. A file the
 * server refuses for good (its record was deleted, or the bytes are not an allowed type)
 * leaves the queue and is reported through `onRefused`; offline or failing, it waits.
 * One run per kind at a time; asked again meanwhile (a record just synced), one more
 * run follows.
 */
export function sendFiles(kind: FileKind, outbox: Outbox, onRefused?: (code: string) => void): Promise<void> {
  const current = running.get(kind);
  if (current) {
    again.add(kind);
    return current;
  }
  // Cleared in a later microtask (`finally`), so never before it is set.
  const run = sendOnce(kind, outbox, onRefused).finally(() => {
    running.delete(kind);
    if (again.delete(kind)) void sendFiles(kind, outbox, onRefused);
  });
  running.set(kind, run);
  return run;
}

async function sendOnce(kind: FileKind, outbox: Outbox, onRefused?: (code: string) => void): Promise<void> {
  if (!isOnline()) return;
  const userId = outbox.userId;
  const waiting = await pendingFiles(kind, userId);
  if (!waiting.length) return;
  const unsynced = new Set((await outbox.pending()).filter((op) => op.table === kind.table && op.type === "insert").map((op) => op.id));
  for (const p of waiting) {
    if (unsynced.has(p.reportId)) continue;
    try {
      const { version, type } = await api.upload<{ version: string; type: string }>("PUT", kind.put(p.reportId), p.file);
      await outbox.mutate(kind.saved(p.reportId, version, type));
      await drop(kind, userId, p.reportId);
    } catch (err) {
      if (!(err instanceof ApiError) || err.status === 0 || err.status >= 500 || err.status === 401) return;
      await drop(kind, userId, p.reportId);
      onRefused?.(err.code);
    }
  }
}
