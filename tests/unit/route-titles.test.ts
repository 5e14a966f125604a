// Every screen has a translated title (its handle, app/platform/i18n/screen-handles.ts), in both languages.
import { readFileSync } from "node:fs";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import { ROUTE_TITLES } from "~/platform/i18n/route-namespaces";
import { namespacesOfMatches, screenTitleKey } from "~/platform/i18n/screen-handles";
import routes from "~/routes";
import { declaredScreens, screenHandleOf } from "../../vite.screen-index";

const DECLARED = declaredScreens();
/** Routes that only send the visitor on (no screen of their own), so need no title. */
const UNTITLED_ROUTES = new Set(DECLARED.flatMap((s) => (s.untitled ? [s.id] : [])));

/** The handle the build appends to a route's module (vite.screen-index.ts), as useMatches gives it. */
function handleOf(id: string): unknown {
  const file = DECLARED.find((s) => s.id === id)?.file;
  return (file && screenHandleOf(file, DECLARED)) ?? undefined;
}
const matches = (...ids: string[]) => ids.map((id) => ({ id, handle: handleOf(id) }));

const screens = (lang: string) =>
  (JSON.parse(readFileSync(new URL(`../../locales/${lang}/common.json`, import.meta.url), "utf8")) as { screens: Record<string, string> }).screens;

/** Routes with a screen of their own: every route but the layouts (which have children). */
function screenRoutes(entries: RouteConfigEntry[]): string[] {
  return entries.flatMap((e) => (e.children?.length ? screenRoutes(e.children) : [e.id ?? e.file.replace(/\.[jt]sx?$/, "")]));
}

describe("route titles", () => {
  const ids = screenRoutes(routes).filter((id) => !UNTITLED_ROUTES.has(id));

  it("names every screen, with a text in English and Bangla", () => {
    const en = screens("en");
    const bn = screens("bn");
    const missing = ids.filter((id) => {
      const key = screenTitleKey(matches("root", id));
      return !key || !en[key] || !bn[key];
    });
    expect(missing).toEqual([]);
    expect(en.notFound && bn.notFound).toBeTruthy();
  });

  it("lists no route that no longer exists", () => {
    expect(Object.keys(ROUTE_TITLES).filter((id) => !ids.includes(id))).toEqual([]);
  });

  it("takes the deepest matched route's name", () => {
    expect(screenTitleKey(matches("root", "routes/guard", "routes/app-frame", "routes/medicines/list"))).toBe("medicines");
    expect(screenTitleKey(matches("root", "routes/guard", "routes/app-frame", "routes/assistant"))).toBe("assistant");
    expect(screenTitleKey(matches("root", "routes/index"))).toBeUndefined();
  });

  it("a module serving several routes gives each its own title and texts, by the match's id", () => {
    expect(screenTitleKey(matches("root", "routes/tracking/blood-glucose"))).toBe("bloodGlucose");
    expect(screenTitleKey(matches("root", "routes/tracking/weight"))).toBe("weight");
    expect(namespacesOfMatches(matches("root", "routes/guard", "routes/app-frame", "routes/tracking/weight")).sort()).toEqual(
      ["common", "doses", "health-metrics", "medicines", "push", "settings"].sort(),
    );
  });
});
