// The education content's way to every database (docs/rules/education.md): migration
// 0013 is what scripts/education-sql.mjs writes from the seed file as released (the
// later corrections put back), migration 0015 makes those corrections, each piece is in
// both languages with its blocks, and the reader's disclaimer is the seed file's.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { parseBlocks } from "../../app/domain/education/content-blocks";
// @ts-expect-error -- a plain .mjs script without types
import { correctionsSql, educationRows, educationSql, FEATURED, releasedSeed } from "../../scripts/education-sql.mjs";
import bn from "../../locales/bn/education.json";
import en from "../../locales/en/education.json";

const seed = JSON.parse(readFileSync(new URL("../../drizzle/seed/education-content.json", import.meta.url), "utf8"));
const corrections = JSON.parse(readFileSync(new URL("../../drizzle/seed/education-corrections.json", import.meta.url), "utf8"));
const migration = readFileSync(new URL("../../drizzle/migrations/0013_education_content.sql", import.meta.url), "utf8");
const fixes = readFileSync(new URL("../../drizzle/migrations/0015_education_bangla_wording.sql", import.meta.url), "utf8");

describe("education content", () => {
  it("migration 0013 is the script's output for the seed file as released, 0015 for its corrections (run node scripts/education-sql.mjs)", () => {
    expect(migration).toBe(educationSql(releasedSeed(seed, corrections)));
    expect(fixes).toBe(correctionsSql(corrections));
    expect(migration).not.toMatch(/INSERT OR REPLACE|UPDATE /);
    for (const statement of migration.split("--> statement-breakpoint")) expect(new TextEncoder().encode(statement).length).toBeLessThan(100_000);
  });

  it("each correction's new phrase is in the seed file and its old one is not, in the row it names", () => {
    const { content, tips } = educationRows(seed) as { content: Record<string, string>[]; tips: Record<string, string>[] };
    const text = (id: string) => {
      const row = content.find((r) => r.id === id) ?? tips.find((t) => t.id === id);
      return row ? [row.title, row.summary, row.body, row.note, row.tip_text].join("\n") : "";
    };
    for (const c of [...corrections.content, ...corrections.tips] as { id: string; from: string; to: string }[]) {
      expect(text(c.id), c.id).toContain(c.to);
      expect(text(c.id).replaceAll(c.to, ""), c.id).not.toContain(c.from);
    }
  });

  it("rows: {group_id}-{lang}, blocks only, the story note in its language, featured two articles and one story", () => {
    const { content } = educationRows(seed) as { content: Record<string, unknown>[] };
    expect(content).toHaveLength(60);
    for (const row of content) {
      expect(row.id).toBe(`${row.group_id}-${row.language}`);
      expect(parseBlocks(row.body)).not.toBeNull();
      expect(row.published_at).toMatch(/^\d{4}-\d{2}-\d{2}T/);
      if (row.content_category === "story") expect(row.note).toBeTruthy();
    }
    const featured = content.filter((r) => r.is_featured && r.language === "en").map((r) => r.content_category);
    expect(featured.sort()).toEqual(["article", "article", "story"]);
    expect(FEATURED.size).toBe(3);
  });

  it("the reader's disclaimer is the seed file's, in both languages", () => {
    expect(en.disclaimer).toBe(seed.disclaimer.en);
    expect(bn.disclaimer).toBe(seed.disclaimer.bn);
  });
});
