// Writes drizzle/migrations/0013_education_content.sql from drizzle/seed/education-content.json:
// the articles, stories and daily tips reach every database, production included, the
// way the schema does (`wrangler d1 migrations apply`). INSERT OR IGNORE, so an item an
// admin edited later is never overwritten; the four placeholder articles of the old
// demo seed (plain text bodies, not blocks) are removed. Run it again after editing the
// JSON only while 0013 is unreleased; later content goes through the admin area or a
// new migration (docs/rules/education.md).
//   node scripts/education-sql.mjs            write the migration
//   node scripts/education-sql.mjs --check    fail when the migration is out of date
import { readFileSync, writeFileSync } from "node:fs";
import { insertStatements } from "./seed-sql.mjs";

/** The old demo articles (drizzle/seed/content.json before issue 16): a body of plain text, not blocks. */
export const OLD_PLACEHOLDER_IDS = ["article-en-bp", "story-en-diabetes", "article-bn-bp", "story-bn-diabetes"];

/** Featured on the dashboard (docs/rules/education.md): two articles and one story. */
export const FEATURED = new Set(["high-blood-pressure-silent", "blood-sugar-targets", "story-nurjahan-sylhet-diabetes"]);

/** Publication instants: the first item newest, one day apart, so "newest first" keeps the file's order. */
const FIRST_PUBLISHED = Date.parse("2026-11-20T00:00:00.000Z");
const DAY_MS = 86_400_000;

export function educationRows(seed) {
  const content = [];
  seed.items.forEach((item, i) => {
    for (const lang of ["en", "bn"]) {
      const text = item[lang];
      if (!text) continue;
      content.push({
        id: `${item.id}-${lang}`,
        group_id: item.id,
        language: lang,
        title: text.title,
        summary: text.summary,
        body: JSON.stringify(text.body),
        category: item.category,
        content_type: "text",
        content_category: item.kind,
        read_time_minutes: item.read_time_minutes,
        author: item.author[lang],
        sources: JSON.stringify(item.sources ?? []),
        note: item.note ? item.note[lang] : null,
        is_featured: FEATURED.has(item.id),
        published_at: new Date(FIRST_PUBLISHED - i * DAY_MS).toISOString(),
      });
    }
  });
  const tips = seed.tips.map((t) => ({ id: t.id, tip_text: t.tip_text, language: t.language, is_active: true }));
  return { content, tips };
}

export function educationSql(seed) {
  const { content, tips } = educationRows(seed);
  return [
    "-- Issue 16: the education content (drizzle/seed/education-content.json) for every database. Written by scripts/education-sql.mjs: do not edit by hand.",
    `DELETE FROM educational_content WHERE id IN (${OLD_PLACEHOLDER_IDS.map((id) => `'${id}'`).join(", ")});`,
    // One row per statement: a D1 statement must stay under 100 KB, and a body can be several.
    ...content.flatMap((row) => insertStatements("educational_content", [row])),
    ...insertStatements("daily_tips", tips),
  ].join("\n--> statement-breakpoint\n") + "\n";
}

const OUT = new URL("../drizzle/migrations/0013_education_content.sql", import.meta.url);

if (import.meta.url === `file://${process.argv[1]}`) {
  const seed = JSON.parse(readFileSync(new URL("../drizzle/seed/education-content.json", import.meta.url), "utf8"));
  const sql = educationSql(seed);
  if (process.argv.includes("--check")) {
    if (readFileSync(OUT, "utf8") !== sql) {
      console.error("drizzle/migrations/0013_education_content.sql is out of date: run node scripts/education-sql.mjs");
      process.exit(1);
    }
  } else {
    writeFileSync(OUT, sql);
    console.log(`Wrote ${OUT.pathname}`);
  }
}
