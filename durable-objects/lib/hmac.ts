// HMAC-SHA256 tokens with a server secret, base64url: signed with WebCrypto, checked
// with its constant-time verify. Each use names its purpose in the message, so a token
// made for one thing (an avatar URL, a notification's action) is never valid for another.
import { fromBase64Url, toBase64Url } from "./base64url";

const encoder = new TextEncoder();

function key(secret: string, usage: "sign" | "verify") {
  return crypto.subtle.importKey("raw", encoder.encode(secret), { name: "HMAC", hash: "SHA-256" }, false, [usage]);
}

export async function hmacSign(secret: string, message: string): Promise<string> {
  return toBase64Url(await crypto.subtle.sign("HMAC", await key(secret, "sign"), encoder.encode(message)));
}

export async function hmacVerify(secret: string, message: string, token: string): Promise<boolean> {
  const sig = fromBase64Url(token);
  if (!sig) return false;
  return crypto.subtle.verify("HMAC", await key(secret, "verify"), sig, encoder.encode(message));
}
