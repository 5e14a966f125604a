// The locale namespaces (files in locales/{lang}) each route's screen needs, keyed by
// route id, as each screen declares them in its route module (`export const screen`). A route gets its own entry and
// those of the routes around it (root, guard, app-frame), so a namespace is declared at the
// outermost route that uses it. Only these are loaded before a screen renders; a unit
// test (tests/unit/route-namespaces.test.ts) scans each route's source and the app files
// it imports and fails when a namespace it uses is missing here.
// Routes without any (the redirects) need only root's. Read by the build from the
// declarations (vite.screen-index.ts).
import screens from "virtual:screen-index";

export const ROUTE_NAMESPACES: Readonly<Record<string, readonly string[]>> = {
  root: ["common"],
  ...Object.fromEntries(Object.entries(screens).flatMap(([id, [, ...namespaces]]) => (namespaces.length ? [[id, namespaces]] : []))),
};

/**
 * The namespaces the root, guard and app shell use: every signed-in page needs them,
 * so they share one chunk per language. The globs in app/platform/i18n/locales/{en,bn}.ts and
 * app/platform/i18n/i18n.ts name the same files (a unit test keeps them equal).
 */
export const CORE_NAMESPACES = ["common", "doses", "medicines", "push", "settings"] as const;

/** Everything the matched routes (by id, outermost first or not) need. */
export function namespacesForRoutes(routeIds: Iterable<string>): string[] {
  const found = new Set<string>(ROUTE_NAMESPACES.root);
  for (const id of routeIds) for (const ns of ROUTE_NAMESPACES[id] ?? []) found.add(ns);
  return [...found];
}
