// The plain-language flag of a reading and the note that it is not a diagnosis.
import { useTranslation } from "react-i18next";
import type { HealthMetricFlag } from "~/domain/health-metrics/rules";

export function HealthMetricFlagBadge({ flag }: { flag: HealthMetricFlag }) {
  const { t } = useTranslation("health-metrics");
  return <span className={`health-metric-flag health-metric-flag-${flag}`}>{t(`flag.${flag}`)}</span>;
}

export function HealthMetricFlagNote({ flag, explain }: { flag: HealthMetricFlag; explain: string }) {
  const { t } = useTranslation("health-metrics");
  return (
    <div className={`health-metric-note health-metric-note-${flag}`} role="status">
      <p>
        <HealthMetricFlagBadge flag={flag} /> {explain}
      </p>
      <p className="health-metric-disclaimer">{t("notDiagnosis")}</p>
    </div>
  );
}
