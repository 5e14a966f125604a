// Lab reports (issue 14): newest first, each with its test name, date, lab and a flag
// when a value is out of range; the empty state leads to adding one. One request;
// opens offline from this device's copy.
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { DataView } from "~/platform/reads/DataView";
import { useLabFormat } from "~/features/lab-reports/components/format";
import { MEDICINE_LIST_REFRESH_MS, useDebouncedTableRefresh } from "~/platform/sync/debounced-refresh";
import { LAB_TABLES } from "~/features/lab-reports/tables";
import { clientScreenLoader, declareScreen } from "~/platform/reads/screen-data";

// Server-rendered with its data; client navigations read through the offline queries (platform/reads/screen-data.ts).
export const screen = declareScreen({
  title: "labs",
  namespaces: ["labs"],
  styles: ["lab-reports"],
  scan: true,
  reads: () => [["labReports", null]],
});
export const loader = screen.loader;
export const clientLoader = clientScreenLoader;

export default function LabReports() {
  const { t } = useTranslation("labs");
  const f = useLabFormat();
  const [query] = screen.useData();
  useDebouncedTableRefresh(LAB_TABLES, MEDICINE_LIST_REFRESH_MS);

  const body = (
    <DataView
      query={query}
      offlineText={t("offlineNoData")}
      errorText={t("loadError")}
      isEmpty={(data) => data.reports.length === 0}
      empty={
        <div className="card stack empty-state">
          <h2>{t("empty")}</h2>
          <p className="muted">{t("emptyHint")}</p>
        </div>
      }
    >
      {(data) => (
        <ul className="lab-list" aria-label={t("title")}>
          {data.reports.map((r) => (
            <li key={r.id}>
              <Link to={`/labs/${r.id}`} className="card lab-item">
                <strong>{r.title}</strong>
                <span className="muted">{[f.date(r.report_date), r.lab_name].filter(Boolean).join(" · ")}</span>
                <span className="lab-item-counts">
                  {r.valueCount > 0 && <span className="muted">{t("valuesCount", { count: r.valueCount, n: f.count(r.valueCount) })}</span>}
                  {r.outOfRange > 0 && <span className="badge lab-flag">{t("outOfRange", { count: r.outOfRange, n: f.count(r.outOfRange) })}</span>}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </DataView>
  );

  return (
    <main id="main" className="page stack">
      <div className="card-head">
        <h1>{t("title")}</h1>
        <Link to="/labs/upload" className="button">
          {t("add")}
        </Link>
      </div>
      <Link to="/labs/analytics" className="text-link">
        {t("analytics.open")}
      </Link>
      {body}
    </main>
  );
}
