// Sends a medicine's image to PUT /api/medicines/:id/image (the raw file as the body)
// and answers the URL to save in image_url; removes it with DELETE. Errors arrive as
// ApiError with a code the form translates (image.errors.*).
import { AVATAR_TYPES } from "~/domain/profile";
import { ApiError } from "~/lib/api";
import { MEDICINE_IMAGE_MAX_BYTES } from "~/domain/medicine-limits";
import { isOnline } from "~/lib/online";

/** The types the server recognises (by the file's bytes): JPEG, PNG, WebP. */
export const MEDICINE_IMAGE_ACCEPT = Object.keys(AVATAR_TYPES).join(",");

/** An early answer for what the server would refuse anyway, or null. */
export function imageProblem(file: File): "image_not_image" | "image_too_large" | null {
  if (!(file.type in AVATAR_TYPES)) return "image_not_image";
  if (file.size > MEDICINE_IMAGE_MAX_BYTES) return "image_too_large";
  return null;
}

async function send(method: "PUT" | "DELETE", medicineId: string, file?: File): Promise<Response> {
  if (!isOnline()) throw new ApiError(0, "network_error", "Needs an internet connection");
  try {
    return await fetch(`/api/medicines/${encodeURIComponent(medicineId)}/image`, {
      method,
      credentials: "same-origin",
      headers: file ? { "content-type": file.type } : undefined,
      body: file,
    });
  } catch {
    throw new ApiError(0, "network_error", "Network request failed");
  }
}

export async function uploadMedicineImage(medicineId: string, file: File): Promise<string> {
  const problem = imageProblem(file);
  if (problem) throw new ApiError(400, problem, "The image cannot be used");
  const res = await send("PUT", medicineId, file);
  const data = (await res.json().catch(() => null)) as { url?: string; error?: { code?: string; message?: string } } | null;
  if (!res.ok || !data?.url) throw new ApiError(res.status, data?.error?.code ?? `http_${res.status}`, data?.error?.message ?? res.statusText);
  return data.url;
}

/** Removes the stored file; the caller clears image_url through the outbox. */
export async function deleteMedicineImage(medicineId: string): Promise<void> {
  const res = await send("DELETE", medicineId);
  if (!res.ok) throw new ApiError(res.status, `http_${res.status}`, res.statusText);
}
