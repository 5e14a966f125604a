// One screen for blood pressure, blood glucose and weight (issue 6): entry with the
// plausible-range checks, the latest reading with its flag and the not-a-diagnosis
// note, a 3-month trend chart and the list. Works offline: writes go through the
// outbox, the list opens from this device's copy.
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { TrendChart, type TrendSeries } from "~/platform/ui/TrendChart";
import { GLUCOSE_LOW, glucoseBand, glucoseLines } from "~/domain/health-metrics/glucose";
import { glucoseContextOf, readingFlag, toMgDl, type HealthMetricRow, type ReadingType } from "~/domain/health-metrics/rules";
import { formatDate, formatNumber } from "~/platform/i18n/format";
import type { useHealthMetrics } from "~/features/health-metrics/queries";
import { deleteHealthMetric } from "~/features/health-metrics/writes";
import { useOutbox } from "~/platform/sync/sync-provider";
import { HealthMetricEntryForm } from "./HealthMetricEntryForm";
import { HealthMetricFlagBadge, HealthMetricFlagNote } from "./HealthMetricFlagNote";
import { HealthMetricsHistory, HealthMetricsScreen } from "./HealthMetricsScreen";

/** `readings` is the screen's read of this type's readings (the route names it once: screenReads). */
export function HealthMetricsPage({ type, readings }: { type: ReadingType; readings: ReturnType<typeof useHealthMetrics> }) {
  const { t, i18n } = useTranslation("health-metrics");
  const lang = i18n.language;
  const outbox = useOutbox();
  const { data, isError, offline } = readings;
  const n = (v: number, digits = 0) => formatNumber(v, lang, { maximumFractionDigits: digits });
  const when = (iso: string) => formatDate(iso, lang, { dateStyle: "medium", timeStyle: "short" });

  const valueText = (r: HealthMetricRow) => {
    if (type === "blood_pressure") {
      const bp = t("bp.value", { systolic: n(r.systolic ?? 0), diastolic: n(r.diastolic ?? 0) });
      return r.pulse != null ? `${bp} · ${t("bp.pulseValue", { pulse: n(r.pulse) })}` : bp;
    }
    if (type === "blood_glucose") {
      const mmol = r.glucose_mmol ?? 0;
      return t("glucose.value", { mmol: n(mmol, 1), mgdl: n(toMgDl(mmol)) });
    }
    return t("weight.value", { kg: n(r.weight_kg ?? 0, 1) });
  };

  const explain = (r: HealthMetricRow) => {
    const flag = readingFlag(r);
    if (!flag) return "";
    if (type === "blood_glucose") {
      // Against the line for when it was measured (glucose.ts), with the lines in the text.
      const context = glucoseContextOf(r);
      const lines = glucoseLines(context);
      const d1 = (v: number) => formatNumber(v, lang, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
      return t(`glucose.explain.${glucoseBand(r.glucose_mmol ?? 0, context)}`, {
        context: t(`glucose.explainContext.${context}`),
        low: d1(GLUCOSE_LOW),
        aboveNormal: d1(lines.aboveNormal),
        top: d1(lines.diabetes - 0.1),
        diabetes: d1(lines.diabetes),
      });
    }
    return t(`bp.explain.${flag}`);
  };

  const items = data?.items ?? [];
  const latest = items[0];
  const latestFlag = latest ? readingFlag(latest) : null;

  // The trend: oldest first, as the chart wants.
  const { x, series } = useMemo(() => {
    const asc = [...items].reverse();
    const x = asc.map((r) => Date.parse(r.recorded_at));
    let series: TrendSeries[];
    if (type === "blood_pressure")
      series = [
        { label: t("bp.systolic"), values: asc.map((r) => r.systolic) },
        { label: t("bp.diastolic"), values: asc.map((r) => r.diastolic) },
      ];
    else if (type === "blood_glucose") series = [{ label: t("glucose.label"), values: asc.map((r) => r.glucose_mmol) }];
    else series = [{ label: t("weight.label"), values: asc.map((r) => r.weight_kg) }];
    return { x, series };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [items, type, lang]);

  const unit = type === "blood_pressure" ? t("bp.unit") : type === "blood_glucose" ? t("glucose.unit") : t("weight.unit");

  return (
    <HealthMetricsScreen title={t(`${type}.title`)}>
      <HealthMetricEntryForm type={type} offline={offline} />

      {latest && latestFlag && (
        <section className="card stack" aria-labelledby="health-metrics-latest">
          <h2 id="health-metrics-latest">{t("latest")}</h2>
          <p className="health-metric-latest-value">{valueText(latest)}</p>
          <HealthMetricFlagNote flag={latestFlag} explain={explain(latest)} />
        </section>
      )}

      <section className="card stack" aria-labelledby="health-metrics-trend">
        <h2 id="health-metrics-trend">{t("trend")}</h2>
        {items.length > 0 ? (
          <TrendChart title={t("chartTitle", { name: t(`${type}.title`) })} x={x} series={series} unit={unit} decimals={type === "blood_pressure" ? 0 : 1} />
        ) : (
          <p>{t("noTrend")}</p>
        )}
      </section>

      <HealthMetricsHistory
        title={t("history")}
        listLabel={t("listLabel")}
        emptyText={t("empty")}
        offline={offline}
        isError={isError}
        onDelete={(id) => void deleteHealthMetric(outbox, id)}
        entries={
          data
            ? items.map((r) => {
                const flag = readingFlag(r);
                return {
                  id: r.id,
                  value: valueText(r),
                  meta: when(r.recorded_at) + (type === "blood_glucose" && r.glucose_context ? ` · ${t(`glucose.contexts.${r.glucose_context}`)}` : ""),
                  badge: flag && flag !== "usual" ? <HealthMetricFlagBadge flag={flag} /> : null,
                  deleteLabel: t("delete", { when: when(r.recorded_at) }),
                };
              })
            : null
        }
      />
    </HealthMetricsScreen>
  );
}
