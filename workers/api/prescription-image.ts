// A saved prescription's photo in R2 (issue 14), mounted at /api/prescriptions/:id/image:
// a JPEG or PNG under 10 MB (spec) at prescriptions/{userId}/{id}/image.{ext}. PUT
// answers the version, which the client saves in image_key. Deleting the prescription
// removes the photo too (UserHub, its table rule's `file`). Rules: record-file-api.ts.
import { PRESCRIPTION_IMAGE_MAX_BYTES, PRESCRIPTION_IMAGE_TYPES, type PrescriptionImageMime } from "../../app/domain/prescriptions/rules";
import { savedPrescriptions } from "../../drizzle/schema";
import { sniffImageType } from "../lib/image-type";
import { prescriptionImageSlot } from "../../durable-objects/lib/record-files";
import { ApiError } from "./errors";
import { ownRowOf, recordFileApi } from "./record-file-api";

/** A JPEG or PNG by its bytes (no WebP: the spec names JPG and PNG). */
function sniffPrescriptionImage(bytes: Uint8Array): PrescriptionImageMime | null {
  const type = sniffImageType(bytes);
  return type === "image/jpeg" || type === "image/png" ? type : null;
}

export const prescriptionImageApi = recordFileApi({
  requireOwn: ownRowOf(savedPrescriptions, "Prescription not found"),
  slot: prescriptionImageSlot,
  maxBytes: PRESCRIPTION_IMAGE_MAX_BYTES,
  sniff: sniffPrescriptionImage,
  exts: PRESCRIPTION_IMAGE_TYPES,
  errors: {
    tooLarge: () => new ApiError(413, "image_too_large", "Image size must be less than 10MB"),
    missing: () => new ApiError(400, "image_missing", "No image was sent"),
    notAllowed: () => new ApiError(400, "image_type", "Please select a valid image file (JPG, PNG)"),
  },
  stored: (_id, version, type) => ({ version, type }),
  missing: "Prescription not found",
});
