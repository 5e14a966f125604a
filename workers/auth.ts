// better-auth, built per request because it needs this request's D1 binding.
// better-auth/minimal: the same auth without Kysely, its dialects and its schema
// introspection and migrations (D1's schema is drizzle's: drizzle/migrations), which
// the full entry would put in the Worker (docs/PERFORMANCE.md "The Worker").
import { betterAuth } from "better-auth/minimal";
import { APIError, createAuthMiddleware } from "better-auth/api";
import { admin, multiSession } from "better-auth/plugins";
import { defaultAc } from "better-auth/plugins/admin/access";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { getCookieCache, getSessionCookie, parseCookies } from "better-auth/cookies";
import { drizzle } from "drizzle-orm/d1";
import * as schema from "../drizzle/schema";
import { MAX_SAVED_ACCOUNTS } from "../app/domain/accounts/rules";
import { MIN_PASSWORD_LENGTH } from "../app/domain/auth/rules";
import type { SessionUser } from "../app/domain/session";
import { resetPasswordEmail, verificationEmail } from "./auth-emails";
import { sendEmail } from "./email";
import { cacheValidUntil, VerifiedSessionCaches } from "./lib/verified-session-caches";
import { refuseFourthAccount } from "./lib/device-sessions";
import { hashPassword, verifyPassword } from "./lib/password";
import { forgetAccountFailures } from "./lib/sign-in-limit";
import { dropUnprovenAccess } from "./lib/sign-up-proof";

/** Google sign-in exists only when both secrets are set; the login screen explains otherwise. */
export const googleConfigured = (env: Env) => Boolean(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET);

export function createAuth(env: Env, baseURL: string) {
  return betterAuth({
    baseURL,
    basePath: "/api/auth",
    secret: env.BETTER_AUTH_SECRET,
    database: drizzleAdapter(drizzle(env.DB, { schema }), { provider: "sqlite", schema }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      // docs/rules/entry-and-accounts.md: a new account goes to the sign-in screen, not straight in.
      autoSignIn: false,
      // docs/rules/entry-and-accounts.md 'Check your email to verify your account': unverified accounts cannot sign in.
      requireEmailVerification: true,
      password: { hash: hashPassword, verify: verifyPassword },
      resetPasswordTokenExpiresIn: 60 * 60,
      revokeSessionsOnPasswordReset: true,
      sendResetPassword: ({ user, url }) => sendEmail(env, resetPasswordEmail(user.email, url)),
      // The reset link was mailed to the address: using it proves the email as the verification link does,
      // and lifts the account's sign-in ceiling that strangers' guesses may have used up (lib/sign-in-limit.ts).
      onPasswordReset: async ({ user }) => {
        if (!user.emailVerified) await env.DB.prepare("update user set email_verified = 1 where id = ?").bind(user.id).run();
        await forgetAccountFailures(env.DB, user.email);
      },
    },
    emailVerification: {
      sendOnSignUp: true,
      // The link is the confirmation: it signs in and leads to /splash (docs/rules/entry-and-accounts.md),
      // in the browser that signed up; elsewhere it leads to setting a password (api/auth-route.ts verifyEmail).
      autoSignInAfterVerification: true,
      expiresIn: 60 * 60 * 24,
      sendVerificationEmail: ({ user, url }) => sendEmail(env, verificationEmail(user.email, url)),
    },
    socialProviders: googleConfigured(env)
      ? {
          // docs/rules/entry-and-accounts.md: offline access and a forced consent prompt.
          google: { clientId: env.GOOGLE_CLIENT_ID!, clientSecret: env.GOOGLE_CLIENT_SECRET!, accessType: "offline", prompt: "consent" },
        }
      : undefined,
    // Google meeting an account whose email nobody has proven (a stranger may have signed up
    // with it): Google's verified email proves it, so the link goes ahead and the stranger's
    // password and sessions go (lib/sign-up-proof.ts). better-auth's default would refuse the
    // link and leave the owner unable to use Google; auth.test.ts fails if a release changes this.
    account: { accountLinking: { requireLocalEmailVerified: false } },
    databaseHooks: {
      account: {
        create: {
          after: async (account) => {
            if (account.providerId === "credential") return;
            const owner = await env.DB.prepare("select email_verified from user where id = ?").bind(account.userId).first<{ email_verified: number }>();
            if (owner && !owner.email_verified) await dropUnprovenAccess(env.DB, account.userId);
          },
        },
      },
    },
    // better-auth's limiter is off outside production unless enabled. It guards every auth path
    // per IP against floods (D1-backed: Worker isolates share no memory). Failed password
    // guesses per email and per IP have their own, tighter count (lib/sign-in-limit.ts).
    rateLimit: {
      enabled: true,
      storage: "database",
      window: 60,
      max: 100,
      customRules: {
        // Bangladeshi mobile carriers put many phones behind one IP (CGNAT): per-IP limits
        // must leave room for a crowd of honest sign-ins and sign-ups. Guessing is bounded
        // by the failure limits (5/min per email, 30/min per IP: lib/sign-in-limit.ts).
        "/sign-in/email": { window: 60, max: 300 },
        "/sign-up/email": { window: 60, max: 100 },
        // Read on every page load; counting it would cost a D1 write per page.
        "/get-session": false,
      },
    },
    hooks: {
      // docs/rules/entry-and-accounts.md wants 'Account Exists' for a taken email; better-auth would hide it behind
      // a fake success. Sign-up is IP rate-limited, which bounds what this reveals.
      before: createAuthMiddleware(async (ctx) => {
        await refuseFourthAccount(ctx);
        if (ctx.path !== "/sign-up/email") return;
        const email = typeof ctx.body?.email === "string" ? ctx.body.email.trim().toLowerCase() : "";
        if (email && (await ctx.context.internalAdapter.findUserByEmail(email))) {
          throw new APIError("UNPROCESSABLE_ENTITY", { code: "USER_ALREADY_EXISTS", message: "User already registered" });
        }
      }),
    },
    session: {
      expiresIn: 60 * 60 * 24 * 30,
      updateAge: 60 * 60 * 24,
      // A signed copy of the session in a cookie: most requests know the user without D1.
      // Sign-out clears it at once; a session revoked elsewhere ends within SESSION_CACHE_SECONDS.
      cookieCache: { enabled: true, maxAge: SESSION_CACHE_SECONDS },
    },
    advanced: {
      // The schema check compares drizzle/schema with better-auth's tables on every auth
      // instance, which is every auth request here: a worker test runs it once instead
      // (tests/api/auth-schema.test.ts), and the Worker ships without it (vite.lean-worker.ts).
      database: { generateId: () => crypto.randomUUID(), validateSchema: false },
      // Cloudflare sets this header at the edge (and workerd locally); X-Forwarded-For can be forged.
      ipAddress: { ipAddressHeaders: ["cf-connecting-ip"] },
    },
    // A shared phone keeps up to 3 signed-in accounts (issue 13): each sign-in adds a signed
    // cookie per session; the accounts API switches between them server-side, so session
    // tokens never reach the page. Signing out ends every session this browser holds.
    // Roles (docs/rules/admin.md): the admin plugin owns user.role and refuses banned users'
    // sign-ins. None of its endpoints is reachable (api/auth-route.ts ALLOWED), and its own
    // roles grant nothing, impersonation least of all: an admin must never see a patient's
    // data. The admin area's own API (api/admin/) checks the role in D1 on every request.
    plugins: [
      multiSession({ maximumSessions: MAX_SAVED_ACCOUNTS }),
      admin({
        defaultRole: "user",
        adminRoles: ["admin"],
        roles: { admin: defaultAc.newRole({ user: [], session: [] }), user: defaultAc.newRole({ user: [], session: [] }) },
      }),
    ],
    telemetry: { enabled: false },
  });
}

