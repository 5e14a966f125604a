// The plain-language flag of a reading and the note that it is not a diagnosis.
import { useTranslation } from "react-i18next";
import type { VitalFlag } from "~/domain/health-metrics/rules";

export function VitalFlagBadge({ flag }: { flag: VitalFlag }) {
  const { t } = useTranslation("vitals");
  return <span className={`vital-flag vital-flag-${flag}`}>{t(`flag.${flag}`)}</span>;
}

export function VitalFlagNote({ flag, explain }: { flag: VitalFlag; explain: string }) {
  const { t } = useTranslation("vitals");
  return (
    <div className={`vital-note vital-note-${flag}`} role="status">
      <p>
        <VitalFlagBadge flag={flag} /> {explain}
      </p>
      <p className="vital-disclaimer">{t("notDiagnosis")}</p>
    </div>
  );
}
