// A static scan of the app's source for the locale namespaces a module (and everything it
// imports within app/, statically or lazily) asks for: `useTranslation()` (the default
// namespace, common), `useTranslation("ns")`, `useTranslation(["a", "b"])`, `{ ns: "x" }`,
// `ns: ["a", "b"]` and "ns:key" strings naming a known namespace.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";

export const repoRoot = new URL("../../", import.meta.url).pathname;
export const appDir = join(repoRoot, "app");

/** Namespace names: one JSON file each in locales/en. */
export const knownNamespaces = new Set(
  readdirSync(join(repoRoot, "locales", "en"))
    .filter((f) => f.endsWith(".json"))
    .map((f) => f.replace(/\.json$/, "")),
);

const DEFAULT_NS = "common";

/** Comments out of the way (a "see auth:key" in a comment is no use of it); strings stay. */
function stripComments(src: string): string {
  return src.replace(/\/\*[\s\S]*?\*\//g, "").replace(/(^|[^:"'`\w])\/\/.*$/gm, "$1");
}

function quoted(list: string): string[] {
  return [...list.matchAll(/["'`]([\w-]+)["'`]/g)].map((m) => m[1]);
}

/** The namespaces one file asks for itself. */
export function namespacesInSource(src: string): Set<string> {
  const code = stripComments(src);
  const found = new Set<string>();
  for (const m of code.matchAll(/useTranslation\(\s*([^)]*)\)/g)) {
    const arg = m[1].trim();
    if (!arg || arg === "undefined") found.add(DEFAULT_NS);
    else for (const ns of quoted(arg.startsWith("[") ? arg.slice(0, arg.indexOf("]") + 1) : arg.split(",")[0])) found.add(ns);
  }
  for (const m of code.matchAll(/\bns:\s*(\[[^\]]*\]|["'`][\w-]+["'`])/g)) for (const ns of quoted(m[1])) found.add(ns);
  for (const m of code.matchAll(/["'`]([\w-]+):[A-Za-z]/g)) if (knownNamespaces.has(m[1])) found.add(m[1]);
  return found;
}

function resolveImport(from: string, spec: string): string | null {
  let base: string;
  if (spec.startsWith("~/")) base = join(appDir, spec.slice(2));
  else if (spec.startsWith("./") || spec.startsWith("../")) base = resolve(dirname(from), spec);
  else return null;
  for (const candidate of [base, `${base}.ts`, `${base}.tsx`, join(base, "index.ts"), join(base, "index.tsx")]) {
    if (/\.tsx?$/.test(candidate) && existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

/** Files within app/ this file imports (static, re-exports and dynamic `import()`). */
export function importsOf(file: string): string[] {
  const code = stripComments(readFileSync(file, "utf8"));
  const specs = [
    // `import type` is erased by the build: it cannot bring a namespace in.
    ...[...code.matchAll(/\b(?:import|export)\s(?!type\s)[^"'`;]*?\sfrom\s*["']([^"']+)["']/g)].map((m) => m[1]),
    ...[...code.matchAll(/\bimport\s*["']([^"']+)["']/g)].map((m) => m[1]),
    ...[...code.matchAll(/\bimport\(\s*["']([^"']+)["']\s*\)/g)].map((m) => m[1]),
  ];
  return specs.map((s) => resolveImport(file, s)).filter((f): f is string => f !== null);
}

/** Every namespace the file and the app files it reaches use, with the files that use each. */
export function namespacesReachedFrom(entry: string): Map<string, string[]> {
  const seen = new Set<string>();
  const uses = new Map<string, string[]>();
  const stack = [entry];
  while (stack.length) {
    const file = stack.pop()!;
    if (seen.has(file)) continue;
    seen.add(file);
    for (const ns of namespacesInSource(readFileSync(file, "utf8"))) {
      uses.set(ns, [...(uses.get(ns) ?? []), relative(repoRoot, file)]);
    }
    stack.push(...importsOf(file));
  }
  return uses;
}
