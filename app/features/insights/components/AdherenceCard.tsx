// The 30-day on-time rate and the 7-day graph (docs/rules/medicines.md): on Smart Health
// Insights for every medicine, and on a medicine's page for that one. From the dose data
// the app shell already holds, so it costs no request and works offline.
import { useTranslation } from "react-i18next";
import { TrendChart } from "~/platform/ui/TrendChart";
import { adherenceGraph, adherenceRate } from "~/domain/doses/adherence";
import { ADHERENCE_WINDOW_DAYS, type DoseInput } from "~/domain/doses/rules";
import { formatNumber } from "~/platform/i18n/format";

const percent = (rate: number) => Math.round(rate * 100);

export function AdherenceCard({ input, title }: { input: DoseInput; title: string }) {
  const { t, i18n } = useTranslation("medicines");
  const lang = i18n.language;
  const n = (v: number) => formatNumber(v, lang);
  const month = adherenceRate(input);
  const week = adherenceGraph(input);
  return (
    <section className="card stack" aria-label={title} data-testid="adherence-card">
      <h2>{title}</h2>
      {month.rate === null ? (
        <p className="muted">{t("adherence.none")}</p>
      ) : (
        <>
          <p className="adherence-rate">
            <strong>{t("adherence.rate", { percent: n(percent(month.rate)) })}</strong>
          </p>
          <p className="muted">{t("adherence.detail", { taken: n(month.taken), scheduled: n(month.scheduled), days: n(ADHERENCE_WINDOW_DAYS) })}</p>
          <TrendChart
            title={t("adherence.graphTitle")}
            x={week.map((d) => Date.parse(`${d.date}T00:00:00Z`))}
            series={[{ label: t("adherence.graphSeries"), values: week.map((d) => (d.rate === null ? null : percent(d.rate))) }]}
            bars
            unit="%"
            height={160}
          />
        </>
      )}
    </section>
  );
}
