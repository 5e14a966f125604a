#!/usr/bin/env node
// Moves files by a mapping (one `old/path -> new/path` a line, `#` comments) with `git mv`,
// then points every reference at the new places: import/export/import()/vi.mock/
// import.meta.glob/new URL(…, import.meta.url) specifiers in tracked scripts (relative ones
// stay relative, `~/` ones stay on the alias), the file strings of app/routes.ts, CSS
// @import/url(), and path mentions in comments and docs (decision 011).
//
// Made to be run again on a newer main rather than applied by hand once: a line whose source
// is gone is skipped with a warning, and a file under a covered folder that no line names
// stops the run before anything moves, so the mapping is completed instead of guessed.
//
//   node scripts/move-files.mjs scripts/moves/feature-folders.txt [--dry-run]
//
// Mapping lines:
//   old/path -> new/path      move (a line whose two sides are equal keeps the file in place)
//   cover app/lib             every tracked file under this folder must be named by a line
//   replace <file> :: <old> :: <new>
//                             a literal text edit applied after the moves (for references no
//                             parser can see, e.g. a test that scans a folder by name); a
//                             replace whose old text is absent is reported, not an error
import { execFileSync } from "node:child_process";
import { existsSync, readFileSync, writeFileSync, mkdirSync } from "node:fs";
import { dirname, extname, posix } from "node:path";
import ts from "typescript";

const [mappingPath, ...flags] = process.argv.slice(2);
const dryRun = flags.includes("--dry-run");
if (!mappingPath) {
  console.error("usage: node scripts/move-files.mjs <mapping> [--dry-run]");
  process.exit(2);
}

const root = execFileSync("git", ["rev-parse", "--show-toplevel"], { encoding: "utf8" }).trim();
process.chdir(root);
const git = (...args) => execFileSync("git", args, { encoding: "utf8", maxBuffer: 1 << 28 });
const tracked = () => git("ls-files", "-z").split("\0").filter(Boolean);

