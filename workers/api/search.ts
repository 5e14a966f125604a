// GET /api/search?q=&lang= (docs/rules/assistant.md, "Header search"): the session user's
// medicines, published doctors and education content containing q (workers/reads/search.ts).
import { Hono } from "hono";
import * as z from "zod/mini";
import { SEARCH_MAX, SEARCH_MIN } from "../../app/domain/assistant/limits";
import { LANGUAGES } from "../../app/domain/settings/rules";
import { runRead } from "../reads/read";
import { searchRead } from "../reads/search";
import { overUserRateLimit, type UserRateLimit } from "../lib/user-rate-limit";
import { requireUser, type ApiEnv } from "./context";

const searchSchema = z.object({
  q: z.string().check(z.trim(), z.minLength(SEARCH_MIN), z.maxLength(SEARCH_MAX)),
  lang: z.enum(LANGUAGES),
});

/**
 * Each search scans the user's medicines, the doctors and the education content (issue 27:
 * it had no limit). The box asks after a pause in typing, so a person stays far below this.
 */
export const SEARCH_RATE_LIMIT: UserRateLimit = { name: "search", perWindow: 120, windowSeconds: 60 };

export const searchApi = new Hono<ApiEnv>().get("/", requireUser, async (c) => {
  const { q, lang } = searchSchema.parse({ q: c.req.query("q") ?? "", lang: c.req.query("lang") ?? "en" });
  const wait = await overUserRateLimit(c.env.DB, SEARCH_RATE_LIMIT, c.get("userId"));
  if (wait > 0)
    return c.json({ error: { code: "rate_limited", message: "Too many searches. Please try again in a minute." } }, 429, { "retry-after": String(wait) });
  c.header("cache-control", "no-store");
  return c.json(await runRead(c.get("reads"), searchRead(c.get("userId"), q, lang)));
});
