// Sends a medicine's image to PUT /api/medicines/:id/image (the raw file as the body)
// and answers the URL to save in image_url; removes it with DELETE. Errors arrive as
// ApiError with a code the form translates (image.errors.*).
import { AVATAR_TYPES } from "~/domain/profile/rules";
import { api, ApiError } from "~/platform/api";
import { MEDICINE_IMAGE_MAX_BYTES } from "~/domain/medicines/limits";
import { isOnline } from "~/platform/device/online";

/** The types the server recognises (by the file's bytes): JPEG, PNG, WebP. */
export const MEDICINE_IMAGE_ACCEPT = Object.keys(AVATAR_TYPES).join(",");

/** An early answer for what the server would refuse anyway, or null. */
export function imageProblem(file: File): "image_not_image" | "image_too_large" | null {
  if (!(file.type in AVATAR_TYPES)) return "image_not_image";
  if (file.size > MEDICINE_IMAGE_MAX_BYTES) return "image_too_large";
  return null;
}

const imagePath = (medicineId: string) => `/api/medicines/${encodeURIComponent(medicineId)}/image`;

function needsNetwork() {
  if (!isOnline()) throw new ApiError(0, "network_error", "Needs an internet connection");
}

export async function uploadMedicineImage(medicineId: string, file: File): Promise<string> {
  const problem = imageProblem(file);
  if (problem) throw new ApiError(400, problem, "The image cannot be used");
  needsNetwork();
  return (await api.upload<{ url: string }>("PUT", imagePath(medicineId), file)).url;
}

/** Removes the stored file; the caller clears image_url through the outbox. */
export async function deleteMedicineImage(medicineId: string): Promise<void> {
  needsNetwork();
  await api.delete(imagePath(medicineId));
}
