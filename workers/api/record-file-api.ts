// One record's file in R2, as an API mounted under the record (/api/labs/:id/file,
// /api/prescriptions/:id/image, /api/medicines/:id/image): the same rules for each.
// PUT: the raw file, its type recognised by its bytes (never the name or header), at
// most `maxBytes`, for one of the session user's records that is on the server (one
// made offline gets its file after it has synced); stored under the user's folder with
// a new version, replacing any earlier one. The client saves what PUT answers on the
// record through the outbox. GET /:version serves the current version to its owner only
// (the session picks the folder, so another user's id answers 404 like a missing one).
// DELETE removes it.
import { and, eq, type SQL } from "drizzle-orm";
import { Hono } from "hono";
import type { OwnedTable } from "../../durable-objects/writable-tables";
import { param, qb, runRead, type ReadQuery, type ReadStores } from "../reads/read";
import { privateImageResponse } from "../lib/image-type";
import { readSniffedUpload, type UploadErrors } from "../lib/read-limited";
import { currentVersioned, deleteVersioned, storeVersioned, type FileSlot } from "../../durable-objects/lib/versioned-files";
import { requireUser, type ApiEnv } from "./context";
import { ApiError } from "./errors";

export interface RecordFileOptions<M extends string, E extends string> {
  /** Throws a 404 unless `id` is the session user's record (and may have a file). */
  requireOwn: (reads: ReadStores, userId: string, id: string) => Promise<void>;
  slot: (userId: string, id: string) => FileSlot<E>;
  maxBytes: number;
  sniff: (bytes: Uint8Array) => M | null;
  /** Each allowed type's file extension. */
  exts: Record<M, E>;
  errors: UploadErrors;
  /** PUT's answer for the stored version. */
  stored: (id: string, version: string, type: M) => Record<string, unknown>;
  /** GET's message for an old or unknown version. */
  missing: string;
}

/** `requireOwn` for a record that is the user's row of `table`: another user's answers like a missing one. */
export function ownRowOf(table: OwnedTable, message: string, where?: SQL) {
  const query = qb
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.id, param("id")), eq(table.user_id, param("userId")), where))
    .limit(1);
  return ownRowRead(query, message);
}

/** Runs `query` (placeholders `id`, `userId`; in the user's hub) and 404s when it finds no row. */
function ownRowRead(query: ReadQuery, message: string) {
  return async (reads: ReadStores, userId: string, id: string) => {
    const found = await runRead(reads, { queries: [query], values: { id, userId }, shape: ([rows]) => (rows as unknown[]).length > 0 });
    if (!found) throw new ApiError(404, "not_found", message);
  };
}

export function recordFileApi<M extends string, E extends string>(o: RecordFileOptions<M, E>) {
  return new Hono<ApiEnv>()
    .put("/", requireUser, async (c) => {
      const userId = c.get("userId");
      const id = c.req.param("id") ?? "";
      await o.requireOwn(c.get("reads"), userId, id);
      const { bytes, type } = await readSniffedUpload(c.req.raw, o.maxBytes, o.sniff, o.errors);
      const version = await storeVersioned(c.env.FILES, o.slot(userId, id), o.exts[type], bytes, type);
      return c.json(o.stored(id, version, type), 201);
    })
    .get("/:version", requireUser, async (c) => {
      // A replaced file's URL answers like a missing one.
      const obj = await currentVersioned(c.env.FILES, o.slot(c.get("userId"), c.req.param("id") ?? ""), c.req.param("version"));
      if (!obj) throw new ApiError(404, "not_found", o.missing);
      return privateImageResponse(obj);
    })
    .delete("/", requireUser, async (c) => {
      await deleteVersioned(c.env.FILES, o.slot(c.get("userId"), c.req.param("id") ?? ""));
      return c.body(null, 204);
    });
}
