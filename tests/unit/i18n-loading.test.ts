// The browser's i18next loads namespaces by route: only what the matched routes need at
// start, a route's namespaces before it renders, the loaded ones again on a language
// switch, and every one when a message's namespace is unknown (sync failures).
import type { i18n as I18n } from "i18next";
import { describe, expect, it } from "vitest";
import { allNamespaces, createI18n, loadAllNamespaces, routeNamespaceLoading } from "~/platform/i18n/i18n";
import { namespacesForRoutes } from "~/platform/i18n/route-namespaces";
import { knownNamespaces } from "./namespace-scan";

const ALL_NAMESPACES = await allNamespaces("en");
const loaded = (i18n: I18n, lang: string) => ALL_NAMESPACES.filter((ns) => i18n.hasResourceBundle(lang, ns)).sort();

describe("namespace loading", () => {
  it("knows every namespace file, the same in both languages", async () => {
    expect([...ALL_NAMESPACES].sort()).toEqual([...knownNamespaces].sort());
    expect((await allNamespaces("bn")).sort()).toEqual([...ALL_NAMESPACES].sort());
  });

  it("starts with the matched routes' namespaces only, in the active language", async () => {
    const i18n = await createI18n("bn", namespacesForRoutes(["root", "routes/auth/login"]));
    expect(loaded(i18n, "bn")).toEqual(["auth", "common"]);
    expect(loaded(i18n, "en")).toEqual([]);
    expect(i18n.t("auth:loginTitle")).toBe("ফিরে আসায় স্বাগতম");
  });

  it("loads a route's namespaces alongside its loader, before the loader's result is used", async () => {
    const i18n = await createI18n("en", namespacesForRoutes(["root"]));
    const instrumentations: Record<string, (load: () => Promise<unknown>, info: unknown) => Promise<void>> = {};
    routeNamespaceLoading(i18n).route!({
      id: "routes/legal/privacy-policy",
      index: false,
      path: "privacy-policy",
      instrument: (i) => Object.assign(instrumentations, i),
    });
    expect(loaded(i18n, "en")).not.toContain("legal");
    let loaderRan = false;
    await instrumentations.loader(async () => {
      loaderRan = true;
      return { status: "success", error: undefined };
    }, {});
    expect(loaderRan).toBe(true);
    expect(loaded(i18n, "en")).toContain("legal");
  });

  it("a route without namespaces of its own loads none: its loader alone runs", async () => {
    const i18n = await createI18n("en", namespacesForRoutes(["root"]));
    const instrumentations: Record<string, (load: () => Promise<unknown>, info: unknown) => Promise<void>> = {};
    routeNamespaceLoading(i18n).route!({ id: "routes/index", index: true, path: undefined, instrument: (i) => Object.assign(instrumentations, i) });
    let loaderRan = false;
    await instrumentations.loader(async () => {
      loaderRan = true;
      return { status: "success", error: undefined };
    }, {});
    expect(loaderRan).toBe(true);
    expect(loaded(i18n, "en")).toEqual(["common"]);
  });

  it("switching language fetches the namespaces loaded so far in the new one", async () => {
    const i18n = await createI18n("en", namespacesForRoutes(["root", "routes/guard", "routes/app-frame", "routes/tracking/sleep"]));
    await i18n.changeLanguage("bn");
    expect(loaded(i18n, "bn")).toEqual(loaded(i18n, "en"));
    expect(loaded(i18n, "bn")).toContain("sleep");
  });

  it("finds a server message in a namespace no screen has loaded yet", async () => {
    const i18n = await createI18n("en", namespacesForRoutes(["root"]));
    const lookup = () => i18n.t("validation.sleepOverlap", { ns: i18n.options.ns as string[], defaultValue: "plain" });
    expect(lookup()).toBe("plain");
    await loadAllNamespaces(i18n);
    expect(lookup()).not.toBe("plain");
    expect(lookup()).not.toBe("validation.sleepOverlap");
  });
});
