// Where avatars live in R2 (binding FILES): avatars/{userId}/avatar.{ext}, one per
// user, overwritten on upload; versioned like every record file (versioned-files.ts).
import { AVATAR_TYPES, type AvatarMime } from "../../app/domain/profile/rules";
import { currentVersioned, storeVersioned, type FileSlot } from "../../durable-objects/lib/versioned-files";

export type AvatarExt = (typeof AVATAR_TYPES)[AvatarMime];
export const AVATAR_EXTS = Object.values(AVATAR_TYPES) as AvatarExt[];

export const avatarKey = (userId: string, ext: AvatarExt) => `avatars/${userId}/avatar.${ext}`;
const avatarSlot = (userId: string): FileSlot<AvatarExt> => ({ keyOf: (ext) => avatarKey(userId, ext), exts: AVATAR_EXTS });

/** Stores the new avatar, then removes the user's avatar of any other type. */
export const storeAvatar = (files: R2Bucket, userId: string, bytes: Uint8Array, type: AvatarMime): Promise<string> =>
  storeVersioned(files, avatarSlot(userId), AVATAR_TYPES[type], bytes, type);

/** The stored avatar if `version` is still the current upload; null for an old or unknown one. */
export const currentAvatar = (files: R2Bucket, userId: string, version: string): Promise<R2ObjectBody | null> =>
  currentVersioned(files, avatarSlot(userId), version);
