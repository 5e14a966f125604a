// /tracking/womens-health (issue 6): log a period (start, end, flow, symptoms), end
// the one going on, and see the cycle length, next period and fertile window from
// the user's own history (domain/health-metrics/cycle.ts). Private: see the note in domain/health-metrics/rules.ts.
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { HealthMetricsHistory, HealthMetricsScreen } from "~/features/health-metrics/components/HealthMetricsScreen";
import { Field, FormSummary } from "~/platform/forms/Field";
import { currentPeriod, predictCycle } from "~/domain/health-metrics/cycle";
import { PERIOD_FLOWS, PERIOD_SYMPTOMS, type PeriodValue } from "~/domain/health-metrics/rules";
import { localDate, zonedInstant } from "~/domain/time/zoned-time";
import { useTimeZone } from "~/features/doses/hooks";
import { useNow } from "~/platform/device/now";
import { formatDate, formatNumber } from "~/platform/i18n/format";
import { addHealthMetric, deleteHealthMetric, updateHealthMetric } from "~/features/health-metrics/writes";
import { useValidatedForm } from "~/platform/forms/use-validated-form";
import { loadEarly } from "~/platform/forms/load-early";
import { useOutbox } from "~/platform/sync/sync-provider";
import { clientScreenLoader, declareScreen } from "~/platform/reads/screen-data";

// The forms' schema loads right after the page's code, not with it (loadEarly; docs/forms.md, 7).
const loadPeriodSchema = loadEarly(() => import("~/domain/health-metrics/schema").then((m) => m.periodValueSchema));

// Server-rendered with its data; client navigations read through the offline queries (platform/reads/screen-data.ts).
export const screen = declareScreen({
  title: "womensHealth",
  namespaces: ["health-metrics"],
  styles: ["health-metrics"],
  reads: () => [["healthMetrics", { type: "womens_health" }]],
});
export const loader = screen.loader;
export const clientLoader = clientScreenLoader;

interface Period extends PeriodValue {
  id: string;
}

const NOON = 12 * 60;

export default function WomensHealth() {
  const { t, i18n } = useTranslation("health-metrics");
  const lang = i18n.language;
  const outbox = useOutbox();
  const zone = useTimeZone();
  const now = useNow(60_000);
  const today = localDate(now, zone);
  const [{ data, isError, offline }] = screen.useData();
  const day = (d: string) => formatDate(`${d}T12:00:00Z`, lang, { day: "numeric", month: "long", year: "numeric", timeZone: "UTC" });
  const n = (v: number) => formatNumber(v, lang);

  const periods: Period[] = useMemo(
    () =>
      (data?.items ?? [])
        .filter((r) => (r.value_json as { kind?: string } | null)?.kind === "period")
        .map((r) => ({ ...(r.value_json as unknown as PeriodValue), id: r.id }))
        .sort((a, b) => (a.start < b.start ? 1 : -1)),
    [data],
  );
  const prediction = predictCycle(periods, today);
  const ongoing = currentPeriod(periods, today);
  const open = ongoing && !ongoing.end ? ongoing : null;

  return (
    <HealthMetricsScreen title={t("womens_health.title")}>
      <p className="health-metric-privacy">{t("womens_health.privacy")}</p>

      <section className="card stack" aria-labelledby="cycle-summary">
        <h2 id="cycle-summary">{t("womens_health.summary")}</h2>
        {prediction ? (
          <dl className="cycle-facts">
            <div>
              <dt>{t("womens_health.cycleLength")}</dt>
              <dd>{t("womens_health.days", { count: prediction.cycleLength, n: n(prediction.cycleLength) })}</dd>
              <dd className="field-hint">
                {prediction.cyclesUsed > 0
                  ? t("womens_health.basedOn", { count: prediction.cyclesUsed, n: n(prediction.cyclesUsed) })
                  : t("womens_health.defaultLength")}
              </dd>
            </div>
            <div>
              <dt>{t("womens_health.nextPeriod")}</dt>
              <dd>{day(prediction.nextPeriod)}</dd>
            </div>
            <div>
              <dt>{t("womens_health.fertileWindow")}</dt>
              <dd>{t("womens_health.range", { from: day(prediction.fertileStart), to: day(prediction.fertileEnd) })}</dd>
              <dd className="field-hint">{t("womens_health.ovulation", { date: day(prediction.ovulation) })}</dd>
            </div>
          </dl>
        ) : (
          <p>{t("womens_health.noPrediction")}</p>
        )}
        <p className="health-metric-disclaimer">{t("womens_health.estimate")}</p>
      </section>

      {open && <EndPeriodForm key={open.id} period={open} today={today} title={t("womens_health.ongoing", { date: day(open.start) })} />}

      <LogPeriodForm today={today} offline={offline} />

      <HealthMetricsHistory
        title={t("womens_health.history")}
        listLabel={t("womens_health.listLabel")}
        emptyText={t("womens_health.empty")}
        offline={offline}
        isError={isError}
        onDelete={(id) => void deleteHealthMetric(outbox, id)}
        entries={
          data
            ? periods.map((p) => ({
                id: p.id,
                value: p.end ? t("womens_health.range", { from: day(p.start), to: day(p.end) }) : t("womens_health.since", { date: day(p.start) }),
                meta: [p.flow ? t(`womens_health.flows.${p.flow}`) : null, ...(p.symptoms ?? []).map((s) => t(`womens_health.symptomNames.${s}`))]
                  .filter(Boolean)
                  .join(" · "),
                deleteLabel: t("womens_health.delete", { date: day(p.start) }),
              }))
            : null
        }
      />
    </HealthMetricsScreen>
  );
}

