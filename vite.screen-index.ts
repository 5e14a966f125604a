// Each screen is declared once, in its route module (`export const screen`, issue 29): its
// title, the locale namespaces it loads, the stylesheets its first HTML draws with, whether
// the accessibility scan opens it, and its reads. app/screens.ts places the modules in the
// route tree (paths, layouts). What the browser and the server need of the declarations
// before a module loads is read here from the modules' source, when the build loads:
// - `virtual:screen-index`: route id → [its title under common:screens, or "" for none, then
//   the locale namespaces it loads] (titles, and the texts loaded with a screen's code);
// - `virtual:screen-styles`: route id → the stylesheets it names (the server's inlined styles,
//   app/platform/render/screen-css.ts).
// The same reading serves the tests (titles, namespaces, the accessibility scan's list). The
// title, namespaces, styles and scan must be written out (strings, lists of strings, `true`),
// so the build can read them without running the module (which imports React and the
// features); anything else fails the build with the module's name.
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import ts from "typescript";
import type { Plugin } from "vite";
import { eachScreen, routeIdOf, type ScreenDeclaration } from "./app/screens.ts";

const ID = "virtual:screen-index";
const RESOLVED = `\0${ID}`;
const STYLES_ID = "virtual:screen-styles";
const STYLES_RESOLVED = `\0${STYLES_ID}`;

const APP_DIR = fileURLToPath(new URL("./app/", import.meta.url));

/** A route of the tree with what its module declares of it. */
export interface DeclaredScreen {
  id: string;
  file: string;
  /** The URL path; none for a layout. */
  path?: string;
  /** Inside the signed-in guard. */
  signedIn: boolean;
  /** A layout (children, no path) or a route that only sends the visitor on: no title. */
  untitled: boolean;
  title?: string;
  namespaces: readonly string[];
  styles?: readonly string[];
  scan: boolean;
}

type Declared = Omit<ScreenDeclaration, "reads">;
/** What a declaration may name: ScreenDeclaration's keys and `declareScreen`'s reads. */
const DECLARED_KEYS: ReadonlySet<string> = new Set(["title", "namespaces", "styles", "scan", "routes", "reads"] satisfies (
  keyof ScreenDeclaration | "reads"
)[]);

const fail = (file: string, what: string): never => {
  throw new Error(`app/${file}: the screen's declaration ${what} (vite.screen-index.ts reads it from the source)`);
};

const keyOf = (name: ts.PropertyName) => (ts.isIdentifier(name) || ts.isStringLiteral(name) ? name.text : undefined);
/** A property's name (`reads: …`, `reads() {…}`, or the shorthand `reads`); none for a spread or a computed key. */
const propertyKey = (p: ts.ObjectLiteralElementLike) =>
  ts.isPropertyAssignment(p) || ts.isMethodDeclaration(p) || ts.isShorthandPropertyAssignment(p) ? keyOf(p.name) : undefined;

function literalOf(file: string, key: string, value: ts.Expression): unknown {
  if (ts.isStringLiteralLike(value)) return value.text;
  if (value.kind === ts.SyntaxKind.TrueKeyword) return true;
  if (ts.isArrayLiteralExpression(value))
    return value.elements.map((e) => (ts.isStringLiteralLike(e) ? e.text : fail(file, `lists ${key} other than as strings`)));
  if (ts.isObjectLiteralExpression(value)) return propertiesOf(file, value);
  return fail(file, `gives ${key} as an expression; write it out`);
}

function propertiesOf(file: string, object: ts.ObjectLiteralExpression): Record<string, unknown> {
  return Object.fromEntries(
    object.properties.map((p) => {
      const key = propertyKey(p);
      if (!key) return fail(file, "has a spread or a computed key");
      // The reads are code the module runs; the build needs none of them.
      if (key === "reads") return [key, undefined];
      if (!ts.isPropertyAssignment(p)) return fail(file, `gives ${key} by a name or as a method; write it out`);
      return [key, literalOf(file, key, p.initializer)];
    }),
  );
}

const unwrap = (e: ts.Expression): ts.Expression =>
  ts.isSatisfiesExpression(e) || ts.isAsExpression(e) || ts.isParenthesizedExpression(e) ? unwrap(e.expression) : e;

interface Found {
  statement: ts.VariableStatement;
  object: ts.ObjectLiteralExpression;
  /** `declareScreen({ … })`, whose reads the module runs; else plain data. */
  withReads: boolean;
}

/** A module's `export const screen = { … }` or `declareScreen({ … })`. */
function declarationNode(file: string, tree: ts.SourceFile): Found | undefined {
  for (const statement of tree.statements) {
    if (!ts.isVariableStatement(statement)) continue;
    for (const d of statement.declarationList.declarations) {
      if (!ts.isIdentifier(d.name) || d.name.text !== "screen" || !d.initializer) continue;
      if (!statement.modifiers?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)) fail(file, "is not exported");
      let init = unwrap(d.initializer);
      const withReads =
        ts.isCallExpression(init) && ts.isIdentifier(init.expression) && init.expression.text === "declareScreen" && init.arguments.length === 1;
      if (withReads) init = unwrap((init as ts.CallExpression).arguments[0]!);
      if (!ts.isObjectLiteralExpression(init)) return fail(file, "is not an object written out, nor declareScreen({ … })");
      return { statement, object: init, withReads };
    }
  }
  return undefined;
}

const parse = (file: string, source: string) => ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);

