// 'Viewing offline data' (docs/rules/navigation-and-offline.md), above the screen while
// what it shows comes from this device (platform/reads/offline-data-scope.tsx decides; the app
// shell places it once, so every screen has it).
import { useTranslation } from "react-i18next";
import { useViewingOfflineData } from "~/platform/reads/offline-data-scope";

export function OfflineDataNotice() {
  const { t } = useTranslation();
  if (!useViewingOfflineData()) return null;
  return (
    <div className="offline-data-notice">
      <p role="status" className="badge">
        {t("offline.viewingData")}
      </p>
    </div>
  );
}
