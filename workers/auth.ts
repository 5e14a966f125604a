// better-auth, built per request because it needs this request's D1 binding.
import { betterAuth } from "better-auth";
import { drizzleAdapter } from "better-auth/adapters/drizzle";
import { drizzle } from "drizzle-orm/d1";
import * as schema from "../drizzle/schema";
import { MIN_PASSWORD_LENGTH } from "../app/domain/auth-rules";
import type { SessionUser } from "../app/domain/session";
import { hashPassword, verifyPassword } from "./lib/password";

export function createAuth(env: Env, baseURL: string) {
  return betterAuth({
    baseURL,
    basePath: "/api/auth",
    secret: env.BETTER_AUTH_SECRET,
    database: drizzleAdapter(drizzle(env.DB, { schema }), { provider: "sqlite", schema }),
    emailAndPassword: {
      enabled: true,
      minPasswordLength: MIN_PASSWORD_LENGTH,
      // Spec 1 §2: a new account goes to the sign-in screen, not straight in.
      autoSignIn: false,
      password: { hash: hashPassword, verify: verifyPassword },
    },
    session: { expiresIn: 60 * 60 * 24 * 30, updateAge: 60 * 60 * 24 },
    advanced: { database: { generateId: () => crypto.randomUUID() } },
    telemetry: { enabled: false },
  });
}

export type Auth = ReturnType<typeof createAuth>;

/** The session's user, or null. The only source of "who is asking" anywhere on the server. */
export async function getSessionUser(env: Env, request: Request): Promise<SessionUser | null> {
  const headers = request.headers;
  if (!headers.get("cookie")?.includes("session_token")) return null;
  const session = await createAuth(env, new URL(request.url).origin).api.getSession({ headers });
  if (!session) return null;
  const u = session.user;
  return {
    id: u.id,
    email: u.email,
    name: u.name,
    image: u.image ?? null,
    emailVerified: u.emailVerified,
    createdAt: new Date(u.createdAt).toISOString(),
  };
}
