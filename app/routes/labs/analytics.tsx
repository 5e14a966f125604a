// Lab analytics (issue 14; docs/rules/records.md "Lab analytics"): a chart per test over
// the last LAB_CHART_MONTHS months, its latest value marked against the range, and the
// medicines that act on it (metformin → HbA1c, …) with when they were started and how
// regularly they were taken on time in the last 30 days. One request; offline from
// this device's copy.
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { BackLink } from "~/platform/ui/BackLink";
import { TrendChart } from "~/platform/ui/TrendChart";
import { DataView } from "~/platform/reads/DataView";
import { useLabFormat } from "~/features/lab-reports/components/format";
import { premiumOnly } from "~/features/premium/components/PremiumGate";
import { adherenceRate } from "~/domain/doses/adherence";
import { actsOn, LAB_CHART_MONTHS, seriesByMetric, type MetricSeries } from "~/domain/lab-reports/markers";
import { rangeFlag } from "~/domain/lab-reports/rules";
import { doseInput, useDoseData, useTimeZone } from "~/features/doses/hooks";
import { useNow } from "~/platform/device/now";
import { formatDate, formatNumber } from "~/platform/i18n/format";
import { clientScreenLoader, declareScreen } from "~/platform/reads/screen-data";

// Server-rendered with its data; client navigations read through the offline queries (platform/reads/screen-data.ts).
export const screen = declareScreen({
  title: "labsAnalytics",
  namespaces: ["labs", "premium"],
  reads: () => [["labValues", null]],
});
export const loader = screen.loader;
export const clientLoader = clientScreenLoader;

const dayMs = (day: string) => Date.parse(`${day}T00:00:00Z`);

export default premiumOnly("labAnalysis", LabAnalytics);
function LabAnalytics() {
  const { t } = useTranslation("labs");
  const [query] = screen.useData();
  const series = useMemo(() => seriesByMetric(query.data?.values ?? []), [query.data]);
  const body = (
    <DataView
      query={query}
      offlineText={t("offlineNoData")}
      errorText={t("loadError")}
      isEmpty={() => series.length === 0}
      empty={<p className="muted">{t("analytics.empty", { months: LAB_CHART_MONTHS })}</p>}
    >
      {() => series.map((s) => <MetricCard key={s.name} series={s} />)}
    </DataView>
  );
  return (
    <main id="main" className="page stack">
      <BackLink to="/labs" label={t("back")} />
      <h1>{t("analytics.title")}</h1>
      <p className="muted">{t("analytics.intro", { months: LAB_CHART_MONTHS })}</p>
      {body}
    </main>
  );
}

/** The user's medicines acting on this test's marker (none without a marker or dose data yet). */
function useLinkedMedicines(series: MetricSeries) {
  const { data } = useDoseData();
  const zone = useTimeZone();
  const now = useNow(60_000);
  const input = doseInput(data, now, zone);
  const linked = input && series.marker ? input.medicines.filter((m) => m.category !== "deleted" && actsOn(m.name, series.marker!)) : [];
  return { input, linked, zone };
}

function MetricCard({ series: s }: { series: MetricSeries }) {
  const { t, i18n } = useTranslation("labs");
  const f = useLabFormat();
  const linked = useLinkedMedicines(s);
  const now = useNow().getTime();
  // Where a medicine acting on this test was started inside the chart's window, the chart marks the day.
  const windowStart = dayMs(s.points[0].recorded_date) - LAB_CHART_MONTHS * 31 * 86_400_000;
  const marks = linked.linked.map((m) => ({ at: Date.parse(m.created_at), label: m.name })).filter((m) => m.at >= windowStart && m.at <= now);
  const last = s.points.at(-1)!;
  const flag = rangeFlag(last.value, last.reference_min, last.reference_max);
  return (
    <section className="card stack" aria-label={s.name} data-testid="lab-metric">
      <div className="card-head">
        <h2>{s.name}</h2>
        {flag && <span className={`badge lab-flag-${flag}`}>{t(`detail.flag.${flag}`)}</span>}
      </div>
      <p>{t("analytics.latest", { value: `${f.number(last.value)}${s.unit ? ` ${s.unit}` : ""}`, date: f.date(last.recorded_date) })}</p>
      {/* One result is a value, not a trend: the chart comes with the second. */}
      {s.points.length > 1 && (
        <TrendChart
          title={t("analytics.chartTitle", { name: s.name })}
          x={s.points.map((p) => dayMs(p.recorded_date))}
          series={[{ label: s.name, values: s.points.map((p) => p.value) }]}
          unit={s.unit ?? undefined}
          decimals={s.points.some((p) => !Number.isInteger(p.value)) ? 1 : 0}
          height={180}
          marks={marks}
        />
      )}
      {s.marker && <LinkedMedicines {...linked} lang={i18n.language} />}
    </section>
  );
}

/** The user's medicines that act on this test's marker: since when, and taken on time in the last 30 days. */
function LinkedMedicines({ input, linked, zone, lang }: ReturnType<typeof useLinkedMedicines> & { lang: string }) {
  const { t } = useTranslation("labs");
  if (!input || linked.length === 0) return null;
  return (
    <ul className="lab-linked">
      {linked.map((m) => {
        const { rate } = adherenceRate({ ...input, medicines: [m] });
        const since = formatDate(m.created_at, lang, { dateStyle: "medium", timeZone: zone });
        const name = m.dosage ? `${m.name} ${m.dosage}` : m.name;
        return (
          <li key={m.id} data-testid="lab-linked-medicine">
            {rate === null
              ? t("analytics.medicineSince", { name, date: since })
              : t("analytics.medicineAdherence", { name, date: since, rate: formatNumber(Math.round(rate * 100), lang) })}
          </li>
        );
      })}
    </ul>
  );
}
