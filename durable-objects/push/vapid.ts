// The VAPID header of a Web Push request (RFC 8292), signed by the Worker's WebCrypto.
// web-push signs it with jws and asn1.js (a PEM of the private key, bn.js under it),
// some 120 KiB of library code in the Worker that WebCrypto makes redundant: ES256 is
// ECDSA P-256 over SHA-256, and WebCrypto's signature is already the JWS form (r || s).
import { fromBase64Url, toBase64Url } from "../lib/base64url";

export interface VapidKeys {
  /** `mailto:` or `https:` contact the push services may use (wrangler.toml VAPID_SUBJECT). */
  subject: string;
  /** The uncompressed P-256 point (65 bytes), base64url, as browsers take it for `applicationServerKey`. */
  publicKey: string;
  /** The private scalar (32 bytes), base64url. */
  privateKey: string;
}

/** How long a push service accepts the token: web-push's default (RFC 8292 allows up to 24 hours). */
export const VAPID_TOKEN_SECONDS = 12 * 60 * 60;

const text = (value: unknown) => toBase64Url(new TextEncoder().encode(JSON.stringify(value)));

function keyBytes(name: string, value: string, length: number): Uint8Array<ArrayBuffer> {
  const bytes = fromBase64Url(value);
  if (bytes?.length !== length) throw new Error(`${name} should be ${length} bytes, base64url`);
  return bytes;
}

/** The imported key per key pair: a reminder or a care alert signs a push per subscription, and the pair changes only with a deploy. */
const imported = new Map<string, Promise<CryptoKey>>();

function signingKey(keys: VapidKeys): Promise<CryptoKey> {
  const id = `${keys.publicKey}.${keys.privateKey}`;
  let key = imported.get(id);
  if (!key) {
    key = importSigningKey(keys);
    // A refused pair is not kept: it throws again at the next push, as it did before.
    key.catch(() => imported.delete(id));
    imported.set(id, key);
  }
  return key;
}

async function importSigningKey(keys: VapidKeys): Promise<CryptoKey> {
  const point = keyBytes("VAPID_PUBLIC_KEY", keys.publicKey, 65);
  if (point[0] !== 4) throw new Error("VAPID_PUBLIC_KEY should be an uncompressed P-256 point");
  keyBytes("VAPID_PRIVATE_KEY", keys.privateKey, 32);
  const jwk = { kty: "EC", crv: "P-256", d: keys.privateKey, x: toBase64Url(point.subarray(1, 33)), y: toBase64Url(point.subarray(33)) };
  // A private key that does not belong to the public key fails here rather than at every push service.
  return crypto.subtle.importKey("jwk", jwk, { name: "ECDSA", namedCurve: "P-256" }, false, ["sign"]);
}

/** `Authorization: vapid t=<JWT>, k=<public key>` for a push to `endpoint`, valid for VAPID_TOKEN_SECONDS from `nowMs`. */
export async function vapidAuthorization(endpoint: string, keys: VapidKeys, nowMs = Date.now()): Promise<string> {
  if (!/^(mailto|https):/.test(keys.subject)) throw new Error("VAPID_SUBJECT should be a mailto: or https: URL");
  const claims = { aud: new URL(endpoint).origin, exp: Math.floor(nowMs / 1000) + VAPID_TOKEN_SECONDS, sub: keys.subject };
  const unsigned = `${text({ typ: "JWT", alg: "ES256" })}.${text(claims)}`;
  const signature = await crypto.subtle.sign({ name: "ECDSA", hash: "SHA-256" }, await signingKey(keys), new TextEncoder().encode(unsigned));
  return `vapid t=${unsigned}.${toBase64Url(signature)}, k=${keys.publicKey}`;
}
