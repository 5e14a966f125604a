// Symptoms (docs/rules/trackers.md): log a symptom, the last 14 days, the top 5.
// Opens offline from this device's copy of the tracker summary.
import { useTranslation } from "react-i18next";
import { BackLink } from "~/platform/ui/BackLink";
import { SymptomForm } from "~/features/trackers/components/SymptomForm";
import { logSymptomAction } from "~/features/trackers/symptom-action";
import { SymptomHistory } from "~/features/trackers/components/SymptomHistory";
import { symptomHistory, topSymptoms } from "~/domain/trackers/symptoms";
import { useTimeZone } from "~/features/doses/hooks";
import { useNow } from "~/platform/device/now";
import { formatNumber } from "~/platform/i18n/format";
import { clientScreenLoader, declareScreen } from "~/platform/reads/screen-data";

// Server-rendered with its data; client navigations read through the offline queries (platform/reads/screen-data.ts).
export const screen = declareScreen({
  title: "symptoms",
  namespaces: ["trackers"],
  styles: ["health-metrics", "profile", "trackers"],
  reads: () => [["trackers", null]],
});
export const loader = screen.loader;
export const clientLoader = clientScreenLoader;
// The symptom form posted before the scripts arrived (the no-script form path, docs/ARCHITECTURE.md).
export const action = logSymptomAction;

export default function SymptomsPage() {
  const { t, i18n } = useTranslation("trackers");
  const now = useNow();
  const zone = useTimeZone();
  const [{ data }] = screen.useData();
  const rows = symptomHistory(data?.symptoms ?? [], now);
  const top = topSymptoms(rows);
  return (
    <main id="main" className="page stack">
      <BackLink to="/tracking" label={t("backToTracking")} />
      <h1>{t("symptoms.title")}</h1>
      <section className="card stack" aria-labelledby="log-symptom">
        <h2 id="log-symptom">{t("symptoms.logTitle")}</h2>
        <SymptomForm />
      </section>
      {top.length > 0 && (
        <section className="card stack" aria-labelledby="top-symptoms">
          <h2 id="top-symptoms">{t("symptoms.top")}</h2>
          <ol className="tracker-list" data-testid="top-symptoms">
            {top.map((s) => (
              <li key={s.symptom_type} className="tracker-list-item tracker-list-main">
                <strong>{t(`symptomTypes.${s.symptom_type}`)}</strong>
                <span className="muted">{t("symptoms.times", { count: s.count, n: formatNumber(s.count, i18n.language) })}</span>
              </li>
            ))}
          </ol>
        </section>
      )}
      <div className="card">
        <SymptomHistory rows={rows} zone={zone} />
      </div>
    </main>
  );
}
