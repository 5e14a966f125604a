// The last 14 days of symptoms, newest first (docs/rules/trackers.md).
import { useTranslation } from "react-i18next";
import type { SymptomRow } from "~/domain/trackers/symptoms";
import { formatDateTime, formatNumber } from "~/platform/i18n/format";

export function SymptomHistory({ rows, zone, headingLevel = 2 }: { rows: readonly SymptomRow[]; zone: string; headingLevel?: 2 | 3 }) {
  const { t, i18n } = useTranslation("trackers");
  const lang = i18n.language;
  const Heading = headingLevel === 2 ? "h2" : "h3";
  return (
    <section className="stack symptom-history" aria-label={t("symptoms.history")}>
      <Heading>{t("symptoms.history")}</Heading>
      {rows.length === 0 ? (
        <p className="muted">{t("symptoms.empty")}</p>
      ) : (
        <ul className="tracker-list" data-testid="symptom-history">
          {rows.map((r) => (
            <li key={r.id} className="tracker-list-item">
              <div className="tracker-list-main">
                <strong>{t(`symptomTypes.${r.symptom_type}`)}</strong>
                <span className="tag">{t("symptoms.severityShort", { value: formatNumber(r.severity, lang) })}</span>
              </div>
              <span className="muted">
                {formatDateTime(r.recorded_at, lang, zone)}
                {r.duration ? ` · ${r.duration}` : ""}
              </span>
              {r.notes && <span>{r.notes}</span>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
