// base64url without padding, for tokens in URLs (HMAC tokens, summary links) and keys in text columns.
export function toBase64Url(bytes: ArrayBuffer | Uint8Array): string {
  const arr = bytes instanceof Uint8Array ? bytes : new Uint8Array(bytes);
  let bin = "";
  for (const b of arr) bin += String.fromCharCode(b);
  return btoa(bin).replace(/\+/g, "-").replace(/\//g, "_").replace(/=+$/, "");
}

/** Null for anything that is not base64url. */
export function fromBase64Url(s: string): Uint8Array<ArrayBuffer> | null {
  if (!/^[\w-]*$/.test(s)) return null;
  try {
    const bin = atob(s.replace(/-/g, "+").replace(/_/g, "/"));
    return Uint8Array.from(bin, (c) => c.charCodeAt(0));
  } catch {
    return null;
  }
}

/** `n` random bytes as base64url. */
export function randomToken(n = 32): string {
  return toBase64Url(crypto.getRandomValues(new Uint8Array(n)));
}

/** SHA-256 of `text`, base64url: how a bearer token is stored (the table cannot be turned back into tokens). */
export async function sha256Url(text: string): Promise<string> {
  return toBase64Url(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text)));
}
