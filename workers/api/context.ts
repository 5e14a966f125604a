// Shared Hono types and the session guard every protected handler starts with.
import { createMiddleware } from "hono/factory";
import type { SessionUser } from "../../app/domain/session";
import { userIsPremium } from "../../durable-objects/premium-grant";
import { userHub } from "../../durable-objects/user-hub-address";
import { lookUpSession } from "../auth";
import { dbOf, type Db, type ReadStores } from "../reads/read";
import { readStores } from "../reads/stores";
import { ApiError } from "./errors";

/**
 * What a protected handler gets from requireUser: the session's user and id (every
 * query is scoped by it), D1, where its reads run (`reads`: D1 and the user's hub), and
 * the user's own UserHub (every write), made on first use.
 */
export type ApiEnv = {
  Bindings: Env;
  Variables: { user: SessionUser; userId: string; db: Db; reads: ReadStores; hub: () => ReturnType<typeof userHub> };
};

export const requireUser = createMiddleware<ApiEnv>(async (c, next) => {
  const { user, setCookies } = await lookUpSession(c.env, c.req.raw);
  if (!user) throw new ApiError(401, "unauthorized", "Sign in required");
  c.set("user", user);
  c.set("userId", user.id);
  c.set("db", dbOf(c.env));
  c.set("reads", readStores(c.env, user.id));
  let hub: ReturnType<typeof userHub> | undefined;
  c.set("hub", () => (hub ??= userHub(c.env, user.id)));
  await next();
  // A session read from D1 renews the signed cookie cache: pass it on.
  for (const cookie of setCookies) c.res.headers.append("set-cookie", cookie);
});

/** Parses a JSON body with the given zod schema; a bad body is a 400 with field messages. */
export async function parseJson<T>(c: { req: { json: () => Promise<unknown> } }, schema: { parse: (v: unknown) => T }) {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw new ApiError(400, "invalid_json", "The request body is not valid JSON");
  }
  return schema.parse(body);
}

/** After requireUser: a premium-only feature (docs/rules/premium-and-ads.md) answers 403 to a free user while tiers are on. */
export const requirePremium = createMiddleware<ApiEnv>(async (c, next) => {
  if (!(await userIsPremium(c.env, c.get("userId"), Date.now()))) throw new ApiError(403, "premium_required", "This feature is part of Premium");
  await next();
});
