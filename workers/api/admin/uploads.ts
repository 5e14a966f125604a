// POST /api/admin/uploads: an image or short video (raw body) for content, stored in R2
// under content/{yyyy}/{mm}/{uuid}.{ext}; its type comes from its bytes. Answers the path
// to paste into an item (served by GET /api/content-media/…).
import { Hono } from "hono";
import { uuidv7 } from "uuidv7";
import { MEDIA_PUBLIC_PREFIX, MEDIA_R2_PREFIX, UPLOAD_IMAGE_MAX_BYTES, UPLOAD_VIDEO_MAX_BYTES } from "../../../app/domain/admin/rules";
import { extensionOf, sniffMediaType } from "../../lib/media-type";
import { readSniffedUpload } from "../../lib/read-limited";
import type { ApiEnv } from "../context";
import { ApiError } from "../errors";
import { auditRow } from "./audit";

const MB = 1024 * 1024;

export const adminUploadsApi = new Hono<ApiEnv>().post("/", async (c) => {
  const { bytes, type } = await readSniffedUpload(c.req.raw, UPLOAD_VIDEO_MAX_BYTES, sniffMediaType, {
    tooLarge: () => new ApiError(413, "upload_too_large", `Files must be ${UPLOAD_VIDEO_MAX_BYTES / MB} MB or smaller`),
    missing: () => new ApiError(400, "upload_missing", "No file was sent"),
    notAllowed: () => new ApiError(400, "upload_type", "Only JPEG, PNG or WebP images and MP4 or WebM videos can be uploaded"),
  });
  if (type.startsWith("image/") && bytes.byteLength > UPLOAD_IMAGE_MAX_BYTES)
    throw new ApiError(413, "upload_too_large", `Images must be ${UPLOAD_IMAGE_MAX_BYTES / MB} MB or smaller`);
  const now = new Date();
  const key = `${MEDIA_R2_PREFIX}${now.getUTCFullYear()}/${String(now.getUTCMonth() + 1).padStart(2, "0")}/${uuidv7()}.${extensionOf[type]}`;
  await c.env.FILES.put(key, bytes, { httpMetadata: { contentType: type } });
  const user = c.get("user");
  await auditRow(c.get("db"), user, "upload.create", "upload", key);
  return c.json({ path: `${MEDIA_PUBLIC_PREFIX}${key.slice(MEDIA_R2_PREFIX.length)}`, type, size: bytes.byteLength }, 201);
});
