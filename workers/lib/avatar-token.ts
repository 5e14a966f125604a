// Avatar URLs carry HMAC-SHA256(BETTER_AUTH_SECRET, "avatar:" + userId + ":" + version):
// unguessable without the secret, checkable without any lookup, and different for
// every upload (the version changes), so an old link stops working once replaced.
const encoder = new TextEncoder();

function key(secret: string, usage: KeyUsage) {
  return crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, [usage]);
}

const message = (userId: string, version: string) => encoder.encode(`avatar:${userId}:${version}`);

function toBase64Url(bytes: ArrayBuffer): string {
  return btoa(String.fromCharCode(...new Uint8Array(bytes))).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

function fromBase64Url(s: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[\w-]+$/.test(s)) return null;
  try {
    const bin = atob(s.replace(/-/g, "+").replace(/_/g, "/"));
    return Uint8Array.from(bin, (c) => c.charCodeAt(0));
  } catch {
    return null;
  }
}

export async function avatarToken(secret: string, userId: string, version: string): Promise<string> {
  return toBase64Url(await crypto.subtle.sign("HMAC", await key(secret, "sign"), message(userId, version)));
}

/** Constant-time check (WebCrypto's verify), so timing reveals nothing about the right token. */
export async function isAvatarToken(secret: string, userId: string, version: string, token: string): Promise<boolean> {
  const sig = fromBase64Url(token);
  if (!sig) return false;
  return crypto.subtle.verify("HMAC", await key(secret, "verify"), sig, message(userId, version));
}