// ---- the mapping -----------------------------------------------------------------------
const moves = []; // [old, new]
const covered = [];
const replaces = []; // [file, old, new]
for (const [i, raw] of readFileSync(mappingPath, "utf8").split("\n").entries()) {
  const line = raw
    .replace(/\s+#.*$/, "")
    .replace(/^#.*$/, "")
    .trim();
  if (!line) continue;
  if (line.startsWith("cover ")) covered.push(line.slice(6).trim().replace(/\/$/, ""));
  else if (line.startsWith("replace ")) {
    const parts = raw.trim().slice(8).split(" :: ");
    if (parts.length !== 3) throw new Error(`${mappingPath}:${i + 1}: replace needs <file> :: <old> :: <new>`);
    replaces.push(parts);
  } else {
    const m = /^(\S+)\s+->\s+(\S+)$/.exec(line);
    if (!m) throw new Error(`${mappingPath}:${i + 1}: not a mapping line: ${raw}`);
    moves.push([m[1], m[2]]);
  }
}

const before = tracked();
const beforeSet = new Set(before);

// Every file under a covered folder is named (as a source, a target, or kept in place), or
// we stop. Targets count so that a second run, after the moves, passes.
const named = new Set(moves.flat());
const uncovered = before.filter((f) => covered.some((d) => f.startsWith(d + "/")) && !named.has(f));
if (uncovered.length) {
  console.error(`move-files: ${uncovered.length} file(s) under ${covered.join(", ")} are in no mapping line:`);
  for (const f of uncovered) console.error(`  ${f}`);
  console.error("Add a line for each (`path -> path` keeps it where it is), then run again.");
  process.exit(1);
}

const targets = new Map();
for (const [from, to] of moves) {
  if (from === to) continue;
  if (targets.has(to)) throw new Error(`two files move to ${to}: ${targets.get(to)} and ${from}`);
  targets.set(to, from);
}

// ---- the moves -------------------------------------------------------------------------
// Only what moves in this run is rewritten for: a file moved by an earlier run already has
// its references right, and resolving them from its old place would break them.
const moved = new Map(); // old -> new
let skipped = 0;
for (const [from, to] of moves) {
  if (from === to) continue;
  if (!beforeSet.has(from)) {
    if (!beforeSet.has(to)) console.warn(`move-files: skipped (no ${from}): ${from} -> ${to}`);
    skipped++;
    continue;
  }
  if (beforeSet.has(to)) throw new Error(`${to} exists already (would be overwritten by ${from})`);
  moved.set(from, to);
}
if (!dryRun) {
  for (const [from, to] of moved) {
    mkdirSync(dirname(to), { recursive: true });
    git("mv", from, to);
  }
}
const oldOf = new Map([...moved].map(([o, n]) => [n, o]));
console.log(`move-files: ${moved.size} moved, ${skipped} skipped${dryRun ? " (dry run: nothing written)" : ""}`);

// ---- resolving a reference as it was before the moves ---------------------------------
const EXTS = [".ts", ".tsx", ".d.ts", ".js", ".mjs", ".jsx", ".json", ".css"];
/** The tracked file (old path) a path without or with extension meant, or null. */
function resolveOld(p) {
  if (beforeSet.has(p)) return p;
  for (const e of EXTS) if (beforeSet.has(p + e)) return p + e;
  for (const e of EXTS) if (beforeSet.has(`${p}/index${e}`)) return `${p}/index${e}`;
  return null;
}
/** The same reference spelled for the new place of the target, keeping the author's style. */
function respell(spelledTarget, oldTarget, newTarget) {
  if (spelledTarget === oldTarget) return newTarget; // extension written out
  if (oldTarget.endsWith(`/index${extname(oldTarget)}`) && spelledTarget === oldTarget.slice(0, oldTarget.lastIndexOf("/")))
    return newTarget.endsWith(`/index${extname(newTarget)}`) ? newTarget.slice(0, newTarget.lastIndexOf("/")) : stripExt(newTarget);
  return stripExt(newTarget);
}
const stripExt = (p) => p.replace(/(\.d)?\.(tsx?|jsx?|mjs)$/, "");
const toRelative = (fromDir, target) => {
  const r = posix.relative(fromDir, target) || ".";
  return r.startsWith(".") ? r : `./${r}`;
};

/**
 * A specifier written in file `file` (its path before the moves: `oldFile`), rewritten for the
 * moves, or null when it stays. `base` is what a bare path is relative to (app/ for
 * app/routes.ts's file strings).
 */
function rewriteSpecifier(spec, oldFile, newFile, { bare = false } = {}) {
  if (spec.startsWith("!")) {
    // import.meta.glob's negated pattern
    const out = rewriteSpecifier(spec.slice(1), oldFile, newFile, { bare });
    return out === null ? null : `!${out}`;
  }
  const [pathPart, query = null] = spec.split(/(?=\?)/);
  let kind, oldTarget;
  if (pathPart.startsWith("~/")) {
    kind = "alias";
    oldTarget = posix.join("app", pathPart.slice(2));
  } else if (pathPart.startsWith("./") || pathPart.startsWith("../") || (bare && !pathPart.startsWith("/"))) {
    kind = "relative";
    oldTarget = posix.join(posix.dirname(oldFile), pathPart);
  } else return null;
  const trailingSlash = pathPart.endsWith("/") ? "/" : "";
  const resolved = /[*{]/.test(oldTarget) ? null : resolveOld(oldTarget.replace(/\/$/, ""));
  let newTarget = oldTarget.replace(/\/$/, "");
  if (resolved && moved.has(resolved)) newTarget = respell(oldTarget, resolved, moved.get(resolved));
  else if (kind === "alias" || newFile === oldFile) return null; // neither end moved
  let out;
  if (kind === "alias") out = `~/${posix.relative("app", newTarget)}`;
  else {
    out = toRelative(posix.dirname(newFile), newTarget);
    if (bare && !pathPart.startsWith(".")) out = out.replace(/^\.\//, "");
  }
  out += trailingSlash + (query ?? "");
  return out === spec ? null : out;
}

// ---- scripts: every specifier the TypeScript parser finds -------------------------------
const SCRIPT = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/;
const CALLS_WITH_A_PATH = new Set(["vi.mock", "vi.doMock", "vi.unmock", "vi.importActual", "vi.importMock", "require", "import.meta.glob"]);

function scriptEdits(text, fileName, oldFile, newFile) {
  const kind = /\.tsx$|\.jsx$/.test(fileName) ? ts.ScriptKind.TSX : /\.(js|mjs|cjs)$/.test(fileName) ? ts.ScriptKind.JS : ts.ScriptKind.TS;
  const sf = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true, kind);
  const edits = [];
  const seen = new Set(); // the specifiers' starts, rewritten or not
  const bare = newFile === "app/routes.ts";
  const visitString = (node, opts = {}) => {
    if (!node || !(ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))) return;
    const spec = node.text;
    seen.add(node.getStart(sf) + 1);
    const out = rewriteSpecifier(spec, oldFile, newFile, opts);
    if (out !== null) edits.push({ start: node.getStart(sf) + 1, end: node.getEnd() - 1, text: out });
  };
  const visit = (node) => {
    if ((ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) && node.moduleSpecifier) visitString(node.moduleSpecifier);
    else if (ts.isExternalModuleReference(node)) visitString(node.expression);
    else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument)) visitString(node.argument.literal);
    else if (ts.isCallExpression(node)) {
      const callee = node.expression.getText(sf);
      if (node.expression.kind === ts.SyntaxKind.ImportKeyword || CALLS_WITH_A_PATH.has(callee)) {
        const [first] = node.arguments;
        if (first && ts.isArrayLiteralExpression(first)) first.elements.forEach((e) => visitString(e));
        else visitString(first);
      } else if (bare && ts.isIdentifier(node.expression) && ["route", "index", "layout"].includes(callee)) {
        // app/routes.ts: route(path, file), index(file), layout(file, children)
        for (const a of node.arguments) if (ts.isStringLiteral(a) && /\.(tsx?|jsx?)$/.test(a.text)) visitString(a, { bare: true });
      }
    } else if (
      ts.isNewExpression(node) &&
      node.expression.getText(sf) === "URL" &&
      node.arguments?.length === 2 &&
      node.arguments[1].getText(sf) === "import.meta.url"
    )
      visitString(node.arguments[0]);
    ts.forEachChild(node, visit);
  };
  visit(sf);
  if (oldFile !== newFile) {
    // A moved file's other relative paths that name a folder of the repository (the keys of
    // an import.meta.glob, `../../locales/${lang}/`): their folder part, respelled from the
    // new place. The folders themselves do not move (a mapping moves files).
    const visitPath = (node) => {
      if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node) || ts.isTemplateHead(node)) {
        const text = node.text;
        const start = node.getStart(sf) + 1;
        const cut = text.lastIndexOf("/");
        if (/^\.\.?\//.test(text) && !seen.has(start) && cut > 0) {
          const folder = posix.join(posix.dirname(oldFile), text.slice(0, cut));
          if (before.some((f) => f.startsWith(folder + "/"))) {
            const respelled = toRelative(posix.dirname(newFile), folder);
            if (respelled !== text.slice(0, cut)) edits.push({ start, end: start + cut, text: respelled });
          }
        }
      }
      ts.forEachChild(node, visitPath);
    };
    visitPath(sf);
  }
  return edits;
}

