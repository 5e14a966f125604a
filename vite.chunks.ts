// How the browser build is cut into chunks (Rolldown `output.codeSplitting` groups), so a
// cold load needs few script requests and no page loads another screen's code:
// - "vendor" and the entry chunk: the libraries and app code that entry.client and the root
//   route import statically, which every page loads anyway;
// - "signed-in": what the guard and app shell import statically and no signed-out screen
//   does, which every signed-in page loads anyway;
// - small modules (SMALL_MODULE) that the shell shares with a signed-out screen or that many
//   screens (WIDELY_SHARED) import, with all they import, join the chunk of their audience
//   (the entry chunk if a sign-in screen uses them, "signed-in" if no signed-out screen does):
//   a request costs more than their few bytes;
// - "shell-shared": those the shell shares with signed-out screens other than the sign-in ones
//   (the legal pages, the doctor's summary, the offline shell...), which every page loaded with
//   the entry before: 1.3 KiB gzip that /auth/login never ran (issue 30);
// - "{lang}-core" (the core namespaces, app/platform/i18n/locales/{lang}.ts) and "{lang}-{namespace}"
//   for every other namespace (app/platform/i18n/i18n.ts loads them by route).
// Route modules stay in their own chunks; the rest (forms, charts, uPlot, zod, code two
// screens share) is left to Rolldown's automatic splitting, loaded only where used.
// Stylesheets: root.tsx imports all of the app's, so they make one file with the entry.
import type { RouteConfigEntry } from "@react-router/dev/routes";
import type { Rolldown } from "vite";
import routes from "./app/routes.ts";
import { LANGUAGES } from "./app/domain/settings/rules.ts";

type Ctx = Rolldown.ChunkingContext;
type Group = NonNullable<Exclude<Rolldown.OutputOptions["codeSplitting"], boolean | undefined>["groups"]>[number];

/** Characters of transformed source under which a module counts as small. */
const SMALL_MODULE = 2500;
/** Route screens (distinct route files) that must import a small module for it to be shared. */
const WIDELY_SHARED = 3;
/**
 * Modules only signed-in screens use join "signed-in" sooner: up to this size, when two
 * screens share them and one is the dashboard (a dashboard card and its tracker screen).
 * Each costs a signed-in page a few KiB it may not run, and saves the dashboard, where a
 * signed-in start lands, a request per module: on Slow-4G a script request (150 ms round
 * trip, and main-thread work to start it when the service worker answers) costs more than
 * the bytes (docs/PERFORMANCE.md). Modules two other screens share (the medicine form's
 * fields, say) are not worth the dashboard's bytes: before issue 30 they joined too, and
 * made a third of the chunk.
 */
const SIGNED_IN_SMALL_MODULE = 8000;
const SIGNED_IN_WIDELY_SHARED = 2;
const LANDING = "routes/dashboard.tsx";
/** The screens a signed-out visitor signs in or signs up on. */
const SIGN_IN = /^routes\/auth\//;

const appDir = new URL("./app/", import.meta.url).pathname;
const ROUTE_QUERY = "?__react-router-build-client-route";
/** React Router's client build gives each route an entry `${file}?…` that re-exports the file. */
const routeEntry = (file: string) => `${appDir}${file}${ROUTE_QUERY}`;
const STYLESHEET = /\.css($|\?)/;
const GUARD = "routes/guard.tsx";
const SHELL = "routes/app-frame.tsx";

interface RouteFile {
  file: string;
  signedIn: boolean;
}
function routeFiles(entries: RouteConfigEntry[], signedIn: boolean, out = new Map<string, RouteFile>()) {
  for (const e of entries) {
    const inside = signedIn || e.file === GUARD;
    // A file used by both kinds of route (coming-soon) counts as signed-out: every page may load it.
    if (!out.has(e.file) || !inside) out.set(e.file, { file: e.file, signedIn: inside });
    routeFiles(e.children ?? [], inside, out);
  }
  return out;
}
/** The local dev mailbox is a developer's page, not a screen of the app: it shapes no chunk. */
const DEV_ONLY = "routes/dev-mailbox.tsx";
const screens = [...routeFiles(routes, false).values()].filter((r) => r.file !== GUARD && r.file !== SHELL && r.file !== DEV_ONLY);
const routeModuleIds = new Set(["root.tsx", GUARD, SHELL, ...screens.map((r) => r.file)].map((f) => `${appDir}${f}`));

/** Modules the entries import statically, directly or through others. */
function staticallyImported(ctx: Ctx, entries: string[]): Set<string> {
  const seen = new Set<string>();
  const stack = [...entries];
  while (stack.length) {
    const id = stack.pop()!;
    if (seen.has(id)) continue;
    seen.add(id);
    stack.push(...(ctx.getModuleInfo(id)?.importedIds ?? []));
  }
  return seen;
}

interface Plan {
  /** Vendor or the entry chunk. */
  everyPage: Set<string>;
  /** The "signed-in" chunk. */
  signedIn: Set<string>;
  /** The "shell-shared" chunk. */
  shellShared: Set<string>;
}

