// The app's styles travel inside each page's HTML, not as a stylesheet: on a slow
// connection a render-blocking stylesheet shares the bandwidth with every script the
// page starts loading, and a server-rendered screen waited for it for a second. They
// are about 6 KiB gzip. The server provides them (entry.server.tsx, from
// styles/app.css); in the browser they are already in the page, so they are read
// from it once, before React hydrates, and never shipped a second time in a script.
// The service worker's offline shell is server-rendered too, so it carries them.
import { createContext, useContext } from "react";

const STYLE_ID = "app-css";

const fromPage = typeof document === "undefined" ? "" : (document.getElementById(STYLE_ID)?.textContent ?? "");

export const AppCssContext = createContext(fromPage);

/** The <style> element in the document head. */
export function AppStyles() {
  const css = useContext(AppCssContext);
  return <style id={STYLE_ID} dangerouslySetInnerHTML={{ __html: css }} />;
}
