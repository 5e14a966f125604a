// The whole screen index by route id, as each screen declares it in its route module
// (`export const screen`; read by the build, vite.screen-index.ts): the namespaces it
// loads and its title. A page knows its own screens from their handles
// (screen-handles.ts); this index is loaded for a navigation, to fetch a screen's texts
// alongside its module and data (i18n.ts, routeNamespaceLoading), and warmed when the
// page is idle. A route gets its own entry and those of the routes around it (root,
// guard, app-frame), so a namespace is declared at the outermost route that uses it. A
// unit test (tests/unit/route-namespaces.test.ts) scans each route's source and the app
// files it imports and fails when a namespace it uses is missing here.
import screens from "virtual:screen-index";
import { ROOT_NAMESPACES } from "./core-namespaces";

export { CORE_NAMESPACES } from "./core-namespaces";

export const ROUTE_NAMESPACES: Readonly<Record<string, readonly string[]>> = {
  root: ROOT_NAMESPACES,
  ...Object.fromEntries(Object.entries(screens).flatMap(([id, [, ...namespaces]]) => (namespaces.length ? [[id, namespaces]] : []))),
};

/** Route id → its name under common:screens (the tests' view of the titles; a page reads its handles). */
export const ROUTE_TITLES: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(screens).flatMap(([id, [title]]) => (title ? [[id, title]] : [])),
);

/** Everything the matched routes (by id, outermost first or not) need. */
export function namespacesForRoutes(routeIds: Iterable<string>): string[] {
  const found = new Set<string>(ROUTE_NAMESPACES.root);
  for (const id of routeIds) for (const ns of ROUTE_NAMESPACES[id] ?? []) found.add(ns);
  return [...found];
}
