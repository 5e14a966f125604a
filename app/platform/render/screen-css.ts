// Which stylesheets a page carries before its screen and which after it (inline-css.tsx):
// the base and the stylesheets the matched routes name (their screen's declaration, `styles`) first,
// in cascade order; the rest after the screen. A page whose screen names none (a screen
// not yet split, the offline shell that draws any screen, an error page) carries them all
// before it, as every page did before.
//
// A screen's stylesheets come before the rest, so a rule of the rest that also matched
// one of the screen's elements would now win over the screen's own: the browser test
// "a screen's own styles come before it" (tests/e2e/server-rendered.spec.ts) checks that
// no rule of the rest matches an element of a split screen's first HTML.
// Which route names which comes from the build's index of the declarations (vite.screen-index.ts).
import screenStyles from "virtual:screen-styles";
import { STYLESHEETS, type StylesheetName } from "~/styles/stylesheets";
import type { AppCss } from "./inline-css";

const declared = new Map(Object.entries(screenStyles));

const joined = (keep: (name: StylesheetName) => boolean) =>
  STYLESHEETS.filter(([name]) => keep(name))
    .map(([, css]) => css)
    .join("\n");

const ALL_BEFORE: AppCss = { head: joined(() => true), rest: "" };
const byRoutes = new Map<string, AppCss>();

/** The page's styles for the routes React Router matched, root first. */
export function appCssFor(routeIds: readonly string[]): AppCss {
  const screen = routeIds.at(-1);
  if (screen === undefined || !declared.has(screen)) return ALL_BEFORE;
  const key = routeIds.join(" ");
  let css = byRoutes.get(key);
  if (!css) {
    const wanted = new Set<StylesheetName>(["base", ...routeIds.flatMap((id) => declared.get(id) ?? [])]);
    css = { head: joined((name) => wanted.has(name)), rest: joined((name) => !wanted.has(name)) };
    byRoutes.set(key, css);
  }
  return css;
}
