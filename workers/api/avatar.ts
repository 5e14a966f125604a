// POST /api/profile/avatar: an image (raw body or multipart field "file") of at most
// AVATAR_MAX_BYTES, recognised by its bytes, stored in R2; answers the URL to save
// in profiles.avatar_url (the client writes that through the outbox).
// GET /api/profile/avatar/{userId}/{version}/{token}: serves it to whoever holds the
// URL; the token is an HMAC of user and version, so URLs cannot be guessed.
import { Hono } from "hono";
import { AVATAR_MAX_BYTES } from "../../app/domain/profile/rules";
import { isAvatarToken, avatarToken } from "../lib/avatar-token";
import { currentAvatar, storeAvatar } from "../lib/avatar-files";
import { sniffImageType, privateImageResponse } from "../lib/image-type";
import { BodyTooLarge, readLimited } from "../lib/read-limited";
import { requireUser, type ApiEnv } from "./context";
import { ApiError } from "./errors";

/** Room for multipart boundaries and part headers around the file itself. */
const MULTIPART_OVERHEAD = 16 * 1024;

const tooLarge = () => new ApiError(413, "avatar_too_large", `The image must be ${AVATAR_MAX_BYTES / 1024 / 1024} MB or smaller`);
const notImage = () => new ApiError(400, "avatar_not_image", "Only JPEG, PNG or WebP images can be used");

async function uploadedBytes(request: Request): Promise<Uint8Array<ArrayBuffer>> {
  const type = request.headers.get("content-type") ?? "";
  const multipart = type.startsWith("multipart/form-data");
  let body: Uint8Array<ArrayBuffer>;
  try {
    body = await readLimited(request, AVATAR_MAX_BYTES + (multipart ? MULTIPART_OVERHEAD : 0));
  } catch (err) {
    if (err instanceof BodyTooLarge) throw tooLarge();
    throw err;
  }
  if (!multipart) return body;
  let file: File | string | null;
  try {
    file = (await new Response(body, { headers: { "content-type": type } }).formData()).get("file");
  } catch {
    throw new ApiError(400, "avatar_missing", "No image was sent");
  }
  if (!file || typeof file === "string") throw new ApiError(400, "avatar_missing", "No image was sent");
  if (file.size > AVATAR_MAX_BYTES) throw tooLarge();
  return new Uint8Array(await file.arrayBuffer());
}

export const avatar = new Hono<ApiEnv>()
  .post("/", requireUser, async (c) => {
    const userId = c.get("userId");
    const bytes = await uploadedBytes(c.req.raw);
    if (!bytes.byteLength) throw new ApiError(400, "avatar_missing", "No image was sent");
    const type = sniffImageType(bytes);
    if (!type) throw notImage();
    const version = await storeAvatar(c.env.FILES, userId, bytes, type);
    const token = await avatarToken(c.env.BETTER_AUTH_SECRET, userId, version);
    return c.json({ url: `/api/profile/avatar/${userId}/${version}/${token}` }, 201);
  })
  .get("/:userId/:version/:token", async (c) => {
    const { userId, version, token } = c.req.param();
    // A wrong token and a missing file answer alike, so neither can be probed.
    const ok = await isAvatarToken(c.env.BETTER_AUTH_SECRET, userId, version, token);
    const obj = ok ? await currentAvatar(c.env.FILES, userId, version) : null;
    if (!obj) throw new ApiError(404, "not_found", "No such avatar");
    return privateImageResponse(obj);
  });
