// Saved prescriptions (issue 14): newest first, each with its photo, doctor, prescribing
// and upload dates; Scan turns a paper prescription into medicines with reminders, Upload
// keeps a photo with its details. One request; opens offline from this device's copy.
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { DataView } from "~/platform/reads/DataView";
import { PrescriptionImage } from "~/features/prescriptions/components/PrescriptionImage";
import { MEDICINE_LIST_REFRESH_MS, useDebouncedTableRefresh } from "~/platform/sync/debounced-refresh";
import { PRESCRIPTIONS_TABLE } from "~/domain/prescriptions/rules";
import { formatDay } from "~/platform/i18n/format";
import { clientScreenLoader, declareScreen } from "~/platform/reads/screen-data";

// Server-rendered with its data; client navigations read through the offline queries (platform/reads/screen-data.ts).
export const screen = declareScreen({
  title: "prescriptions",
  namespaces: ["prescriptions"],
  reads: () => [["prescriptions", null]],
});
export const loader = screen.loader;
export const clientLoader = clientScreenLoader;

const TABLES = [PRESCRIPTIONS_TABLE];

export default function Prescriptions() {
  const { t, i18n } = useTranslation("prescriptions");
  const [query] = screen.useData();
  useDebouncedTableRefresh(TABLES, MEDICINE_LIST_REFRESH_MS);

  const body = (
    <DataView
      query={query}
      offlineText={t("offlineNoData")}
      errorText={t("loadError")}
      isEmpty={(data) => data.prescriptions.length === 0}
      empty={
        <div className="card stack empty-state">
          <h2>{t("empty")}</h2>
          <p className="muted">{t("emptyHint")}</p>
        </div>
      }
    >
      {(data) => (
        <ul className="prescription-list" aria-label={t("title")}>
          {data.prescriptions.map((p) => {
            const name = p.doctor_name ?? t("noDoctor");
            return (
              <li key={p.id}>
                <Link to={`/prescriptions/${p.id}`} className="card prescription-item">
                  <PrescriptionImage row={p} alt={t("thumbAlt", { name })} />
                  <span className="stack-tight">
                    <strong>{name}</strong>
                    {p.prescribing_date && <span className="muted">{t("prescribed", { date: formatDay(p.prescribing_date, i18n.language) })}</span>}
                    <span className="muted">{t("uploaded", { date: formatDay(p.upload_date, i18n.language) })}</span>
                  </span>
                </Link>
              </li>
            );
          })}
        </ul>
      )}
    </DataView>
  );

  return (
    <main id="main" className="page stack">
      <h1>{t("title")}</h1>
      <div className="form-actions">
        <Link to="/prescriptions/scan" className="button">
          {t("scan.open")}
        </Link>
        <Link to="/prescriptions/upload" className="button button-secondary">
          {t("upload.open")}
        </Link>
      </div>
      {body}
    </main>
  );
}
