// Sends an avatar image to POST /api/profile/avatar and answers the URL to save in
// avatar_url. The file goes as the raw body (api.upload);
// errors arrive as ApiError in the one error shape, with a code the screen translates.
import { AVATAR_MAX_BYTES, AVATAR_TYPES } from "~/domain/profile/rules";
import { api, ApiError } from "../../platform/api";
import { isOnline } from "../../platform/device/online";

export async function uploadAvatar(file: File): Promise<string> {
  // Early answers for what the server would refuse anyway (it checks the bytes themselves).
  if (!(file.type in AVATAR_TYPES)) throw new ApiError(400, "avatar_not_image", "Only JPEG, PNG or WebP images can be used");
  if (file.size > AVATAR_MAX_BYTES) throw new ApiError(413, "avatar_too_large", "The image is too large");
  if (!isOnline()) throw new ApiError(0, "network_error", "Uploading needs an internet connection");
  return (await api.upload<{ url: string }>("POST", "/api/profile/avatar", file)).url;
}
