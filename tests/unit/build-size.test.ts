// The sizes scripts/check-build-output.mjs holds the build to (scripts/build-size.mjs): a
// page counts the manifest, the entry and every route down to it once each, pages are
// the routes without children, and a budget fails above its figure or when it names a
// page the build no longer has.
import { gzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { budgetBreaches, pageSizes, parseRouteManifest, routePages, workerSize, type RouteManifest } from "../../scripts/build-size.mjs";

const manifest: RouteManifest = {
  url: "/assets/manifest-1.js",
  entry: { module: "/assets/entry.client.js", imports: ["/assets/vendor.js"] },
  routes: {
    root: { id: "root", path: "", module: "/assets/root.js", imports: ["/assets/vendor.js", "/assets/entry.client.js"] },
    "routes/auth/login": {
      id: "routes/auth/login",
      parentId: "root",
      path: "auth/login",
      module: "/assets/login.js",
      imports: ["/assets/vendor.js", "/assets/Field.js"],
    },
    "routes/guard": { id: "routes/guard", parentId: "root", module: "/assets/guard.js", imports: ["/assets/signed-in.js"] },
    "routes/app-frame": { id: "routes/app-frame", parentId: "routes/guard", module: "/assets/app-frame.js", imports: ["/assets/signed-in.js"] },
    "routes/dashboard": {
      id: "routes/dashboard",
      parentId: "routes/app-frame",
      path: "dashboard",
      module: "/assets/dashboard.js",
      imports: ["/assets/Field.js"],
    },
    "routes/medicines/index": { id: "routes/medicines/index", parentId: "routes/app-frame", path: "medicines", index: true, module: "/assets/medicines.js" },
  },
};

/** Every script weighs 1 KiB, the dashboard's module 100. */
const sizeOf = (script: string) => (script === "/assets/dashboard.js" ? 100 : 1) * 1024;

describe("routePages", () => {
  const pages = routePages(manifest);

  it("has a page per route without children, with its URL pattern", () => {
    expect(pages.map((p) => [p.id, p.path]).sort()).toEqual([
      ["routes/auth/login", "/auth/login"],
      ["routes/dashboard", "/dashboard"],
      ["routes/medicines/index", "/medicines"],
    ]);
  });

  it("counts the manifest, the entry and each route down to the page, each script once", () => {
    const dashboard = pages.find((p) => p.path === "/dashboard")!;
    expect(dashboard.scripts.sort()).toEqual(
      [
        "/assets/manifest-1.js",
        "/assets/entry.client.js",
        "/assets/vendor.js",
        "/assets/root.js",
        "/assets/guard.js",
        "/assets/signed-in.js",
        "/assets/app-frame.js",
        "/assets/dashboard.js",
        "/assets/Field.js",
      ].sort(),
    );
    const login = pages.find((p) => p.path === "/auth/login")!;
    expect(login.scripts).not.toContain("/assets/signed-in.js");
  });
});

describe("budgetBreaches", () => {
  const sized = pageSizes(routePages(manifest), sizeOf);

  it("adds up each page's scripts, largest page first", () => {
    expect(sized.map((p) => [p.path, p.bytes])).toEqual([
      ["/dashboard", 108 * 1024],
      ["/medicines", 8 * 1024],
      ["/auth/login", 6 * 1024],
    ]);
  });

  it("passes pages at or under their budgets", () => {
    expect(budgetBreaches(sized, { byPath: { "/dashboard": 108, "/auth/login": 6 }, anyPage: 108 })).toEqual([]);
  });

  it("fails a page over its own budget and any page over the budget for all", () => {
    expect(budgetBreaches(sized, { byPath: { "/auth/login": 5.9 }, anyPage: 107.9 })).toEqual([
      "/auth/login: 6.0 KiB of JavaScript, budget 5.9 KiB",
      "/dashboard: 108.0 KiB of JavaScript, budget for any page 107.9 KiB",
    ]);
  });

  it("fails a budget that names a page the build does not have", () => {
    expect(budgetBreaches(sized, { byPath: { "/home": 500 }, anyPage: 500 })).toEqual([
      "/home: no such page in the build (its budget names a route that is gone)",
    ]);
  });
});

describe("the manifest file and the Worker's upload", () => {
  it("reads React Router's manifest script as data", () => {
    expect(parseRouteManifest(`window.__reactRouterManifest=${JSON.stringify(manifest)};`)).toEqual(manifest);
  });

  it("measures the modules as one gzip stream, as wrangler reports the upload", () => {
    const modules = ["export const a = 1;\n", "export const b = 2;\n"];
    const size = workerSize(modules);
    expect(size.bytes).toBe(modules.join("").length);
    // One stream of all modules: shared text compresses across them.
    expect(size.gzipBytes).toBe(gzipSync(Buffer.from(modules.join(""))).length);
  });
});
