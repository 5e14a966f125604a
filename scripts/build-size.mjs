// What the build output weighs where it counts: the JavaScript each page loads before it
// can hydrate, and the Worker's upload. Pure over what it is given (file names, a size
// function, file contents), so tests/unit/build-size.test.ts runs it on a fake manifest;
// scripts/check-build-output.mjs applies it to the build and its budgets.
import { gzipSync } from "node:zlib";

/** React Router's browser manifest file (`build/client/assets/manifest-<hash>.js`) as data. */
export function parseRouteManifest(source) {
  const json = source
    .trim()
    .replace(/^window\.__reactRouterManifest\s*=\s*/, "")
    .replace(/;$/, "");
  return JSON.parse(json);
}

/**
 * Every page the route tree can show (each route without children), with its URL pattern
 * and the scripts it loads up front: the manifest file itself, the entry and its imports,
 * and the module and imports of each route from the root down to it. React Router lists a
 * module's static imports flattened, so this is all that loads before hydration; what a
 * page imports dynamically (translations, lazy dialogs, charts) comes after and is not
 * counted.
 */
export function routePages(manifest) {
  const routes = Object.values(manifest.routes);
  const parents = new Set(routes.map((r) => r.parentId).filter(Boolean));
  const chain = (route) => {
    const out = [];
    for (let r = route; r; r = r.parentId ? manifest.routes[r.parentId] : undefined) out.unshift(r);
    return out;
  };
  return routes
    .filter((r) => !parents.has(r.id))
    .map((route) => {
      const routesOfPage = chain(route);
      const segments = routesOfPage.map((r) => r.path).filter(Boolean);
      const scripts = new Set([manifest.url, manifest.entry.module, ...manifest.entry.imports]);
      for (const r of routesOfPage) for (const s of [r.module, ...(r.imports ?? [])]) scripts.add(s);
      return { id: route.id, path: `/${segments.join("/")}`, scripts: [...scripts] };
    });
}

/** Bytes of a file gzipped at level 9, as `npm run bench:bundle` and the bench count them. */
export const gzipSize = (content) => gzipSync(content, { level: 9 }).length;

/** The pages with their scripts' total size (`sizeOf(url)` in bytes), largest first. */
export function pageSizes(pages, sizeOf) {
  return pages.map((p) => ({ ...p, bytes: p.scripts.reduce((sum, s) => sum + sizeOf(s), 0) })).sort((a, b) => b.bytes - a.bytes);
}

/**
 * Pages over budget: `byPath` (KiB for a URL pattern, which must name a page of the
 * build, so a renamed route cannot quietly drop its budget) and `anyPage` (KiB for every
 * page). Returns one line per breach, empty when all fit.
 */
export function budgetBreaches(sized, { byPath, anyPage }) {
  const breaches = [];
  for (const [path, kib] of Object.entries(byPath)) {
    const page = sized.find((p) => p.path === path);
    if (!page) breaches.push(`${path}: no such page in the build (its budget names a route that is gone)`);
    else if (page.bytes > kib * 1024) breaches.push(`${path}: ${toKiB(page.bytes)} KiB of JavaScript, budget ${kib} KiB`);
  }
  for (const page of sized) {
    if (page.bytes > anyPage * 1024) breaches.push(`${page.path}: ${toKiB(page.bytes)} KiB of JavaScript, budget for any page ${anyPage} KiB`);
  }
  return breaches;
}

/**
 * The Worker's upload, as `wrangler deploy` reports it ("Total Upload: … / gzip: …"): the
 * modules' bytes and the gzip (zlib's default level) of all of them in one stream.
 */
export function workerSize(contents) {
  const all = Buffer.concat(contents.map((c) => Buffer.from(c)));
  return { bytes: all.length, gzipBytes: gzipSync(all).length };
}

/** Bytes as KiB with one decimal. */
export const toKiB = (bytes) => (bytes / 1024).toFixed(1);
