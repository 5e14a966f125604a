// better-auth under /api/auth/*, with its errors rewritten into the one API error shape,
// and password sign-ins' failures counted per email, address and known device (lib/sign-in-limit.ts).
import type { Context } from "hono";
import * as z from "zod/mini";
import { FULL_NAME_MAX } from "../../app/domain/profile/rules";
import { createAuth } from "../auth";
import { randomToken } from "../../durable-objects/lib/base64url";
import { knownDeviceCookie, knownDeviceFor } from "../lib/known-device";
import { claimSignInAttempt, releaseSignInAttempt, type SignInKeys } from "../lib/sign-in-limit";
import { dropUnprovenAccess, emailOfVerificationToken, hasSignUpProof, signUpProofCookie } from "../lib/sign-up-proof";
import type { ApiEnv } from "./context";

/**
 * The better-auth endpoints the app uses; every other one (update-user, change-email,
 * delete-user, list-sessions…) answers 404. better-auth mounts many by default, and
 * update-user took a name of a million characters and any `image` URL. A later
 * feature that needs one adds it here with its own input check.
 */
const ALLOWED: { method: string; path: RegExp }[] = [
  { method: "POST", path: /^\/sign-in\/email$/ },
  { method: "POST", path: /^\/sign-up\/email$/ },
  { method: "POST", path: /^\/sign-in\/social$/ },
  { method: "GET", path: /^\/callback\/google$/ },
  { method: "POST", path: /^\/send-verification-email$/ },
  { method: "GET", path: /^\/verify-email$/ },
  { method: "POST", path: /^\/request-password-reset$/ },
  { method: "GET", path: /^\/reset-password\/[^/]+$/ },
  { method: "POST", path: /^\/reset-password$/ },
  { method: "GET", path: /^\/get-session$/ },
  { method: "POST", path: /^\/sign-out$/ },
];

/** Sign-up's own fields: a name the profile can hold, and no `image` (avatars come through /api/profile/avatar). */
const signUpBody = z.looseObject({
  name: z.string().check(z.trim(), z.minLength(1), z.maxLength(FULL_NAME_MAX)),
  image: z.optional(z.never()),
});

export async function authRoute(c: Context<ApiEnv>) {
  const path = new URL(c.req.url).pathname.slice("/api/auth".length);
  if (!ALLOWED.some((a) => a.method === c.req.method && a.path.test(path))) {
    return c.json({ error: { code: "not_found", message: "No such API endpoint" } }, 404);
  }
  if (path === "/sign-up/email") {
    const body = signUpBody.safeParse(
      await c.req.raw
        .clone()
        .json()
        .catch(() => null),
    );
    if (!body.success) return c.json({ error: { code: "validation_error", message: "Invalid sign-up details" } }, 400);
  }
  const signIn = c.req.method === "POST" && new URL(c.req.url).pathname === "/api/auth/sign-in/email";
  const keys = signIn ? await signInKeys(c.req.raw, c.env.BETTER_AUTH_SECRET) : null;
  if (keys) {
    const retryAfter = await claimSignInAttempt(c.env.DB, keys);
    if (retryAfter > 0) {
      return c.json(
        // Past a minute it is a day's limit: waiting a minute would not help, a password reset does.
        { error: { code: retryAfter > 60 ? "too_many_attempts_today" : "too_many_attempts", message: "Too many sign-in attempts. Please try again later." } },
        429,
        { "retry-after": String(retryAfter) },
      );
    }
  }
  const auth = createAuth(c.env, new URL(c.req.url).origin);
  if (c.req.method === "GET" && path === "/verify-email") return verifyEmail(c, auth);
  let res = await auth.handler(c.req.raw);
  if (path === "/sign-up/email" && res.ok) res = await withSignUpProof(c, res);
  // Only a wrong email or password (401) keeps its claim; a 403 (unverified email) proved the password right.
  if (keys && res.status !== 401) await releaseSignInAttempt(c.env.DB, keys);
  if (keys?.email && res.status === 200) res = await withKnownDevice(c, res, keys.email);
  // Redirects (email links, Google) and successes pass through untouched.
  if (res.status < 400 || !res.headers.get("content-type")?.includes("application/json")) return res;
  const body = ((await res.json().catch(() => null)) ?? {}) as { code?: string; message?: string };
  const headers = new Headers(res.headers);
  headers.delete("content-length");
  return new Response(JSON.stringify({ error: { code: body.code ?? `http_${res.status}`, message: body.message ?? res.statusText } }), {
    status: res.status,
    headers,
  });
}