function plan(ctx: Ctx): Plan {
  const everyPage = staticallyImported(ctx, [`${appDir}entry.client.tsx`, routeEntry("root.tsx")]);
  const shell = staticallyImported(ctx, [routeEntry(GUARD), routeEntry(SHELL)]);
  const users = new Map<string, RouteFile[]>();
  for (const screen of screens) {
    for (const id of staticallyImported(ctx, [routeEntry(screen.file)])) users.set(id, [...(users.get(id) ?? []), screen]);
  }
  const signedOutUse = (id: string) => (users.get(id) ?? []).some((r) => !r.signedIn);
  const sharedWithLanding = (id: string) => {
    const of = users.get(id) ?? [];
    return of.length >= SIGNED_IN_WIDELY_SHARED && of.some((r) => r.file === LANDING);
  };
  const signedIn = new Set([...shell].filter((id) => !everyPage.has(id) && !signedOutUse(id)));

  // Small modules that the shell shares with a signed-out screen (session, API client...)
  // or that many screens import join the chunk of their audience, if everything they
  // import (not loaded anyway) qualifies too (else they would drag it along). The rest
  // (say a big module the shell shares with one signed-out screen) is left to Rolldown.
  const shared = new Set<string>();
  const refused = new Set<string>();
  const qualifies = (id: string, inProgress: Set<string>): boolean => {
    if (everyPage.has(id) || signedIn.has(id) || shared.has(id) || inProgress.has(id)) return true;
    // Stylesheets stay with the screens that use them (render-blocking, and their size is not in `code`).
    if (refused.has(id) || routeModuleIds.has(id) || id.endsWith(ROUTE_QUERY) || STYLESHEET.test(id)) return false;
    const info = ctx.getModuleInfo(id);
    const signedInOnly = !signedOutUse(id);
    inProgress.add(id);
    const ok =
      !!info &&
      (info.code?.length ?? Infinity) <= (signedInOnly ? SIGNED_IN_SMALL_MODULE : SMALL_MODULE) &&
      (shell.has(id) || (signedInOnly ? sharedWithLanding(id) : (users.get(id)?.length ?? 0) >= WIDELY_SHARED)) &&
      info.importedIds.every((dep) => qualifies(dep, inProgress));
    inProgress.delete(id);
    (ok ? shared : refused).add(id);
    return ok;
  };
  for (const id of [...shell, ...users.keys()]) qualifies(id, new Set());
  // Where a signed-out screen uses one (which reaches what it imports too): the entry chunk if a
  // sign-in screen does, else "shell-shared" if the shell does, else Rolldown's splitting.
  const shellShared = new Set<string>();
  const signInUse = (id: string) => (users.get(id) ?? []).some((r) => SIGN_IN.test(r.file));
  for (const id of shared) {
    if (!signedOutUse(id)) signedIn.add(id);
    else if (signInUse(id)) everyPage.add(id);
    else if (shell.has(id)) shellShared.add(id);
  }
  return { everyPage, signedIn, shellShared };
}

/** Computed once per build (keyed by the root entry's module info, which lives as long as the build). */
const plans = new WeakMap<object, Plan>();
function planOf(ctx: Ctx): Plan | null {
  const key = ctx.getModuleInfo(routeEntry("root.tsx"));
  if (!key) return null;
  if (!plans.has(key)) plans.set(key, plan(ctx));
  return plans.get(key)!;
}

const captured = (id: string) => !routeModuleIds.has(id) && !id.endsWith(ROUTE_QUERY);
const inNodeModules = (id: string) => /[\\/]node_modules[\\/]/.test(id);

const LANGS = LANGUAGES.join("|");
const LOCALE_CORE = new RegExp(`[\\\\/]app[\\\\/]platform[\\\\/]i18n[\\\\/]locales[\\\\/](${LANGS})\\.ts$`);
const LOCALE_FILE = new RegExp(`[\\\\/]locales[\\\\/](${LANGS})[\\\\/]([\\w-]+)\\.json$`);

export const clientChunkGroups: Group[] = [
  {
    // A namespace file the core module imports joins it; any other is its own chunk.
    name(id, ctx) {
      const core = LOCALE_CORE.exec(id);
      if (core) return `${core[1]}-core`;
      const file = LOCALE_FILE.exec(id);
      if (!file) return null;
      return ctx.getModuleInfo(id)?.importers.length ? `${file[1]}-core` : `${file[1]}-${file[2]}`;
    },
    priority: 4,
  },
  {
    // Vite's preload helper wraps the entry's dynamic imports and the core chunks' loaders of the
    // other namespaces. Before the core group it joins vendor, which every page loads: a group
    // takes what its modules import, so a language's core chunk would take it, and the entry
    // would then load that chunk in every language.
    name: (id, ctx) => (id.includes("vite/preload-helper") || (captured(id) && inNodeModules(id) && planOf(ctx)?.everyPage.has(id)) ? "vendor" : null),
    priority: 5,
  },
  {
    // entry.client.tsx is in this group, so its chunk is the entry chunk.
    name(id, ctx) {
      const p = planOf(ctx);
      if (!p || !captured(id)) return null;
      return p.everyPage.has(id) ? "app" : null;
    },
    priority: 2,
  },
  {
    name(id, ctx) {
      const p = planOf(ctx);
      if (!p || !captured(id)) return null;
      return p.signedIn.has(id) ? "signed-in" : p.shellShared.has(id) ? "shell-shared" : null;
    },
    priority: 1,
  },
];
