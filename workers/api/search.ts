// GET /api/search?q=&lang= (docs/rules/assistant.md, "Header search"): the user's own
// medicines, published doctors and published education content whose names contain q,
// in ONE D1 batch. Medicines are scoped by the session user; doctors and content are
// public rows. Content answers one row per group_id in the UI language, else the other.
import { Hono } from "hono";
import * as z from "zod/mini";
import { SEARCH_LIMIT, SEARCH_MAX, SEARCH_MIN, type SearchResponse } from "../../app/domain/assistant/limits";
import { LANGUAGES } from "../../app/domain/settings";
import { requireUser, type ApiEnv } from "./context";

const searchSchema = z.object({
  q: z.string().check(z.trim(), z.minLength(SEARCH_MIN), z.maxLength(SEARCH_MAX)),
  lang: z.enum(LANGUAGES),
});

/** `q` as a LIKE pattern that matches it literally. */
const contains = (q: string) => `%${q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;

export const searchApi = new Hono<ApiEnv>().get("/", requireUser, async (c) => {
  const { q, lang } = searchSchema.parse({ q: c.req.query("q") ?? "", lang: c.req.query("lang") ?? "en" });
  const like = contains(q);
  const db = c.env.DB;
  const [meds, docs, content] = await db.batch([
    db
      .prepare(
        `select id, name, dosage from medicines
         where user_id = ?1 and category <> 'deleted' and name like ?2 escape '\\'
         order by lower(name), id limit ?3`,
      )
      .bind(c.get("userId"), like, SEARCH_LIMIT),
    db
      .prepare(
        `select id, case when ?3 = 'bn' then name_bn else name_en end as name, specialty from doctors
         where published_at is not null and (name_en like ?1 escape '\\' or name_bn like ?1 escape '\\')
         order by name_en, id limit ?2`,
      )
      .bind(like, SEARCH_LIMIT, lang),
    // Every language's row of the matching groups; the UI language's is kept below.
    db
      .prepare(
        `select group_id, language, title, content_category from educational_content
         where published_at is not null and group_id in (
           select distinct group_id from educational_content
           where published_at is not null and group_id is not null
             and (title like ?1 escape '\\' or summary like ?1 escape '\\')
           order by group_id limit ?2)
         order by group_id`,
      )
      .bind(like, SEARCH_LIMIT),
  ]);
  const byGroup = new Map<string, SearchResponse["articles"][number] & { language: string }>();
  for (const row of content.results as (SearchResponse["articles"][number] & { language: string })[]) {
    const seen = byGroup.get(row.group_id);
    if (!seen || (seen.language !== lang && row.language === lang)) byGroup.set(row.group_id, row);
  }
  c.header("cache-control", "no-store");
  return c.json<SearchResponse>({
    medicines: meds.results as SearchResponse["medicines"],
    doctors: docs.results as SearchResponse["doctors"],
    articles: [...byGroup.values()].map(({ group_id, title, content_category }) => ({ group_id, title, content_category })),
  });
});