/** The email being tried (read from a copy: better-auth reads the body itself), the client IP and this device's token for the email. */
async function signInKeys(req: Request, secret: string): Promise<SignInKeys> {
  let email: string | null = null;
  try {
    const body = (await req.clone().json()) as { email?: unknown };
    if (typeof body.email === "string" && body.email.length <= 320) email = body.email;
  } catch {
    // Unreadable JSON (only JSON gets here: api/same-origin-json.ts): better-auth refuses it; only the IP is counted.
  }
  const device = email ? await knownDeviceFor(secret, req.headers.get("cookie"), email) : null;
  return { email, ip: req.headers.get("cf-connecting-ip"), device };
}

/** A password sign-in succeeded: this device now counts its own attempts for the email (lib/known-device.ts). */
async function withKnownDevice(c: Context<ApiEnv>, res: Response, email: string): Promise<Response> {
  const secure = new URL(c.req.url).protocol === "https:";
  const cookie = await knownDeviceCookie(c.env.BETTER_AUTH_SECRET, email, c.req.header("cookie") ?? null, secure);
  if (!cookie) return res;
  const out = new Response(res.body, res);
  out.headers.append("set-cookie", cookie);
  return out;
}

/** Sign-up succeeded: this browser gets the proof that it chose the account's password (lib/sign-up-proof.ts). */
async function withSignUpProof(c: Context<ApiEnv>, res: Response): Promise<Response> {
  const body = (await res
    .clone()
    .json()
    .catch(() => null)) as { user?: { id?: unknown } } | null;
  if (typeof body?.user?.id !== "string") return res;
  const out = new Response(res.body, res);
  const secure = new URL(c.req.url).protocol === "https:";
  out.headers.append("set-cookie", await signUpProofCookie(c.env.BETTER_AUTH_SECRET, body.user.id, c.req.header("cookie") ?? null, secure));
  return out;
}

/**
 * The emailed verification link. Opened in the browser that signed up, better-auth verifies
 * and signs in. Opened anywhere else for a not yet verified account, the email is proven
 * but the password is not: the sign-up password and any session go, and the owner lands on
 * the set-password step with a fresh reset token (docs/rules/entry-and-accounts.md).
 */
async function verifyEmail(c: Context<ApiEnv>, auth: ReturnType<typeof createAuth>): Promise<Response> {
  const email = emailOfVerificationToken(new URL(c.req.url).searchParams.get("token"));
  const user = (column: "email" | "id", value: string) =>
    c.env.DB.prepare(`select id, email_verified from user where ${column} = ?`).bind(value).first<{ id: string; email_verified: number }>();
  const before = email ? await user("email", email) : null;
  const unproven = before && !before.email_verified && !(await hasSignUpProof(c.env.BETTER_AUTH_SECRET, before.id, c.req.header("cookie") ?? null));
  const res = await auth.handler(c.req.raw);
  if (!before || !unproven || !(await user("id", before.id))?.email_verified) return res;
  // better-auth's Set-Cookie (the session it just made) is not passed on: that session is gone.
  await dropUnprovenAccess(c.env.DB, before.id);
  const token = randomToken(24);
  const { internalAdapter } = await auth.$context;
  await internalAdapter.createVerificationValue({ value: before.id, identifier: `reset-password:${token}`, expiresAt: new Date(Date.now() + RESET_TOKEN_MS) });
  return c.redirect(`/auth/reset-password?token=${token}&verified=1`, 302);
}

/** As long as an emailed reset link (workers/auth.ts resetPasswordTokenExpiresIn). */
const RESET_TOKEN_MS = 60 * 60 * 1000;
