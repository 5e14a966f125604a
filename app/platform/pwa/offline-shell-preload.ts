// The service worker answers an offline navigation with the offline shell, whose HTML
// names only the shell's own modules. Left alone, the browser would learn which
// screen to show only after hydrating the shell, and then fetch that screen's
// modules: a second round of script requests before anything shows. This starts
// them (and returns the route ids, so their texts load too) as soon as the entry
// runs, from the route manifest every page carries (routeDiscovery "initial").
import { matchRoutes, type RouteObject } from "react-router";

interface ManifestRoute {
  id: string;
  parentId?: string;
  path?: string;
  index?: boolean;
  module: string;
  imports?: string[];
  css?: string[];
}

declare global {
  interface Window {
    __reactRouterManifest?: { routes: Record<string, ManifestRoute> };
  }
}

function routeTree(routes: ManifestRoute[]): RouteObject[] {
  const children = new Map<string | undefined, ManifestRoute[]>();
  for (const r of routes) children.set(r.parentId, [...(children.get(r.parentId) ?? []), r]);
  const build = (parentId: string | undefined): RouteObject[] =>
    (children.get(parentId) ?? []).map((r) => (r.index ? { id: r.id, path: r.path, index: true } : { id: r.id, path: r.path, children: build(r.id) }));
  return build(undefined);
}

function addLink(rel: "modulepreload" | "preload", href: string) {
  if (document.head.querySelector(`link[href="${CSS.escape(href)}"]`)) return;
  const link = document.createElement("link");
  link.rel = rel;
  link.href = href;
  if (rel === "preload") link.as = "style";
  document.head.appendChild(link);
}

/** Starts loading the modules and stylesheets of the routes `pathname` matches; their ids. */
export function preloadRoutesOf(pathname: string): string[] {
  const manifest = window.__reactRouterManifest;
  if (!manifest) return [];
  const matches = matchRoutes(routeTree(Object.values(manifest.routes)), pathname) ?? [];
  const ids = matches.map((m) => m.route.id!).filter(Boolean);
  for (const id of ids) {
    const route = manifest.routes[id];
    for (const href of [route.module, ...(route.imports ?? [])]) addLink("modulepreload", href);
    for (const href of route.css ?? []) addLink("preload", href);
  }
  return ids;
}
