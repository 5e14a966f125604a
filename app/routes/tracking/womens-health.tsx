// /tracking/womens-health (issue 6): log a period (start, end, flow, symptoms), end
// the one going on, and see the cycle length, next period and fertile window from
// the user's own history (domain/cycle.ts). Private: see the note in domain/vitals.ts.
import { useMemo, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PlaceholderBars } from "~/components/PlaceholderBars";
import { Field } from "~/components/Field";
import { currentPeriod, predictCycle } from "~/domain/cycle";
import { PERIOD_FLOWS, PERIOD_SYMPTOMS, type PeriodFlow, type PeriodSymptom, type PeriodValue } from "~/domain/vitals";
import { periodValueSchema } from "~/domain/vitals-schema";
import { fieldMessages } from "~/domain/zod-fields";
import { localDate, zonedInstant } from "~/domain/zoned-time";
import { useNow, useTimeZone } from "~/lib/doses";
import { formatDate, formatNumber } from "~/lib/format";
import { useHealthMetrics } from "~/lib/health-metric-queries";
import { addHealthMetric, deleteHealthMetric, updateHealthMetric } from "~/lib/health-metrics";
import { useOutbox } from "~/lib/sync-provider";
import { clientScreenLoader, screenLoader } from "~/lib/screen-data";

// Server-rendered with its data; client navigations read through the offline queries (lib/screen-data.ts).
export const loader = screenLoader(() => [["healthMetrics", { type: "womens_health" }]]);
export const clientLoader = clientScreenLoader;

interface Period extends PeriodValue {
  id: string;
}

const NOON = 12 * 60;

