// docs/rules/navigation-and-offline.md, "Offline notices": the global banner. Offline it
// says so; online on a slow connection (2G/3G, where the browser says) it names the
// connection type, so a patient knows why a screen is slow. Closed, it stays closed for
// this visit (the tab's session) until the type changes.
//
// The offline banner must not appear after hydration: on an offline start it was the page's
// largest paint, a second late (issue 30). So every page carries it, and MARK_OFFLINE, inline
// in <head> with root's other before-paint scripts, writes the state on <html data-offline> as
// the page is parsed and again on each online/offline event; the stylesheet shows the banner
// only then, from the first paint.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { isSlowConnection } from "~/domain/connection";
import { useConnectionType, useOnline } from "~/platform/device/online";

/** navigator.onLine on <html data-offline>, now and on every change (root.tsx puts it in <head>). */
export const MARK_OFFLINE = `(function(){var d=document.documentElement;function m(){if(navigator.onLine)d.removeAttribute("data-offline");else d.setAttribute("data-offline","")}m();addEventListener("online",m);addEventListener("offline",m)})()`;

const CLOSED_KEY = "slowConnectionClosed";
function readClosed(): string | null {
  try {
    return sessionStorage.getItem(CLOSED_KEY);
  } catch {
    return null;
  }
}
function writeClosed(type: string) {
  try {
    sessionStorage.setItem(CLOSED_KEY, type);
  } catch {
    // No storage: it shows again on the next page load.
  }
}

export function OfflineBanner() {
  const online = useOnline();
  const type = useConnectionType();
  const [closed, setClosed] = useState<string | null>(readClosed);
  const { t } = useTranslation();
  return (
    <>
      {online && isSlowConnection(type) && closed !== type && (
        <div className="offline-banner" role="status" data-testid="slow-connection">
          <div>
            <strong>{t("connection.slowTitle", { type: t(`connection.types.${type}`) })}</strong>
            <p>{t("connection.slowBody")}</p>
          </div>
          <button
            type="button"
            className="icon-button"
            onClick={() => {
              setClosed(type);
              writeClosed(type);
            }}
            aria-label={t("actions.close")}
          >
            ×
          </button>
        </div>
      )}
      <div className="offline-banner offline-now" role="status">
        <div>
          <strong>{t("offline.title")}</strong>
          <p>{t("offline.body")}</p>
        </div>
        <button type="button" className="button button-small" onClick={() => location.reload()}>
          {t("offline.retry")}
        </button>
      </div>
    </>
  );
}