/** The one period going on: its end date (not before its start, not after today). */
function EndPeriodForm({ period, today, title }: { period: Period; today: string; title: string }) {
  const { t } = useTranslation("health-metrics");
  const outbox = useOutbox();
  const { id, ...value } = period;
  const { form, field, onSubmit, summary, busy } = useValidatedForm(loadPeriodSchema, {
    ns: "health-metrics",
    defaults: { end: today },
    prepare: (v) => ({ ...value, end: v.end || null }),
    check: ({ end }) => (end && end > today ? { end: "validation.periodFuture" } : null),
  });
  const save = onSubmit(async (next) => {
    await updateHealthMetric(outbox, id, { value_json: next });
  });
  return (
    <form {...form} className="card stack" onSubmit={(e) => void save(e)} aria-labelledby="period-end-title">
      <h2 id="period-end-title">{title}</h2>
      <FormSummary summary={summary} />
      <Field label={t("womens_health.endField")} type="date" min={period.start} max={today} {...field("end")} />
      <button type="submit" className="button" disabled={busy}>
        {t("womens_health.saveEnd")}
      </button>
    </form>
  );
}

/** A period: start, an end if it is over, flow and symptoms. Dated at noon of its start in the user's zone. */
function LogPeriodForm({ today, offline }: { today: string; offline: boolean }) {
  const { t } = useTranslation("health-metrics");
  const outbox = useOutbox();
  const zone = useTimeZone();
  const [saved, setSaved] = useState(false);
  const { form, field, onSubmit, summary, busy, reset } = useValidatedForm(loadPeriodSchema, {
    ns: "health-metrics",
    defaults: { start: today, end: "", flow: "", symptoms: [] },
    prepare: (v) => ({
      kind: "period",
      start: v.start,
      end: v.end || null,
      flow: v.flow || null,
      symptoms: Array.isArray(v.symptoms) ? v.symptoms : [],
    }),
    check: ({ start, end }) => {
      if (start > today) return { start: "validation.periodFuture" };
      if (end && end > today) return { end: "validation.periodFuture" };
      return null;
    },
  });
  const save = onSubmit(async (value) => {
    await addHealthMetric(outbox, { metric_type: "womens_health", value_json: value }, zonedInstant(value.start, NOON, zone));
    reset();
    setSaved(true);
  });
  return (
    <form {...form} className="card stack" onSubmit={(e) => void save(e)} onInput={() => setSaved(false)} aria-labelledby="period-form-title">
      <h2 id="period-form-title">{t("womens_health.logTitle")}</h2>
      <FormSummary summary={summary} />
      <Field label={t("womens_health.startField")} type="date" max={today} {...field("start")} />
      <Field label={t("womens_health.endOptional")} type="date" max={today} {...field("end")} />
      <fieldset className="segmented">
        <legend>{t("womens_health.flow")}</legend>
        {PERIOD_FLOWS.map((f) => (
          <label key={f}>
            <input type="radio" name="flow" value={f} />
            {t(`womens_health.flows.${f}`)}
          </label>
        ))}
      </fieldset>
      <fieldset className="segmented">
        <legend>{t("womens_health.symptoms")}</legend>
        {PERIOD_SYMPTOMS.map((s) => (
          <label key={s}>
            <input type="checkbox" name="symptoms" value={s} />
            {t(`womens_health.symptomNames.${s}`)}
          </label>
        ))}
      </fieldset>
      <button type="submit" className="button" disabled={busy}>
        {t("womens_health.save")}
      </button>
      {saved && <p role="status">{offline ? t("form.savedOffline") : t("form.saved")}</p>}
    </form>
  );
}
