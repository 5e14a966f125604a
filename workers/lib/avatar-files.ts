// Where avatars live in R2 (binding FILES): avatars/{userId}/avatar.{ext}, one per
// user, overwritten on upload. The object's customMetadata.version names the upload
// the current URL was made for. Versions look like "m2k9x1c4f7q-png": time and a
// random tail (two uploads in one millisecond still differ), then the type.
import { AVATAR_TYPES, type AvatarMime } from "../../app/domain/profile";

export type AvatarExt = (typeof AVATAR_TYPES)[AvatarMime];
const EXTS = Object.values(AVATAR_TYPES) as AvatarExt[];
const VERSION = /^[a-z0-9]{1,16}-(jpg|png|webp)$/;

export const avatarKey = (userId: string, ext: AvatarExt) => `avatars/${userId}/avatar.${ext}`;

/** A stored file's version: time and a random tail, then its type (lab files use the same form). */
export function newFileVersion<E extends string>(ext: E): string {
  const tail = crypto.getRandomValues(new Uint32Array(1))[0].toString(36).padStart(4, "0").slice(-4);
  return `${Date.now().toString(36)}${tail}-${ext}`;
}

export const newAvatarVersion = (ext: AvatarExt): string => newFileVersion(ext);

/** The extension a version was made for, or null when it is not one of ours. */
export function versionExt(version: string): AvatarExt | null {
  return (VERSION.exec(version)?.[1] as AvatarExt | undefined) ?? null;
}

/** Stores the new avatar, then removes the user's avatar of any other type. */
export async function storeAvatar(files: R2Bucket, userId: string, bytes: Uint8Array, type: AvatarMime): Promise<string> {
  const ext = AVATAR_TYPES[type];
  const version = newAvatarVersion(ext);
  await files.put(avatarKey(userId, ext), bytes, { httpMetadata: { contentType: type }, customMetadata: { version } });
  await files.delete(EXTS.filter((e) => e !== ext).map((e) => avatarKey(userId, e)));
  return version;
}

/** The stored avatar if `version` is still the current upload; null for an old or unknown one. */
export async function currentAvatar(files: R2Bucket, userId: string, version: string): Promise<R2ObjectBody | null> {
  const ext = versionExt(version);
  if (!ext) return null;
  const obj = await files.get(avatarKey(userId, ext));
  if (!obj) return null;
  if (obj.customMetadata?.version !== version) {
    await obj.body.cancel();
    return null;
  }
  return obj;
}
