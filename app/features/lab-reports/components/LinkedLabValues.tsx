// A medicine's detail page: the latest lab values of the markers it acts on (issue 14,
// docs/rules/records.md "Lab analytics": metformin → HbA1c and glucose, …), each with its
// mark against the range, linking to the charts. Nothing when the medicine acts on none.
// The values come with the screen's reads (routes/medicines/detail.tsx).
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { markersOf, seriesByMetric } from "~/domain/lab-reports/markers";
import { rangeFlag, type LabValuesResponse } from "~/domain/lab-reports/rules";
import { useLabFormat } from "./format";

export function LinkedLabValues({ medicineName, data }: { medicineName: string; data: LabValuesResponse | undefined }) {
  const { t } = useTranslation("labs");
  const f = useLabFormat();
  const markers = markersOf(medicineName);
  if (markers.length === 0) return null;
  const linked = seriesByMetric(data?.values ?? []).filter((s) => s.marker && markers.includes(s.marker));
  return (
    <section className="card stack" aria-labelledby="linked-labs-title">
      <h2 id="linked-labs-title">{t("linked.title")}</h2>
      {linked.length === 0 ? (
        <p className="muted">{t("linked.none")}</p>
      ) : (
        <ul className="lab-values-list">
          {linked.map((s) => {
            const last = s.points.at(-1)!;
            const flag = rangeFlag(last.value, last.reference_min, last.reference_max);
            return (
              <li key={s.name} className="lab-value" data-testid="linked-lab-value">
                <span className="lab-value-name">{s.name}</span>
                <strong className="lab-value-result">
                  {f.number(last.value)}
                  {s.unit ? ` ${s.unit}` : ""}
                </strong>
                {flag && <span className={`badge lab-flag-${flag}`}>{t(`detail.flag.${flag}`)}</span>}
                <span className="muted lab-value-range">{f.date(last.recorded_date)}</span>
              </li>
            );
          })}
        </ul>
      )}
      <Link to="/labs/analytics" className="text-link">
        {t("linked.charts")}
      </Link>
    </section>
  );
}
