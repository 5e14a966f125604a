// Sends an avatar image to POST /api/profile/avatar and answers the URL to save in
// avatar_url. The file goes as the raw body (the one API client speaks JSON only);
// errors arrive as ApiError in the one error shape, with a code the screen translates.
import { AVATAR_MAX_BYTES, AVATAR_TYPES } from "~/domain/profile";
import { ApiError } from "./api";
import { isOnline } from "./online";

export async function uploadAvatar(file: File): Promise<string> {
  // Early answers for what the server would refuse anyway (it checks the bytes themselves).
  if (!(file.type in AVATAR_TYPES)) throw new ApiError(400, "avatar_not_image", "Only JPEG, PNG or WebP images can be used");
  if (file.size > AVATAR_MAX_BYTES) throw new ApiError(413, "avatar_too_large", "The image is too large");
  if (!isOnline()) throw new ApiError(0, "network_error", "Uploading needs an internet connection");
  let res: Response;
  try {
    res = await fetch("/api/profile/avatar", {
      method: "POST",
      credentials: "same-origin",
      headers: { "content-type": file.type },
      body: file,
    });
  } catch {
    throw new ApiError(0, "network_error", "Network request failed");
  }
  const data = (await res.json().catch(() => null)) as { url?: string; error?: { code?: string; message?: string } } | null;
  if (!res.ok || !data?.url) throw new ApiError(res.status, data?.error?.code ?? `http_${res.status}`, data?.error?.message ?? res.statusText);
  return data.url;
}
