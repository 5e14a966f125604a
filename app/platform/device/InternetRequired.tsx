// docs/rules/navigation-and-offline.md: features that need the network show this notice while offline.
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useOnline } from "~/platform/device/online";

export type OnlineFeature = "auth" | "medicineEdit" | "labs" | "doctors" | "assistant" | "education" | "dataExport" | "analytics" | "careInvite";

export function InternetRequired({ feature, children }: { feature: OnlineFeature; children: ReactNode }) {
  const online = useOnline();
  const { t } = useTranslation();
  if (online) return <>{children}</>;
  return (
    <div className="internet-required" role="alert">
      <strong>{t("offline.requiredTitle")}</strong>
      <p>{t(`offline.feature.${feature}`)}</p>
      <button type="button" className="button" onClick={() => location.reload()}>
        {t("offline.retryConnection")}
      </button>
    </div>
  );
}
