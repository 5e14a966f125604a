// docs/rules/navigation-and-offline.md, "Offline notices": the global banner. Offline it
// says so; online on a slow connection (2G/3G, where the browser says) it names the
// connection type, so a patient knows why a screen is slow. Closed, it stays closed for
// this visit (the tab's session) until the type changes.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { isSlowConnection } from "~/domain/connection";
import { useConnectionType, useOnline } from "~/platform/device/online";

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
  if (online) {
    if (!isSlowConnection(type) || closed === type) return null;
    return (
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
    );
  }
  return (
    <div className="offline-banner" role="status">
      <div>
        <strong>{t("offline.title")}</strong>
        <p>{t("offline.body")}</p>
      </div>
      <button type="button" className="button button-small" onClick={() => location.reload()}>
        {t("offline.retry")}
      </button>
    </div>
  );
}
