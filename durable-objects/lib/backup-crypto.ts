// Cloud backup encryption (issue 15; docs/rules/cloud-backup.md). Each user has a data
// key (AES-256-GCM) that encrypts their backups; it is stored only wrapped (AES-KW) by a
// Worker secret, BACKUP_WRAPPING_KEYS: a copy of the bucket and the database reveals
// nothing without that secret. The secret lists keys, newest first: new data keys are
// wrapped by the first, and a wrapped key names its wrapping key by a fingerprint, so
// an operator can rotate (scripts/rotate-backup-key.ts) without downtime.
import { fromBase64Url, sha256Url, toBase64Url } from "./base64url";

export interface WrappingKey {
  /** Fingerprint stored with each wrapped key (not secret: a hash prefix). */
  id: string;
  key: CryptoKey;
}

export interface WrappedDataKey {
  wrapped_key: string;
  key_id: string;
}

/** The magic at the start of every sealed backup: format 1 is gzip'd JSON, AES-256-GCM, 12-byte IV. */
const MAGIC = new TextEncoder().encode("SSB1");
const IV_BYTES = 12;

/** A new wrapping key for BACKUP_WRAPPING_KEYS (32 random bytes, base64url). */
export function newWrappingKeyText(): string {
  return toBase64Url(crypto.getRandomValues(new Uint8Array(32)));
}

/** BACKUP_WRAPPING_KEYS parsed, newest first. Throws on a key that is not 32 bytes of base64url. */
export async function wrappingKeys(secret: string | undefined): Promise<WrappingKey[]> {
  const texts = (secret ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
  return Promise.all(
    texts.map(async (text) => {
      const raw = fromBase64Url(text);
      if (!raw || raw.length !== 32) throw new Error("BACKUP_WRAPPING_KEYS: each key must be 32 bytes, base64url");
      return { id: (await sha256Url(text)).slice(0, 16), key: await crypto.subtle.importKey("raw", raw, "AES-KW", false, ["wrapKey", "unwrapKey"]) };
    }),
  );
}

/** A new data key, wrapped by `wrapping`. */
export async function newDataKey(wrapping: WrappingKey): Promise<{ key: CryptoKey; stored: WrappedDataKey }> {
  // AES-GCM makes one key, never a pair (the Workers types return either).
  const key = (await crypto.subtle.generateKey({ name: "AES-GCM", length: 256 }, true, ["encrypt", "decrypt"])) as CryptoKey;
  return { key, stored: await wrapDataKey(key, wrapping) };
}

export async function wrapDataKey(key: CryptoKey, wrapping: WrappingKey): Promise<WrappedDataKey> {
  return { wrapped_key: toBase64Url(await crypto.subtle.wrapKey("raw", key, wrapping.key, "AES-KW")), key_id: wrapping.id };
}

/** The data key, unwrapped by whichever key wrapped it; throws when none of `keys` did. */
export async function unwrapDataKey(stored: WrappedDataKey, keys: readonly WrappingKey[], extractable = false): Promise<CryptoKey> {
  const wrapping = keys.find((k) => k.id === stored.key_id);
  const bytes = fromBase64Url(stored.wrapped_key);
  if (!wrapping || !bytes) throw new Error("This backup key was wrapped by a key the Worker does not have");
  return crypto.subtle.unwrapKey("raw", bytes, wrapping.key, "AES-KW", "AES-GCM", extractable, ["encrypt", "decrypt"]);
}

async function pipe(bytes: Uint8Array, stream: CompressionStream | DecompressionStream): Promise<Uint8Array> {
  return new Uint8Array(await new Response(new Blob([bytes as Uint8Array<ArrayBuffer>]).stream().pipeThrough(stream)).arrayBuffer());
}

/**
 * `text` compressed and encrypted. `context` (the user and the backup's id) is bound as
 * additional data: a sealed backup moved to another user or name does not open.
 */
export async function seal(key: CryptoKey, text: string, context: string): Promise<Uint8Array> {
  const iv = crypto.getRandomValues(new Uint8Array(IV_BYTES));
  const packed = await pipe(new TextEncoder().encode(text), new CompressionStream("gzip"));
  const sealed = new Uint8Array(
    await crypto.subtle.encrypt({ name: "AES-GCM", iv, additionalData: new TextEncoder().encode(context) }, key, packed as BufferSource),
  );
  const out = new Uint8Array(MAGIC.length + IV_BYTES + sealed.length);
  out.set(MAGIC, 0);
  out.set(iv, MAGIC.length);
  out.set(sealed, MAGIC.length + IV_BYTES);
  return out;
}

/** The text `seal` sealed; throws when it was changed, or sealed by another key or for another context. */
export async function unseal(key: CryptoKey, bytes: Uint8Array, context: string): Promise<string> {
  if (bytes.length < MAGIC.length + IV_BYTES || MAGIC.some((b, i) => bytes[i] !== b)) throw new Error("Not a sealed backup");
  const iv = bytes.slice(MAGIC.length, MAGIC.length + IV_BYTES);
  const packed = await crypto.subtle.decrypt(
    { name: "AES-GCM", iv, additionalData: new TextEncoder().encode(context) },
    key,
    bytes.slice(MAGIC.length + IV_BYTES),
  );
  return new TextDecoder().decode(await pipe(new Uint8Array(packed), new DecompressionStream("gzip")));
}

/** Rotation: a stored data key wrapped again by `to`; unchanged when `to` wrapped it already. */
export async function rewrapDataKey(stored: WrappedDataKey, from: readonly WrappingKey[], to: WrappingKey): Promise<WrappedDataKey> {
  if (stored.key_id === to.id) return stored;
  return wrapDataKey(await unwrapDataKey(stored, from, true), to);
}