/** What a route module declares of its screen: `export const screen = { … }` or `declareScreen({ … })`. */
export function declarationIn(file: string, source: string): Declared {
  const found = declarationNode(file, parse(file, source));
  if (!found) return {};
  const declared = propertiesOf(file, found.object);
  const unknown = Object.keys(declared).filter((k) => !DECLARED_KEYS.has(k));
  if (unknown.length) fail(file, `names ${unknown.join(", ")}, which a screen does not declare`);
  return declared as Declared;
}

/**
 * The module as the bundles get it: without what the build has read. Plain data goes
 * whole; of `declareScreen` only its reads stay, not exported (the route's loader and
 * component use it). So no page and not the Worker carry the titles, namespaces and styles
 * twice. Blanked with spaces, newlines kept, so every position in the module stays where it was.
 */
export function withoutDeclared(file: string, source: string): string {
  const tree = parse(file, source);
  const found = declarationNode(file, tree);
  if (!found) return source;
  const blank = (text: string, start: number, end: number) => text.slice(0, start) + text.slice(start, end).replace(/[^\n]/g, " ") + text.slice(end);
  if (!found.withReads) return blank(source, found.statement.getStart(tree), found.statement.end);
  const exported = found.statement.modifiers!.find((m) => m.kind === ts.SyntaxKind.ExportKeyword)!;
  let out = blank(source, exported.getStart(tree), exported.end);
  for (const p of found.object.properties) {
    if (propertyKey(p) === "reads") continue;
    let end = p.end;
    while (/\s/.test(source[end] ?? "")) end++;
    if (source[end] === ",") end++;
    out = blank(out, p.getStart(tree), end);
  }
  return out;
}

/** Every route of app/screens.ts with its module's declaration (a module serving several routes may set a title or the scan per route). */
export function declaredScreens(): DeclaredScreen[] {
  const declarations = new Map<string, Declared>();
  const declarationOf = (file: string) => {
    if (!declarations.has(file)) declarations.set(file, declarationIn(file, readFileSync(APP_DIR + file, "utf8")));
    return declarations.get(file)!;
  };
  const screens = eachScreen().map(({ node, signedIn }): DeclaredScreen => {
    const id = routeIdOf(node);
    const { routes, ...declared } = declarationOf(node.file);
    const own = { ...declared, ...routes?.[id] };
    return {
      id,
      file: node.file,
      path: node.path,
      signedIn,
      untitled: Boolean(node.children || node.redirect),
      title: own.title,
      namespaces: own.namespaces ?? [],
      styles: own.styles,
      scan: own.scan === true,
    };
  });
  for (const [file, { routes }] of declarations) {
    const strange = Object.keys(routes ?? {}).filter((id) => !screens.some((s) => s.file === file && s.id === id));
    if (strange.length) fail(file, `names routes it does not serve: ${strange.join(", ")}`);
  }
  return screens;
}

/** Every route with a title or namespaces, as `virtual:screen-index` exports it. */
export function screenIndexOf(screens = declaredScreens()): Record<string, string[]> {
  return Object.fromEntries(screens.filter((s) => s.title || s.namespaces.length).map((s) => [s.id, [s.title ?? "", ...s.namespaces]]));
}

/**
 * The route module's `handle` (React Router's, read with useMatches): its routes' entries of
 * the index, keyed by route id as a module may serve several. So a page carries its own
 * screens' titles and namespaces, and the whole index loads only for a navigation
 * (app/platform/i18n/screen-handles.ts). Appended after the module's last line: no position moves.
 */
export function screenHandleOf(file: string, screens: readonly DeclaredScreen[]): Record<string, string[]> | null {
  const own = screenIndexOf(screens.filter((s) => s.file === file));
  return Object.keys(own).length ? own : null;
}

/** The `handle` export appended to a route module, if it has an entry of the index. */
export function handleExport(file: string, screens: readonly DeclaredScreen[]): string {
  const handle = screenHandleOf(file, screens);
  return handle ? `\nexport const handle = ${JSON.stringify(handle)};\n` : "";
}

/** Every route that names its stylesheets, as `virtual:screen-styles` exports it. */
export function screenStylesOf(screens = declaredScreens()): Record<string, readonly string[]> {
  return Object.fromEntries(screens.flatMap((s) => (s.styles ? [[s.id, s.styles]] : [])));
}

export function screenIndex(): Plugin {
  const routeModules = new Set(eachScreen().map(({ node }) => APP_DIR + node.file));
  // Read once per build (both virtual modules, in the client and the server environments),
  // again in development when a route module changes.
  let screens: DeclaredScreen[] | null = null;
  return {
    name: "sushastho:screen-index",
    enforce: "pre",
    transform(code, id) {
      const path = id.split("?")[0]!;
      if (!routeModules.has(path)) return null;
      const file = path.slice(APP_DIR.length);
      const stripped = code.includes("screen") ? withoutDeclared(file, code) : code;
      const handle = handleExport(file, (screens ??= declaredScreens()));
      return stripped === code && !handle ? null : { code: stripped + handle, map: null };
    },
    resolveId: (id) => (id === ID ? RESOLVED : id === STYLES_ID ? STYLES_RESOLVED : null),
    load(id) {
      if (id !== RESOLVED && id !== STYLES_RESOLVED) return null;
      screens ??= declaredScreens();
      // A declaration edited in development rebuilds the index.
      for (const file of routeModules) this.addWatchFile(file);
      return `export default ${JSON.stringify(id === RESOLVED ? screenIndexOf(screens) : screenStylesOf(screens))};`;
    },
    watchChange(id) {
      if (routeModules.has(id)) screens = null;
    },
  };
}
