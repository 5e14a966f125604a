// Each screen's title (the tab, history, the task switcher and screen readers say it):
// route id → its name under common:screens, shown as "Medicines · Sushastho". The
// deepest matched route with a name wins. Declared by each screen in its route module.
// A unit test (tests/unit/route-titles.test.ts) fails when a screen has no title. Read by the
// build from the declarations (vite.screen-index.ts).
import screens from "virtual:screen-index";

export const ROUTE_TITLES: Readonly<Record<string, string>> = Object.fromEntries(
  Object.entries(screens).flatMap(([id, [title]]) => (title ? [[id, title]] : [])),
);

/** The common:screens key naming the screen these matched routes (root first) show, if any. */
export function screenTitleKey(matchIds: readonly string[]): string | undefined {
  for (let i = matchIds.length - 1; i >= 0; i--) {
    const id = matchIds[i];
    const key = ROUTE_TITLES[id];
    if (key) return key;
  }
  return undefined;
}
