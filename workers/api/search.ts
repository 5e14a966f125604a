// GET /api/search?q=&lang= (docs/rules/assistant.md, "Header search"): the session user's
// medicines, published doctors and education content containing q (workers/reads/search.ts).
import { Hono } from "hono";
import * as z from "zod/mini";
import { SEARCH_MAX, SEARCH_MIN } from "../../app/domain/assistant/limits";
import { LANGUAGES } from "../../app/domain/settings";
import { dbOf, runRead } from "../reads/read";
import { searchRead } from "../reads/search";
import { requireUser, type ApiEnv } from "./context";

const searchSchema = z.object({
  q: z.string().check(z.trim(), z.minLength(SEARCH_MIN), z.maxLength(SEARCH_MAX)),
  lang: z.enum(LANGUAGES),
});

export const searchApi = new Hono<ApiEnv>().get("/", requireUser, async (c) => {
  const { q, lang } = searchSchema.parse({ q: c.req.query("q") ?? "", lang: c.req.query("lang") ?? "en" });
  c.header("cache-control", "no-store");
  return c.json(await runRead(dbOf(c.env), searchRead(c.get("userId"), q, lang)));
});
