// A medicine's optional image in R2, mounted at /api/medicines/:id/image.
// PUT: the raw image (JPEG, PNG or WebP, recognised by its bytes; at most 2 MB) for
// one of the session user's live medicines; stored at
// medicines/{userId}/{medicineId}/image.{ext} (replacing any earlier one) with a new
// version, and answers the URL to save in medicines.image_url — the client writes
// that through the outbox, like the avatar's. The medicine must be on the server:
// one created offline gets its image after it has synced.
// GET /:version serves it to its owner only (the session picks the folder, so
// another user's id answers 404), and only the current version.
// DELETE removes it (the client clears image_url through the outbox).
import { and, eq, ne } from "drizzle-orm";
import { Hono } from "hono";
import { DELETED_CATEGORY } from "../../app/domain/dose-rules";
import { AVATAR_TYPES } from "../../app/domain/profile";
import { MEDICINE_IMAGE_MAX_BYTES, medicineImageUrl } from "../../app/domain/medicine-limits";
import { medicines } from "../../drizzle/schema";
import type { Db } from "../reads/read";
import { AVATAR_EXTS, type AvatarExt } from "../lib/avatar-files";
import { currentVersioned, deleteVersioned, storeVersioned, type FileSlot } from "../lib/versioned-files";
import { sniffImageType, privateImageResponse } from "../lib/image-type";
import { readSniffedUpload } from "../lib/read-limited";
import { requireUser, type ApiEnv } from "./context";
import { ApiError } from "./errors";

const imageSlot = (userId: string, medicineId: string): FileSlot<AvatarExt> => ({
  keyOf: (ext) => `medicines/${userId}/${medicineId}/image.${ext}`,
  exts: AVATAR_EXTS,
});

const notFound = () => new ApiError(404, "not_found", "No such medicine image");

/** The session user's live medicine, or a 404 that looks the same for another user's or a missing one. */
async function requireOwnMedicine(db: Db, userId: string, id: string) {
  const [row] = await db
    .select({ id: medicines.id })
    .from(medicines)
    .where(and(eq(medicines.id, id), eq(medicines.user_id, userId), ne(medicines.category, DELETED_CATEGORY)))
    .limit(1);
  if (!row) throw new ApiError(404, "not_found", "No such medicine");
}

export const medicineImage = new Hono<ApiEnv>()
  .put("/", requireUser, async (c) => {
    const userId = c.get("userId");
    const id = c.req.param("id") ?? "";
    await requireOwnMedicine(c.get("db"), userId, id);
    const { bytes, type } = await readSniffedUpload(c.req.raw, MEDICINE_IMAGE_MAX_BYTES, sniffImageType, {
      tooLarge: () => new ApiError(413, "image_too_large", "The image must be 2 MB or smaller"),
      missing: () => new ApiError(400, "image_missing", "No image was sent"),
      notAllowed: () => new ApiError(400, "image_not_image", "Only JPEG, PNG or WebP images can be used"),
    });
    const version = await storeVersioned(c.env.FILES, imageSlot(userId, id), AVATAR_TYPES[type], bytes, type);
    return c.json({ url: medicineImageUrl(id, version) }, 201);
  })
  .get("/:version", requireUser, async (c) => {
    const userId = c.get("userId");
    const id = c.req.param("id") ?? "";
    // A replaced image's URL answers like a missing one.
    const obj = await currentVersioned(c.env.FILES, imageSlot(userId, id), c.req.param("version"));
    if (!obj) throw notFound();
    return privateImageResponse(obj);
  })
  .delete("/", requireUser, async (c) => {
    const userId = c.get("userId");
    const id = c.req.param("id") ?? "";
    await deleteVersioned(c.env.FILES, imageSlot(userId, id));
    return c.body(null, 204);
  });
