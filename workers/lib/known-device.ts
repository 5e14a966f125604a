// The OWASP "device cookie": a browser where an account has signed in with its password
// before gets a signed token naming that account. Its sign-ins are counted on their own
// (per token), so a stranger guessing the account's password from anywhere, or from the
// same carrier NAT address, cannot lock its owner out on their own phone (sign-in-limit.ts).
import { parseCookies } from "better-auth/cookies";
import { randomToken } from "../../durable-objects/lib/base64url";
import { hmacSign, hmacVerify } from "../../durable-objects/lib/hmac";

export const KNOWN_DEVICE_COOKIE = "sushastho.known_device";
/** A phone keeps up to 3 accounts (issue 13); a few more for accounts that left it. */
const MAX_TOKENS = 5;
const TOKEN_SECONDS = 60 * 60 * 24 * 365;

const message = (email: string, nonce: string) => `known-device|${email.trim().toLowerCase()}|${nonce}`;
const tokensIn = (cookieHeader: string | null) =>
  (parseCookies(cookieHeader ?? "").get(KNOWN_DEVICE_COOKIE) ?? "").split(".").filter(Boolean).slice(-MAX_TOKENS);

/** This device's token for `email` (its nonce keys its own attempt count), or null. */
export async function knownDeviceFor(secret: string, cookieHeader: string | null, email: string): Promise<string | null> {
  for (const token of tokensIn(cookieHeader)) {
    const [nonce, sig] = token.split("~");
    if (nonce && sig && (await hmacVerify(secret, message(email, nonce), sig))) return nonce;
  }
  return null;
}

/** The Set-Cookie after a successful password sign-in: this device now knows `email` (null when it already did). */
/** The sign-in endpoints that read it: a patient's (better-auth) and an admin's. */
export const SIGN_IN_PATHS = { patient: "/api/auth/sign-in/email", admin: "/api/admin-access/sign-in" } as const;

export async function knownDeviceCookie(
  secret: string,
  email: string,
  cookieHeader: string | null,
  secure: boolean,
  path: string = SIGN_IN_PATHS.patient,
): Promise<string | null> {
  if (await knownDeviceFor(secret, cookieHeader, email)) return null;
  const nonce = randomToken(12);
  const tokens = [...tokensIn(cookieHeader), `${nonce}~${await hmacSign(secret, message(email, nonce))}`].slice(-MAX_TOKENS);
  // Only the sign-in endpoint reads it (each endpoint its own copy); HttpOnly: the page never needs it.
  return `${KNOWN_DEVICE_COOKIE}=${tokens.join(".")}; Path=${path}; Max-Age=${TOKEN_SECONDS}; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}
