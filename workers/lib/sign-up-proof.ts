// Account pre-hijacking (docs/rules/entry-and-accounts.md, "Sign-up"):
// anyone can sign up with someone else's email and a password of their own. Following the
// emailed link proves the email, not who chose the password. The browser that signed up
// gets a signed cookie naming the new account; a link opened there keeps the password and
// signs in as before. A link opened anywhere else verifies the email, drops the sign-up
// password and every session, and asks the email's owner to set their own password.
import { parseCookies } from "better-auth/cookies";
import { fromBase64Url } from "../../durable-objects/lib/base64url";
import { hmacSign, hmacVerify } from "../../durable-objects/lib/hmac";

export const SIGN_UP_PROOF_COOKIE = "sushastho.sign_up";
/** A phone keeps up to 3 accounts (issue 13): the proofs of that many unfinished sign-ups. */
const MAX_PROOFS = 3;
/** As long as the verification link lives (workers/auth.ts emailVerification.expiresIn). */
const PROOF_SECONDS = 60 * 60 * 24;

const message = (userId: string) => `sign-up-proof|${userId}`;

const proofsIn = (cookieHeader: string | null) =>
  (parseCookies(cookieHeader ?? "").get(SIGN_UP_PROOF_COOKIE) ?? "").split(".").filter(Boolean).slice(-MAX_PROOFS);

/** The Set-Cookie that adds this account's proof to the ones this browser already holds. */
export async function signUpProofCookie(secret: string, userId: string, cookieHeader: string | null, secure: boolean): Promise<string> {
  const proofs = [...proofsIn(cookieHeader), await hmacSign(secret, message(userId))].slice(-MAX_PROOFS);
  // Lax: the link in the email is a top-level navigation. Only the verification endpoint reads it.
  return `${SIGN_UP_PROOF_COOKIE}=${proofs.join(".")}; Path=/api/auth/verify-email; Max-Age=${PROOF_SECONDS}; HttpOnly; SameSite=Lax${secure ? "; Secure" : ""}`;
}

/** Whether this request comes from the browser that signed this account up. */
export async function hasSignUpProof(secret: string, userId: string, cookieHeader: string | null): Promise<boolean> {
  for (const proof of proofsIn(cookieHeader)) if (await hmacVerify(secret, message(userId), proof)) return true;
  return false;
}

/** The email a verification link is for (better-auth checks the token itself; this only chooses the path). */
export function emailOfVerificationToken(token: string | null): string | null {
  const payload = fromBase64Url(token?.split(".")[1] ?? "");
  if (!payload?.length) return null;
  try {
    const { email } = JSON.parse(new TextDecoder().decode(payload)) as { email?: unknown };
    return typeof email === "string" ? email.toLowerCase() : null;
  } catch {
    return null;
  }
}

/**
 * What a stranger may have left on an account whose email was never proven: its password
 * (the credential account) and its sessions. Called once the owner has proven the email
 * elsewhere; the owner then sets a password of their own.
 */
export async function dropUnprovenAccess(db: D1Database, userId: string): Promise<void> {
  await db.batch([
    db.prepare("delete from account where user_id = ? and provider_id = 'credential'").bind(userId),
    db.prepare("delete from session where user_id = ?").bind(userId),
  ]);
}