export default function WomensHealth() {
  const { t, i18n } = useTranslation("vitals");
  const lang = i18n.language;
  const outbox = useOutbox();
  const zone = useTimeZone();
  const now = useNow(60_000);
  const today = localDate(now, zone);
  const { data, isError, offline } = useHealthMetrics("womens_health");
  const [start, setStart] = useState(today);
  const [end, setEnd] = useState("");
  const [flow, setFlow] = useState<PeriodFlow | null>(null);
  const [symptoms, setSymptoms] = useState<PeriodSymptom[]>([]);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [saved, setSaved] = useState(false);
  const [endDate, setEndDate] = useState(today);
  const [endError, setEndError] = useState("");

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

  async function logPeriod(e: FormEvent) {
    e.preventDefault();
    const value = { kind: "period" as const, start, end: end || null, flow, symptoms };
    const parsed = periodValueSchema.safeParse(value);
    const found = parsed.success ? {} : fieldMessages(parsed.error);
    if (start > today) found.start ??= "validation.periodFuture";
    if (end && end > today) found.end ??= "validation.periodFuture";
    if (Object.keys(found).length) {
      setErrors(found);
      setSaved(false);
      return;
    }
    setErrors({});
    await addHealthMetric(outbox, { metric_type: "womens_health", value_json: value }, zonedInstant(start, NOON, zone));
    setStart(today);
    setEnd("");
    setFlow(null);
    setSymptoms([]);
    setSaved(true);
  }

  async function endPeriod(e: FormEvent) {
    e.preventDefault();
    if (!open) return;
    const { id, ...value } = open;
    const next = { ...value, end: endDate };
    const parsed = periodValueSchema.safeParse(next);
    if (!parsed.success || endDate > today) {
      setEndError(parsed.success ? "validation.periodFuture" : (fieldMessages(parsed.error).end ?? "validation.periodEnd"));
      return;
    }
    setEndError("");
    await updateHealthMetric(outbox, id, { value_json: next });
  }

  return (
    <main id="main" className="page stack vitals-page">
      <Link to="/tracking" className="text-link vitals-back">
        {t("back")}
      </Link>
      <h1>{t("womens_health.title")}</h1>
      <p className="vital-privacy">{t("womens_health.privacy")}</p>
      {offline && data && <p role="status" className="badge">{t("viewingOffline")}</p>}

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
        <p className="vital-disclaimer">{t("womens_health.estimate")}</p>
      </section>

      {open && (
        <form className="card stack" onSubmit={endPeriod} noValidate aria-labelledby="period-end-title">
          <h2 id="period-end-title">{t("womens_health.ongoing", { date: day(open.start) })}</h2>
          <Field
            label={t("womens_health.endField")}
            type="date"
            value={endDate}
            min={open.start}
            max={today}
            onChange={(e) => setEndDate(e.target.value)}
            error={endError && t(endError)}
          />
          <button type="submit" className="button">
            {t("womens_health.saveEnd")}
          </button>
        </form>
      )}

      <form className="card stack" onSubmit={logPeriod} noValidate aria-labelledby="period-form-title">
        <h2 id="period-form-title">{t("womens_health.logTitle")}</h2>
        <Field
          label={t("womens_health.startField")}
          type="date"
          value={start}
          max={today}
          onChange={(e) => {
            setStart(e.target.value);
            setSaved(false);
          }}
          error={errors.start && t(errors.start)}
        />
        <Field
          label={t("womens_health.endOptional")}
          type="date"
          value={end}
          min={start}
          max={today}
          onChange={(e) => setEnd(e.target.value)}
          error={errors.end && t(errors.end)}
        />
        <fieldset className="segmented">
          <legend>{t("womens_health.flow")}</legend>
          {PERIOD_FLOWS.map((f) => (
            <label key={f} className={flow === f ? "selected" : undefined}>
              <input type="radio" name="period-flow" value={f} checked={flow === f} onChange={() => setFlow(f)} />
              {t(`womens_health.flows.${f}`)}
            </label>
          ))}
        </fieldset>
        <fieldset className="segmented">
          <legend>{t("womens_health.symptoms")}</legend>
          {PERIOD_SYMPTOMS.map((s) => (
            <label key={s} className={symptoms.includes(s) ? "selected" : undefined}>
              <input
                type="checkbox"
                checked={symptoms.includes(s)}
                onChange={(e) => setSymptoms((list) => (e.target.checked ? [...list, s] : list.filter((x) => x !== s)))}
              />
              {t(`womens_health.symptomNames.${s}`)}
            </label>
          ))}
        </fieldset>
        <button type="submit" className="button">
          {t("womens_health.save")}
        </button>
        {saved && <p role="status">{offline ? t("form.savedOffline") : t("form.saved")}</p>}
      </form>

      <section className="stack" aria-labelledby="period-history">
        <h2 id="period-history">{t("womens_health.history")}</h2>
        {!data && (isError && !offline ? <p role="alert">{t("loadError")}</p> : offline ? <p role="status">{t("offlineNoData")}</p> : <PlaceholderBars />)}
        {data && periods.length === 0 && <p>{t("womens_health.empty")}</p>}
        {periods.length > 0 && (
          <ul className="vitals-list" aria-label={t("womens_health.listLabel")}>
            {periods.map((p) => (
              <li key={p.id} className="card vitals-item">
                <div>
                  <p className="vitals-item-value">
                    {p.end ? t("womens_health.range", { from: day(p.start), to: day(p.end) }) : t("womens_health.since", { date: day(p.start) })}
                  </p>
                  {(p.flow || (p.symptoms?.length ?? 0) > 0) && (
                    <p className="vitals-item-meta">
                      {[p.flow ? t(`womens_health.flows.${p.flow}`) : null, ...(p.symptoms ?? []).map((s) => t(`womens_health.symptomNames.${s}`))]
                        .filter(Boolean)
                        .join(" · ")}
                    </p>
                  )}
                </div>
                <button
                  type="button"
                  className="button button-secondary button-small"
                  aria-label={t("womens_health.delete", { date: day(p.start) })}
                  onClick={() => void deleteHealthMetric(outbox, p.id)}
                >
                  {t("deleteShort")}
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
    </main>
  );
}
