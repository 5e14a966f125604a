// The accounts this browser holds a session for: better-auth's multiSession plugin keeps
// one signed cookie per session ("…session_token_multi-<token>"). Only the signed,
// unexpired ones count, so a forged or stale cookie names nobody.
import { APIError } from "better-auth/api";
import { parseCookies } from "better-auth/cookies";
import { MAX_SAVED_ACCOUNTS } from "../../app/domain/accounts/rules";
import type { Auth } from "../auth";

/** The part of better-auth's middleware context these checks use. */
interface AuthHookContext {
  path: string;
  body?: { email?: unknown } | null;
  headers?: Headers;
  getSignedCookie: (key: string, secret: string) => Promise<string | null | false>;
  context: {
    secret: string;
    internalAdapter: {
      findSessions: (
        tokens: string[],
        options?: { onlyActiveSessions?: boolean },
      ) => Promise<{ session: { expiresAt: Date }; user: { id: string; email: string } }[]>;
    };
  };
}

const isMultiSessionCookie = (name: string) => name.includes("_multi-");

/** The distinct users of the valid sessions this request's cookies carry. */
async function deviceSessionUsers(ctx: AuthHookContext) {
  const header = ctx.headers?.get("cookie");
  if (!header) return [];
  const names = [...parseCookies(header).keys()].filter(isMultiSessionCookie);
  const tokens = (await Promise.all(names.map((n) => ctx.getSignedCookie(n, ctx.context.secret)))).filter((t): t is string => typeof t === "string");
  if (!tokens.length) return [];
  const now = new Date();
  const sessions = await ctx.context.internalAdapter.findSessions(tokens, { onlyActiveSessions: true });
  const users = new Map<string, string>();
  for (const s of sessions) if (s && new Date(s.session.expiresAt) > now) users.set(s.user.id, s.user.email.toLowerCase());
  return [...users.values()];
}

/**
 * Before a sign-in: a browser that already holds MAX_SAVED_ACCOUNTS other accounts is
 * refused ('Maximum 3 accounts allowed per device'). Signing in again as one of them is
 * fine. Without this, better-auth would sign the fourth in and quietly not remember it.
 */
export async function refuseFourthAccount(ctx: AuthHookContext) {
  const signIn = ctx.path === "/sign-in/email" || ctx.path.startsWith("/callback/");
  if (!signIn) return;
  const held = await deviceSessionUsers(ctx);
  if (held.length < MAX_SAVED_ACCOUNTS) return;
  const email = typeof ctx.body?.email === "string" ? ctx.body.email.trim().toLowerCase() : null;
  if (email && held.includes(email)) return;
  throw new APIError("FORBIDDEN", { code: "MAX_ACCOUNTS", message: "Maximum 3 accounts allowed per device" });
}

/** A session this browser holds, with its token (server-side only: tokens never reach the page). */
export interface DeviceSession {
  token: string;
  user: { id: string; email: string; name: string; image?: string | null };
}

/** The valid sessions this request's cookies carry, one per user (better-auth's own list). */
export async function listDeviceSessions(auth: Auth, headers: Headers): Promise<DeviceSession[]> {
  const list = (await auth.api.listDeviceSessions({ headers })) as { session: { token: string }; user: DeviceSession["user"] }[];
  return list.map((s) => ({ token: s.session.token, user: s.user }));
}
