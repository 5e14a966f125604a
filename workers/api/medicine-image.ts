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
import { ne } from "drizzle-orm";
import { DELETED_CATEGORY } from "../../app/domain/doses/rules";
import { AVATAR_TYPES } from "../../app/domain/profile/rules";
import { MEDICINE_IMAGE_MAX_BYTES, medicineImageUrl } from "../../app/domain/medicines/limits";
import { medicines } from "../../drizzle/schema";
import { AVATAR_EXTS, type AvatarExt } from "../lib/avatar-files";
import type { FileSlot } from "../../durable-objects/lib/versioned-files";
import { sniffImageType } from "../lib/image-type";
import { ApiError } from "./errors";
import { ownRowOf, recordFileApi } from "./record-file-api";

const imageSlot = (userId: string, medicineId: string): FileSlot<AvatarExt> => ({
  keyOf: (ext) => `medicines/${userId}/${medicineId}/image.${ext}`,
  exts: AVATAR_EXTS,
});

/** The session user's live medicine, or a 404 that looks the same for another user's or a missing one. */
const requireOwnMedicine = ownRowOf(medicines, "No such medicine", ne(medicines.category, DELETED_CATEGORY));

export const medicineImage = recordFileApi({
  requireOwn: requireOwnMedicine,
  slot: imageSlot,
  maxBytes: MEDICINE_IMAGE_MAX_BYTES,
  sniff: sniffImageType,
  exts: AVATAR_TYPES,
  errors: {
    tooLarge: () => new ApiError(413, "image_too_large", "The image must be 2 MB or smaller"),
    missing: () => new ApiError(400, "image_missing", "No image was sent"),
    notAllowed: () => new ApiError(400, "image_not_image", "Only JPEG, PNG or WebP images can be used"),
  },
  stored: (id, version) => ({ url: medicineImageUrl(id, version) }),
  missing: "No such medicine image",
});
