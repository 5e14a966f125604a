// Every screen has a translated title (app/platform/i18n/route-titles.ts), in both languages.
import { readFileSync } from "node:fs";
import type { RouteConfigEntry } from "@react-router/dev/routes";
import { describe, expect, it } from "vitest";
import { ROUTE_TITLES, screenTitleKey } from "~/platform/i18n/route-titles";
import routes from "~/routes";
import { declaredScreens } from "../../vite.screen-index";

/** Routes that only send the visitor on (no screen of their own), so need no title. */
const UNTITLED_ROUTES = new Set(declaredScreens().flatMap((s) => (s.untitled ? [s.id] : [])));

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
      const key = screenTitleKey(["root", id]);
      return !key || !en[key] || !bn[key];
    });
    expect(missing).toEqual([]);
    expect(en.notFound && bn.notFound).toBeTruthy();
  });

  it("lists no route that no longer exists", () => {
    expect(Object.keys(ROUTE_TITLES).filter((id) => !ids.includes(id))).toEqual([]);
  });

  it("takes the deepest matched route's name", () => {
    expect(screenTitleKey(["root", "routes/guard", "routes/app-frame", "routes/medicines/list"])).toBe("medicines");
    expect(screenTitleKey(["root", "routes/guard", "routes/app-frame", "routes/assistant"])).toBe("assistant");
    expect(screenTitleKey(["root", "routes/index"])).toBeUndefined();
  });
});
