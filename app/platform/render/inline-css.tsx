// The app's styles travel inside each page's HTML, not as a stylesheet: on a slow
// connection a render-blocking stylesheet shares the bandwidth with every script the
// page starts loading, and a server-rendered screen waited for it for a second. The
// server provides them (entry.server.tsx, from styles/stylesheets.ts) in two parts: the
// head carries the base and the stylesheets of the screen shown (its declaration's
// `styles`), and the rest follows the screen, for the screens a tap may open next. The
// screen's first frame then waits for its own styles only: every stylesheet before the
// screen was 49 KB of HTML, about 250 ms of a Slow-4G connection (docs/PERFORMANCE.md).
// In the browser they are already in the page, so they are read from it once, before
// React hydrates, and never shipped a second time in a script. The service worker's
// offline shell is server-rendered too, so it carries them.
import { createContext, useContext } from "react";

const HEAD_ID = "app-css";
const REST_ID = "app-css-rest";

export interface AppCss {
  /** Before the screen: the base and the shown screen's stylesheets. */
  head: string;
  /** After the screen: every other stylesheet, in cascade order. */
  rest: string;
}

const inPage = (id: string) => (typeof document === "undefined" ? "" : (document.getElementById(id)?.textContent ?? ""));
const fromPage: AppCss = { head: inPage(HEAD_ID), rest: inPage(REST_ID) };

export const AppCssContext = createContext<AppCss>(fromPage);

/** The <style> element in the document head. */
export function AppStyles() {
  const { head } = useContext(AppCssContext);
  return <style id={HEAD_ID} dangerouslySetInnerHTML={{ __html: head }} />;
}

/** The <style> element after the screen, before the scripts. */
export function AppStylesRest() {
  const { rest } = useContext(AppCssContext);
  return <style id={REST_ID} dangerouslySetInnerHTML={{ __html: rest }} />;
}
