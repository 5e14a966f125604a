// Writes drizzle/migrations/0013_education_content.sql from drizzle/seed/education-content.json:
// the articles, stories and daily tips reach every database, production included, the
// way the schema does (`wrangler d1 migrations apply`). INSERT OR IGNORE, so an item an
// admin edited later is never overwritten; the four placeholder articles of the old
// demo seed (plain text bodies, not blocks) are removed.
// 0013 is released, so it never changes: a later wording fix is a phrase in
// drizzle/seed/education-corrections.json, made in the seed file and, by migration 0015
// (also written here), in databases. 0013 is the seed with those phrases put back.
//   node scripts/education-sql.mjs            write the migrations
//   node scripts/education-sql.mjs --check    fail when a migration is out of date
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
  return (
    [
      "-- Issue 16: the education content (drizzle/seed/education-content.json) for every database. Written by scripts/education-sql.mjs: do not edit by hand.",
      `DELETE FROM educational_content WHERE id IN (${OLD_PLACEHOLDER_IDS.map((id) => `'${id}'`).join(", ")});`,
      // One row per statement: a D1 statement must stay under 100 KB, and a body can be several.
      ...content.flatMap((row) => insertStatements("educational_content", [row])),
      ...insertStatements("daily_tips", tips),
    ].join("\n--> statement-breakpoint\n") + "\n"
  );
}

/** Every string of a value with `from` replaced by `to` (a piece's title, summary, blocks, note). */
function replaced(value, from, to) {
  if (typeof value === "string") return value.replaceAll(from, to);
  if (Array.isArray(value)) return value.map((v) => replaced(v, from, to));
  if (value && typeof value === "object") return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, replaced(v, from, to)]));
  return value;
}

/** The seed as migration 0013 shipped it: the corrections' new phrases put back to the old ones. */
export function releasedSeed(seed, corrections) {
  const items = seed.items.map((item) => {
    let bn = item.bn;
    let en = item.en;
    for (const c of corrections.content.filter((c) => c.id === `${item.id}-bn` || c.id === `${item.id}-en`)) {
      if (c.id.endsWith("-bn")) bn = replaced(bn, c.to, c.from);
      else en = replaced(en, c.to, c.from);
    }
    return { ...item, en, bn };
  });
  const tips = seed.tips.map((tip) =>
    corrections.tips.filter((c) => c.id === tip.id).reduce((t, c) => ({ ...t, tip_text: t.tip_text.replaceAll(c.to, c.from) }), tip),
  );
  return { ...seed, items, tips };
}

// SQLite's replace() changes only the phrase, and nothing when it is gone: a piece an
// admin has since rewritten keeps the admin's text. The phrases hold no quote or
// backslash, so a body's JSON has them exactly as written.
export function correctionsSql(corrections) {
  const q = (s) => {
    if (/["\\]/.test(s)) throw new Error(`A correction phrase with a quote or backslash does not match JSON text: ${s}`);
    return `'${s.replaceAll("'", "''")}'`;
  };
  const content = corrections.content.map(
    (c) =>
      `UPDATE educational_content SET title = replace(title, ${q(c.from)}, ${q(c.to)}), summary = replace(summary, ${q(c.from)}, ${q(c.to)}), body = replace(body, ${q(c.from)}, ${q(c.to)}), note = replace(note, ${q(c.from)}, ${q(c.to)}) WHERE id = ${q(c.id)};`,
  );
  const tips = corrections.tips.map((c) => `UPDATE daily_tips SET tip_text = replace(tip_text, ${q(c.from)}, ${q(c.to)}) WHERE id = ${q(c.id)};`);
  return (
    [
      "-- Issue 27: wording fixes to the education content of 0013 (drizzle/seed/education-corrections.json). Written by scripts/education-sql.mjs: do not edit by hand.",
      ...content,
      ...tips,
    ].join("\n--> statement-breakpoint\n") + "\n"
  );
}

const OUT = new URL("../drizzle/migrations/0013_education_content.sql", import.meta.url);
const CORRECTIONS_OUT = new URL("../drizzle/migrations/0015_education_bangla_wording.sql", import.meta.url);

if (import.meta.url === `file://${process.argv[1]}`) {
  const seed = JSON.parse(readFileSync(new URL("../drizzle/seed/education-content.json", import.meta.url), "utf8"));
  const corrections = JSON.parse(readFileSync(new URL("../drizzle/seed/education-corrections.json", import.meta.url), "utf8"));
  const outputs = [
    [OUT, educationSql(releasedSeed(seed, corrections))],
    [CORRECTIONS_OUT, correctionsSql(corrections)],
  ];
  for (const [file, sql] of outputs) {
    if (process.argv.includes("--check")) {
      if (readFileSync(file, "utf8") !== sql) {
        console.error(`${file.pathname} is out of date: run node scripts/education-sql.mjs`);
        process.exitCode = 1;
      }
    } else {
      writeFileSync(file, sql);
      console.log(`Wrote ${file.pathname}`);
    }
  }
}