// ---- CSS: @import "…" and url(…) ------------------------------------------------------
function cssEdits(text, oldFile, newFile) {
  const edits = [];
  const re = /@import\s+(["'])([^"']+)\1|url\(\s*(["']?)([^"')]+)\3\s*\)/g;
  for (const m of text.matchAll(re)) {
    const spec = m[2] ?? m[4];
    if (/^(data:|https?:|\/|#)/.test(spec)) continue;
    const s = spec.startsWith(".") ? spec : `./${spec}`;
    let out = rewriteSpecifier(s, oldFile, newFile);
    if (out === null) continue;
    if (!spec.startsWith(".") && out.startsWith("./")) out = out.slice(2);
    const at = m.index + m[0].indexOf(spec);
    edits.push({ start: at, end: at + spec.length, text: out });
  }
  return edits;
}

// ---- path mentions in prose (docs, README, comments) -----------------------------------
// Whole repository paths (app/platform/ui/zoom.ts, app/platform/ui/zoom), app-relative ones with their
// extension (platform/ui/zoom.ts) and alias ones (~/platform/ui/zoom). Longest first, so a/b-c.ts is never
// taken for a/b.
const esc = (s) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const mentionRules = [];
for (const [from, to] of [...moved].sort((a, b) => b[0].length - a[0].length)) {
  const ext = extname(from);
  const bareFrom = stripExt(from);
  // Not a longer name (sleep-ops.ts is not sleep), nor a folder of the same name (domain/sleep/).
  const END = String.raw`(?![\w/-]|\.[A-Za-z])`;
  // Not inside another path (workers/lib/x.ts is not lib/x.ts), but "/app/lib/x.ts" (a root-
  // relative path, as Vite's ssrLoadModule takes) is app/lib/x.ts.
  const START = String.raw`(?<![\w.~-])(?<![\w.~-]/)`;
  if (from.startsWith("app/")) {
    const a = from.slice(4),
      b = to.slice(4);
    mentionRules.push([new RegExp(`${START}${esc(from)}${END}`, "g"), to]);
    if (bareFrom !== from) mentionRules.push([new RegExp(`${START}${esc(bareFrom)}${END}`, "g"), stripExt(to)]);
    mentionRules.push([new RegExp(`~/${esc(stripExt(a))}(${esc(ext)})?${END}`, "g"), (_, e) => `~/${stripExt(b)}${e ? extname(b) : ""}`]);
    mentionRules.push([new RegExp(`${START}${esc(a)}${END}`, "g"), b]);
  } else {
    mentionRules.push([new RegExp(`${START}${esc(from)}${END}`, "g"), to]);
    if (bareFrom !== from) mentionRules.push([new RegExp(`${START}${esc(bareFrom)}${END}`, "g"), stripExt(to)]);
  }
}
// A folder whose every file moved into one new folder, keeping the names below it
// (app/platform/i18n/locales/* -> app/platform/i18n/locales/*): a mention of the folder itself, as in
// "app/platform/i18n/locales/{en,bn}.ts", follows it.
const folders = new Map();
for (const [from, to] of moved) {
  for (let d = posix.dirname(from), rest = posix.basename(from); d !== "."; rest = `${posix.basename(d)}/${rest}`, d = posix.dirname(d)) {
    const target = to.endsWith(`/${rest}`) ? to.slice(0, -rest.length - 1) : null;
    if (!folders.has(d)) folders.set(d, target);
    else if (folders.get(d) !== target) folders.set(d, null);
  }
}
for (const [d, target] of [...folders].sort((a, b) => b[0].length - a[0].length)) {
  if (!target || before.some((f) => f.startsWith(d + "/") && !moved.has(f))) continue;
  mentionRules.push([new RegExp(String.raw`(?<![\w.~-])(?<![\w.~-]/)${esc(d)}/`, "g"), `${target}/`]);
}

function mentionEdits(text) {
  let out = text;
  for (const [re, to] of mentionRules) out = out.replace(re, to);
  return out;
}

// A comment that names a file of its own folder by its name alone ("read in
// sleep-queries.ts"), written when both sat in one folder: the name as seen from the new
// place (the name alone if they still share a folder, else the path under app/).
const byOldFolder = new Map();
for (const [from, to] of moved) {
  const d = posix.dirname(from);
  if (!byOldFolder.has(d)) byOldFolder.set(d, []);
  byOldFolder.get(d).push([from, to]);
}
// A name that a file of another folder also has (medicines.ts: app/lib's and workers/reads')
// is left alone: which one a comment means cannot be told, and a stale name beats a wrong one.
const nameCount = new Map();
for (const f of before) nameCount.set(posix.basename(f), (nameCount.get(posix.basename(f)) ?? 0) + 1);
function siblingMentions(text, oldFile, newFile) {
  let out = text;
  for (const [from, to] of byOldFolder.get(posix.dirname(oldFile)) ?? []) {
    if (nameCount.get(posix.basename(from)) > 1) continue;
    if (posix.basename(from) === posix.basename(to) && posix.dirname(to) === posix.dirname(newFile)) continue;
    const name = posix.dirname(to) === posix.dirname(newFile) ? posix.basename(to) : to.startsWith("app/") ? to.slice(4) : to;
    out = out.replace(new RegExp(String.raw`(?<![\w.~/-])${esc(posix.basename(from))}(?![\w/-]|\.[A-Za-z])`, "g"), name);
  }
  return out;
}

function applyEdits(text, edits) {
  edits.sort((a, b) => b.start - a.start);
  let out = text;
  let last = Infinity;
  for (const e of edits) {
    if (e.end > last) continue; // overlapping (never expected): keep the first
    out = out.slice(0, e.start) + e.text + out.slice(e.end);
    last = e.start;
  }
  return out;
}

// Specifiers first (by position), then prose mentions over the result: a specifier written
// as a full path is already right by then, so the two never fight.
const MENTION_FILES = /\.(md|ts|tsx|mts|cts|js|mjs|cjs|css|json|toml|yml|yaml|html)$/;
let changedFiles = 0;
const files = dryRun ? before : tracked();
for (const file of files) {
  const oldFile = oldOf.get(file) ?? file;
  if (!existsSync(file) || !MENTION_FILES.test(file) || file.startsWith("node_modules/")) continue;
  // The mapping names the old paths on purpose; decision records and reviews are history (a
  // record is never rewritten to match later code: docs/decisions/README.md).
  if (file === mappingPath || /^docs\/(decisions\/\d|reviews\/)/.test(file)) continue;
  const text = readFileSync(file, "utf8");
  let out = text;
  if (SCRIPT.test(file)) out = applyEdits(out, scriptEdits(out, file, oldFile, file));
  else if (file.endsWith(".css")) out = applyEdits(out, cssEdits(out, oldFile, file));
  if (moved.size) out = mentionEdits(out);
  if (moved.size && !file.endsWith(".md")) out = siblingMentions(out, oldFile, file);
  if (out !== text) {
    changedFiles++;
    if (!dryRun) writeFileSync(file, out);
    else console.log(`would edit ${file}`);
  }
}

let missing = 0;
for (const [file, from, to] of replaces) {
  if (!existsSync(file)) {
    console.warn(`move-files: replace skipped (no ${file}): ${from}`);
    continue;
  }
  const text = readFileSync(file, "utf8");
  if (!text.includes(from)) {
    if (!text.includes(to)) {
      console.warn(`move-files: replace found nothing in ${file}: ${from}`);
      missing++;
    }
    continue;
  }
  if (!dryRun) writeFileSync(file, text.split(from).join(to));
  changedFiles++;
}
console.log(`move-files: ${changedFiles} file(s) edited${missing ? `, ${missing} replace(s) found nothing` : ""}`);