export type Auth = ReturnType<typeof createAuth>;

/** How long a signed session cookie is trusted before D1 is asked again (and the cookie renewed). */
export const SESSION_CACHE_SECONDS = 5 * 60;

/** Cookie headers this isolate has already verified, until their cache expires (lib/verified-session-caches.ts). */
const verifiedCaches = new VerifiedSessionCaches<SessionUser>();

export interface SessionLookup {
  user: SessionUser | null;
  /** Set-Cookie values to send back (a renewed session cookie cache), if any. */
  setCookies: string[];
}

const toSessionUser = (u: {
  id: string;
  email: string;
  name: string;
  image?: string | null;
  emailVerified: boolean;
  createdAt: Date | string;
}): SessionUser => ({
  id: u.id,
  email: u.email,
  name: u.name,
  image: u.image ?? null,
  emailVerified: u.emailVerified,
  createdAt: new Date(u.createdAt).toISOString(),
});

/**
 * The session's user, or null: the only source of "who is asking" anywhere on the
 * server. The signed cookie cache answers without D1 (checked with the secret, and
 * only while it is younger than SESSION_CACHE_SECONDS); otherwise better-auth reads
 * the session from D1 and renews the cache cookie, which the caller must send back.
 */
export async function lookUpSession(env: Env, request: Request): Promise<SessionLookup> {
  const headers = request.headers;
  const cookies = headers.get("cookie");
  if (!cookies?.includes("session_token")) return { user: null, setCookies: [] };
  const known = verifiedCaches.get(cookies, env.BETTER_AUTH_SECRET);
  if (known) return { user: known, setCookies: [] };
  const isSecure = new URL(request.url).protocol === "https:";
  const cached = await getCookieCache(headers, { secret: env.BETTER_AUTH_SECRET, isSecure }).catch(() => null);
  // The cache must belong to the session token sent with it (a stale cache from an earlier sign-in is ignored).
  const token = getSessionCookie(headers, { path: "/" })?.split(".")[0];
  if (cached?.user && cached.session?.token && cached.session.token === token) {
    const user = toSessionUser(cached.user as Parameters<typeof toSessionUser>[0]);
    const value = parseCookies(cookies).get(`${isSecure ? "__Secure-" : ""}better-auth.session_data`);
    verifiedCaches.set(cookies, env.BETTER_AUTH_SECRET, user, cacheValidUntil(value, cached.session.expiresAt));
    return { user, setCookies: [] };
  }
  const auth = createAuth(env, new URL(request.url).origin);
  const { headers: out, response } = await auth.api.getSession({ headers, returnHeaders: true });
  return { user: response ? toSessionUser(response.user) : null, setCookies: out.getSetCookie() };
}

/** The session's user, or null, when nothing needs to be sent back (tests, DO-side checks). */
export async function getSessionUser(env: Env, request: Request): Promise<SessionUser | null> {
  return (await lookUpSession(env, request)).user;
}
