// A lab report's file in R2 (issue 14), mounted at /api/labs/:id/file.
// PUT: the raw file (PDF, JPEG or PNG, recognised by its bytes; at most 10 MB) for one
// of the session user's reports, stored at labs/{userId}/{reportId}/file.{ext}
// (replacing any earlier one) with a new version; answers the version and type, which
// the client saves in file_key and file_type through the outbox. The report must be on
// the server: one made offline gets its file after it has synced.
// GET /:version serves it to its owner only (the session picks the folder, so another
// user's id answers 404), and only the current version. DELETE removes it; deleting
// the report removes it too (UserHub, deleteLabFiles).
import { and, eq } from "drizzle-orm";
import { Hono } from "hono";
import { LAB_FILE_MAX_BYTES, LAB_FILE_TYPES } from "../../app/domain/labs";
import { labReports } from "../../drizzle/schema";
import type { Db } from "../reads/read";
import { privateImageResponse, sniffLabFileType } from "../lib/image-type";
import { deleteLabFiles, labFileSlot } from "../lib/lab-files";
import { currentVersioned, storeVersioned } from "../lib/versioned-files";
import { readSniffedUpload } from "../lib/read-limited";
import { requireUser, type ApiEnv } from "./context";
import { ApiError } from "./errors";

const notFound = () => new ApiError(404, "not_found", "No such lab report file");

/** The session user's report, or a 404 that looks the same for another user's or a missing one. */
async function requireOwnReport(db: Db, userId: string, id: string) {
  const [row] = await db
    .select({ id: labReports.id })
    .from(labReports)
    .where(and(eq(labReports.id, id), eq(labReports.user_id, userId)))
    .limit(1);
  if (!row) throw new ApiError(404, "not_found", "No such lab report");
}

export const labFileApi = new Hono<ApiEnv>()
  .put("/", requireUser, async (c) => {
    const userId = c.get("userId");
    const id = c.req.param("id") ?? "";
    await requireOwnReport(c.get("db"), userId, id);
    const { bytes, type } = await readSniffedUpload(c.req.raw, LAB_FILE_MAX_BYTES, sniffLabFileType, {
      tooLarge: () => new ApiError(413, "file_too_large", "The file must be smaller than 10 MB"),
      missing: () => new ApiError(400, "file_missing", "No file was sent"),
      notAllowed: () => new ApiError(400, "file_type", "Only PDF, JPG or PNG files can be used"),
    });
    const version = await storeVersioned(c.env.FILES, labFileSlot(userId, id), LAB_FILE_TYPES[type], bytes, type);
    return c.json({ version, type }, 201);
  })
  .get("/:version", requireUser, async (c) => {
    const userId = c.get("userId");
    const id = c.req.param("id") ?? "";
    // A replaced file's URL answers like a missing one.
    const obj = await currentVersioned(c.env.FILES, labFileSlot(userId, id), c.req.param("version"));
    if (!obj) throw notFound();
    return privateImageResponse(obj);
  })
  .delete("/", requireUser, async (c) => {
    await deleteLabFiles(c.env.FILES, c.get("userId"), c.req.param("id") ?? "");
    return c.body(null, 204);
  });
