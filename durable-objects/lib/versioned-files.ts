// One file per record in R2 (an avatar, a medicine's image, a lab report's file): stored
// at a key per type, with the upload's version in customMetadata, so a URL naming an
// older version answers like a missing file. Versions look like "m2k9x1c4f7q-png": time
// and a random tail (two uploads in one millisecond still differ), then the type.

/** A stored file's version: time and a random tail, then its type. */
export function newFileVersion<E extends string>(ext: E): string {
  const tail = crypto.getRandomValues(new Uint32Array(1))[0].toString(36).padStart(4, "0").slice(-4);
  return `${Date.now().toString(36)}${tail}-${ext}`;
}

/** Where one record's file lives, by type, and the types it may have. */
export interface FileSlot<E extends string> {
  keyOf: (ext: E) => string;
  exts: readonly E[];
}

/** The type a version was made for, or null when it is not one of this slot's. */
export function versionExt<E extends string>(slot: FileSlot<E>, version: string): E | null {
  const m = /^[a-z0-9]{1,16}-([a-z0-9]+)$/.exec(version);
  return m && (slot.exts as readonly string[]).includes(m[1]) ? (m[1] as E) : null;
}

/** Stores the new file with a new version, then removes the record's file of any other type; answers the version. */
export async function storeVersioned<E extends string>(files: R2Bucket, slot: FileSlot<E>, ext: E, bytes: Uint8Array, contentType: string): Promise<string> {
  const version = newFileVersion(ext);
  await files.put(slot.keyOf(ext), bytes, { httpMetadata: { contentType }, customMetadata: { version } });
  await files.delete(slot.exts.filter((e) => e !== ext).map(slot.keyOf));
  return version;
}

/** The stored file if `version` is still its current upload; null for an old or unknown one. */
export async function currentVersioned<E extends string>(files: R2Bucket, slot: FileSlot<E>, version: string): Promise<R2ObjectBody | null> {
  const ext = versionExt(slot, version);
  const obj = ext ? await files.get(slot.keyOf(ext)) : null;
  if (!obj) return null;
  if (obj.customMetadata?.version !== version) {
    await obj.body.cancel();
    return null;
  }
  return obj;
}

/** Removes the record's file, whatever its type. */
export const deleteVersioned = <E extends string>(files: R2Bucket, slot: FileSlot<E>) => files.delete(slot.exts.map(slot.keyOf));
