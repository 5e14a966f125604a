// An allergy's severity; severe is shown in the destructive style (docs/rules/profile-and-settings.md).
import { useTranslation } from "react-i18next";
import type { AllergySeverity } from "~/domain/profile/rules";

export function SeverityBadge({ severity }: { severity: AllergySeverity }) {
  const { t } = useTranslation("profile");
  return <span className={`severity severity-${severity}`}>{t(`severities.${severity}`)}</span>;
}
