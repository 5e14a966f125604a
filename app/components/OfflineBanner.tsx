// docs/rules/navigation-and-offline.md, "Offline notices": the global banner.
import { useTranslation } from "react-i18next";
import { useOnline } from "~/lib/online";

export function OfflineBanner() {
  const online = useOnline();
  const { t } = useTranslation();
  if (online) return null;
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
