// Avatar URLs carry HMAC-SHA256(BETTER_AUTH_SECRET, "avatar:" + userId + ":" + version):
// unguessable without the secret, checkable without any lookup, and different for
// every upload (the version changes), so an old link stops working once replaced.
import { hmacSign, hmacVerify } from "../../durable-objects/lib/hmac";

const message = (userId: string, version: string) => `avatar:${userId}:${version}`;

export function avatarToken(secret: string, userId: string, version: string): Promise<string> {
  return hmacSign(secret, message(userId, version));
}

/** Constant-time check (WebCrypto's verify), so timing reveals nothing about the right token. */
export function isAvatarToken(secret: string, userId: string, version: string, token: string): Promise<boolean> {
  return hmacVerify(secret, message(userId, version), token);
}
