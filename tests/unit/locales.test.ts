// Every key exists in both languages, and every key the code asks for exists.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";

const root = new URL("../../", import.meta.url).pathname;
type Tree = { [k: string]: string | Tree };

function flatten(tree: Tree, prefix = ""): string[] {
  return Object.entries(tree).flatMap(([k, v]) => (typeof v === "string" ? [prefix + k] : flatten(v, `${prefix}${k}.`)));
}

function load(lang: string): Map<string, Set<string>> {
  const dir = join(root, "locales", lang);
  return new Map(
    readdirSync(dir)
      .filter((f) => f.endsWith(".json"))
      .map((f) => [f.replace(/\.json$/, ""), new Set(flatten(JSON.parse(readFileSync(join(dir, f), "utf8"))))]),
  );
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) =>
    e.isDirectory() ? sourceFiles(join(dir, e.name)) : /\.tsx?$/.test(e.name) ? [join(dir, e.name)] : [],
  );
}

const en = load("en");
const bn = load("bn");
/** i18next plural forms: `key_one`, `key_other` answer for `key`. */
const has = (keys: Set<string>, key: string) => keys.has(key) || keys.has(`${key}_other`);

describe("locales", () => {
  it("en and bn have the same files and the same keys", () => {
    expect([...bn.keys()].sort()).toEqual([...en.keys()].sort());
    for (const [ns, keys] of en) {
      const missingInBn = [...keys].filter((k) => !bn.get(ns)!.has(k));
      const missingInEn = [...bn.get(ns)!].filter((k) => !keys.has(k));
      expect({ ns, missingInBn, missingInEn }).toEqual({ ns, missingInBn: [], missingInEn: [] });
    }
  });

  it("no translation is empty or left in English in the Bangla files", () => {
    for (const lang of ["en", "bn"]) {
      for (const f of readdirSync(join(root, "locales", lang))) {
        const flat = JSON.stringify(JSON.parse(readFileSync(join(root, "locales", lang, f), "utf8")));
        expect(flat, `${lang}/${f}`).not.toMatch(/:""/);
      }
    }
  });

  it("every literal key used in the code exists", () => {
    const missing: string[] = [];
    for (const file of sourceFiles(join(root, "app"))) {
      const src = readFileSync(file, "utf8");
      const ns = /useTranslation\("([\w-]+)"\)/.exec(src)?.[1] ?? "common";
      for (const m of src.matchAll(/\bt\(\s*"([\w.:-]+)"/g)) {
        const [keyNs, key] = m[1].includes(":") ? m[1].split(":") : [ns, m[1]];
        if (!en.get(keyNs) || !has(en.get(keyNs)!, key)) missing.push(`${file.replace(root, "")}: ${keyNs}:${key}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it("the zod messages of the domain schemas are translated", () => {
    const messages: string[] = [];
    for (const file of sourceFiles(join(root, "app/domain"))) {
      for (const m of readFileSync(file, "utf8").matchAll(/"(validation\.\w+)"/g)) messages.push(m[1]);
    }
    expect(messages.length).toBeGreaterThan(0);
    for (const key of messages) {
      const found = [...en.values()].some((keys) => keys.has(key)) && [...bn.values()].some((keys) => keys.has(key));
      expect(found, key).toBe(true);
    }
  });
});
