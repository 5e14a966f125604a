// Comments point to the product rules in docs/rules/, not to documents outside the
// repository: every cited rules file exists, every quoted heading is one of its
// headings, and no "spec N §M" citation comes back.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join, relative } from "node:path";
import { describe, expect, it } from "vitest";

const root = new URL("../..", import.meta.url).pathname;
const SOURCES = ["app", "workers", "durable-objects", "drizzle", "tests", "scripts", "docs"];
const TEXT = /\.(ts|tsx|mjs|css|md)$/;

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (name === "node_modules" || name.startsWith(".")) return [];
    return statSync(path).isDirectory() ? files(path) : TEXT.test(name) ? [path] : [];
  });
}
const sources = SOURCES.flatMap((d) => files(join(root, d)));
const headings = (file: string) =>
  new Set(
    readFileSync(join(root, "docs/rules", file), "utf8")
      .split("\n")
      .filter((l) => l.startsWith("## "))
      .map((l) => l.slice(3).trim()),
  );

describe("rules citations", () => {
  it("name rules files that exist and headings they have", () => {
    const rulesFiles = new Set(readdirSync(join(root, "docs/rules")));
    const bad: string[] = [];
    for (const path of sources) {
      const text = readFileSync(path, "utf8");
      for (const m of text.matchAll(/docs\/rules\/([\w-]+\.md)(?:, "([^"]+)")?/g)) {
        if (!rulesFiles.has(m[1])) bad.push(`${relative(root, path)}: ${m[0]}`);
        else if (m[2] && !headings(m[1]).has(m[2])) bad.push(`${relative(root, path)}: ${m[0]}`);
      }
    }
    expect(bad).toEqual([]);
  });

  it("cite no specification outside the repository", () => {
    const bad = sources
      .filter((path) => !path.endsWith("rules-citations.test.ts"))
      .flatMap((path) =>
        readFileSync(path, "utf8")
          .split("\n")
          .map((line, i) => [path, i + 1, line] as const),
      )
      .filter(([, , line]) => /\b[Ss]pec [12]\b|§\s?\d/.test(line) && !/RFC \d+ §/.test(line))
      .map(([path, n, line]) => `${relative(root, path)}:${n}: ${line.trim()}`);
    expect(bad).toEqual([]);
  });
});
