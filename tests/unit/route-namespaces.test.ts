// The route → namespace map (app/platform/i18n/route-namespaces.ts) must stay true: every
// namespace a route's screen (its module and the app files it imports) asks for is
// loaded for it, nothing is listed that the route does not use, and the core chunk's
// globs name exactly the core namespaces.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import { CORE_NAMESPACES, ROUTE_NAMESPACES, namespacesForRoutes } from "~/platform/i18n/route-namespaces";
import routes from "~/routes";
import { appDir, knownNamespaces, namespacesInSource, namespacesReachedFrom } from "./namespace-scan";

interface RouteNode {
  id: string;
  file: string;
  /** Ids of the routes always matched with this one (root first), itself included. */
  chain: string[];
}

function flatten(entries: RouteConfigEntry[], parents: string[]): RouteNode[] {
  return entries.flatMap((e) => {
    const id = e.id ?? e.file.replace(/\.[jt]sx?$/, "");
    const chain = [...parents, id];
    return [{ id, file: e.file, chain }, ...flatten(e.children ?? [], chain)];
  });
}

const allRoutes: RouteNode[] = [{ id: "root", file: "root.tsx", chain: ["root"] }, ...flatten(routes, ["root"])];

describe("the scan of a module's namespaces", () => {
  it("finds each way the code names one", () => {
    const src = `
      const { t } = useTranslation();
      const a = useTranslation("profile");
      const b = useTranslation(["health-metrics", "sleep"]);
      t(key, { ns: "medicines" });
      t(key, { ns: ["trackers", "more"] });
      const c = t("auth:tooManyAttempts");
      // t("legal:notUsed") only in a comment
      const url = "https://example.com";
    `;
    expect([...namespacesInSource(src)].sort()).toEqual(["auth", "common", "health-metrics", "medicines", "more", "profile", "sleep", "trackers"]);
  });

  it("follows imports within app/ (a route's components count for it)", () => {
    expect([...namespacesReachedFrom(join(appDir, "routes/legal/privacy-policy.tsx")).keys()]).toContain("legal");
  });
});

describe("route namespaces", () => {
  it("are keyed by real route ids and name real namespaces", () => {
    const ids = new Set(allRoutes.map((r) => r.id));
    expect(Object.keys(ROUTE_NAMESPACES).filter((id) => !ids.has(id))).toEqual([]);
    const unknown = Object.values(ROUTE_NAMESPACES)
      .flat()
      .filter((ns) => !knownNamespaces.has(ns));
    expect(unknown).toEqual([]);
  });

  it("cover every namespace each route (or a component it imports) uses", () => {
    const missing: string[] = [];
    for (const route of allRoutes) {
      const loaded = new Set(namespacesForRoutes(route.chain));
      for (const [ns, files] of namespacesReachedFrom(join(appDir, route.file))) {
        if (!loaded.has(ns)) missing.push(`${route.id} needs "${ns}" (${files.join(", ")})`);
      }
    }
    expect(missing).toEqual([]);
  });

  it("list nothing a route does not use (so legal texts load only for the legal pages)", () => {
    const extra: string[] = [];
    for (const route of allRoutes) {
      const used = namespacesReachedFrom(join(appDir, route.file));
      for (const ns of ROUTE_NAMESPACES[route.id] ?? []) if (!used.has(ns)) extra.push(`${route.id} lists "${ns}"`);
    }
    expect(extra).toEqual([]);
    const legal = Object.entries(ROUTE_NAMESPACES)
      .filter(([, list]) => list.includes("legal"))
      .map(([id]) => id);
    expect(legal.sort()).toEqual(["routes/legal/privacy-policy", "routes/legal/terms-of-service"]);
  });

  it("put in the core chunk exactly what the root, guard and app shell use", () => {
    const shell = namespacesForRoutes(["root", "routes/guard", "routes/app-frame"]);
    expect([...CORE_NAMESPACES].sort()).toEqual(shell.sort());
    // The globs are literals (Vite needs them so): each must name the same files.
    const braces = `{${[...CORE_NAMESPACES].sort().join(",")}}.json`;
    for (const file of ["platform/i18n/locales/en.ts", "platform/i18n/locales/bn.ts"]) {
      // The core glob, and the other namespaces' glob's exclusion.
      expect(readFileSync(join(appDir, file), "utf8").split(braces).length - 1, file).toBe(2);
    }
  });
});
