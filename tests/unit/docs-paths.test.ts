// The map, the recipes and the feature notes name files by their repository paths
// (`app/platform/sync/outbox.ts`); a file moved or renamed without its docs would send a newcomer
// looking for something that is not there. Every backquoted repository path in them must
// exist. A path with a placeholder (`app/lib/<feature>-queries.ts`, `{userId}`, `*`) names
// a pattern, not a file, and is left alone; `{a,b}` is read as both files.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const root = new URL("../..", import.meta.url).pathname;
const TOP = /^(app|workers|durable-objects|drizzle|tests|scripts|docs|locales|public|\.ci)\//;
/** Files at the top of the repository a doc may name bare; any other bare name (`outbox.ts`) is read in its context. */
const ROOT_FILES = new Set(readdirSync(root).filter((f) => /\.(json|toml|ts|md)$/.test(f)));
const PLACEHOLDER = /[<>*…$]|\{[^,}]*\}/;

const docs = [
  "docs/ARCHITECTURE.md",
  "docs/decisions/README.md",
  "docs/testing.md",
  "docs/OPERATIONS.md",
  ...["docs/recipes", "docs/features"].flatMap((dir) =>
    readdirSync(join(root, dir))
      .filter((f) => f.endsWith(".md"))
      .map((f) => `${dir}/${f}`),
  ),
];

/** `a/{b,c}.ts` → a/b.ts, a/c.ts. */
const expand = (path: string): string[] => {
  const m = path.match(/\{([^{}]+,[^{}]+)\}/);
  return m ? m[1].split(",").flatMap((part) => expand(path.replace(m[0], part))) : [path];
};

/** The repository paths a document names in backquotes. */
export function pathsIn(text: string): string[] {
  const out: string[] = [];
  for (const m of text.matchAll(/`([^`\n]+)`/g)) {
    const token = m[1]
      .trim()
      .split(/\s|, /)[0]
      .replace(/[.,:;)]+$/, "");
    if (!(TOP.test(token) || ROOT_FILES.has(token)) || token.includes("://")) continue;
    const bare = token.replace(/\{[^,}]*\}/g, "");
    if (PLACEHOLDER.test(bare) || /\{[^,}]*\}/.test(token)) continue;
    out.push(...expand(token));
  }
  return out;
}

describe("paths in the docs", () => {
  it("reads the map, the recipes and the feature notes", () => {
    expect(docs).toContain("docs/ARCHITECTURE.md");
    expect(docs.filter((d) => d.startsWith("docs/recipes/")).length).toBeGreaterThanOrEqual(6);
    expect(pathsIn(readFileSync(join(root, "docs/ARCHITECTURE.md"), "utf8")).length).toBeGreaterThan(50);
  });

  it("every backquoted repository path exists", () => {
    const missing = docs.flatMap((doc) =>
      pathsIn(readFileSync(join(root, doc), "utf8"))
        .filter((p) => !existsSync(join(root, p)))
        .map((p) => `${doc}: ${p}`),
    );
    expect([...new Set(missing)]).toEqual([]);
  });

  it("reads paths as paths, and patterns as patterns", () => {
    expect(pathsIn('see `app/platform/sync/outbox.ts`, `docs/rules/medicines.md, "Low stock"` and `package.json`')).toEqual([
      "app/platform/sync/outbox.ts",
      "docs/rules/medicines.md",
      "package.json",
    ]);
    expect(pathsIn("`app/lib/<feature>-queries.ts` `outbox:{userId}` `labs/{userId}/file` `app/routes/education/{list,item}.tsx`")).toEqual([
      "app/routes/education/list.tsx",
      "app/routes/education/item.tsx",
    ]);
    expect(pathsIn("`npm run db:generate` `sushastho.known_device` `https://x.org/a.md`")).toEqual([]);
  });
});
