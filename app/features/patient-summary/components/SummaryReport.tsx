// The patient summary's report (routes/advanced/patient-summary.tsx, and the doctor's
// link, routes/shared-summary.tsx), drawn from its model (domain/patient-summary/rules.ts) in
// the report's own language (`lang`, loaded by the page: its texts, and the profile's
// and trackers' names it borrows), with that language's digits and dates. Sections are
// left out when there is nothing to show; the readiness note says what is missing.
import { useTranslation } from "react-i18next";
import { TrendChart } from "~/platform/ui/TrendChart";
import { clockTimeOf } from "~/domain/time/clock-time";
import { DEFAULT_MEAL_TIMES } from "~/domain/medicines/dosage-notation";
import { scheduleText } from "~/features/medicines/schedule-text";
import type { SummaryModel, SummaryPart, HealthMetricSummary, ReadingStats } from "~/domain/patient-summary/rules";
import { COMORBIDITIES } from "~/domain/profile/rules";
import type { Language } from "~/domain/settings/rules";
import { formatDate, formatDay, formatNumber } from "~/platform/i18n/format";

/** The report's texts: its own namespace and the names it borrows (sex, conditions, allergy severity, symptoms, a medicine's days). */
export const REPORT_NAMESPACES = ["summary", "profile", "trackers", "medicines"] as const;

export function SummaryReport({ model, lang, zone }: { model: SummaryModel; lang: Language; zone: string }) {
  // The UI's namespace is named for the key checks; the texts come in the report's language.
  const { i18n } = useTranslation("summary");
  // A medicine's days (every 2 days, a taper's steps, an as-needed one's limits). A taper step
  // reads as '1+0+1' against the usual meal times, else as its times: the summary may be read
  // by a doctor, without the patient's settings.
  const daysOf = (days: SummaryModel["medicines"][number]["days"]) =>
    scheduleText(days, (key, values) => i18n.t(key, { ...values, lng: lang }), lang, DEFAULT_MEAL_TIMES);
  const t = i18n.getFixedT(lang, "summary");
  const n = (v: number, digits = 0) => formatNumber(v, lang, { maximumFractionDigits: digits });
  // Calendar days as written; instants on the user's day.
  const day = (d: string) => (d.length === 10 ? formatDay(d, lang) : formatDate(d, lang, { dateStyle: "medium", timeZone: zone }));
  const { readiness, patient, medicines, healthMetrics, labs, symptoms, sleep } = model;
  const hours = (minutes: number) => t("sleep.duration", { h: n(Math.floor(minutes / 60)), m: n(minutes % 60) });
  const list = (items: readonly string[]) => (items.length ? items.join(", ") : t("none"));

  return (
    <article className="card stack summary-report" lang={lang} data-testid="summary-report">
      <header className="stack">
        <h2>{patient.name ? t("report.heading", { name: patient.name }) : t("report.headingPlain")}</h2>
        <p className="muted">{t("report.made", { date: day(model.madeAt) })}</p>
        {!readiness.complete && (
          <p className="note-warning" role="note" data-testid="summary-partial">
            <strong>{t("partial.title")}</strong>{" "}
            {readiness.since ? t("partial.body", { since: day(readiness.since), date: day(readiness.readyOn!) }) : t("partial.empty")}
            {readiness.missing.length > 0 && <> {t("partial.missing", { parts: readiness.missing.map((p: SummaryPart) => t(`parts.${p}`)).join(", ") })}</>}
          </p>
        )}
      </header>

      <section aria-label={t("patient.title")}>
        <h3>{t("patient.title")}</h3>
        <dl className="lab-facts">
          <div>
            <dt>{t("patient.name")}</dt>
            <dd>{patient.name ?? t("none")}</dd>
          </div>
          <div>
            <dt>{t("patient.age")}</dt>
            <dd>{patient.age === null ? t("none") : t("patient.years", { n: n(patient.age) })}</dd>
          </div>
          <div>
            <dt>{t("patient.sex")}</dt>
            <dd>{patient.gender ? t(`profile:genders.${patient.gender}`) : t("none")}</dd>
          </div>
          <div>
            <dt>{t("patient.bloodGroup")}</dt>
            <dd>{patient.bloodGroup ?? t("none")}</dd>
          </div>
          <div>
            <dt>{t("patient.conditions")}</dt>
            <dd>
              {/* Stored as the English name; its key names the translation. */}
              {list(
                patient.conditions.map((c) => {
                  const key = COMORBIDITIES.find((x) => x.value === c)?.key;
                  return key ? t(`profile:comorbidities.${key}`) : c;
                }),
              )}
            </dd>
          </div>
          <div>
            <dt>{t("patient.allergies")}</dt>
            <dd>{list(patient.allergies.map((a) => `${a.name} (${t(`profile:severities.${a.severity}`)})`))}</dd>
          </div>
          <div>
            <dt>{t("patient.surgeries")}</dt>
            <dd>{list(patient.surgeries)}</dd>
          </div>
        </dl>
      </section>

      <section aria-label={t("medicines.title")}>
        <h3>{t("medicines.title")}</h3>
        {medicines.length === 0 ? (
          <p className="muted">{t("none")}</p>
        ) : (
          <ul className="insight-list" data-testid="summary-medicines">
            {medicines.map((m) => (
              <li key={m.id}>
                <strong>{m.label}</strong>
                {" — "}
                {m.times.length ? m.times.map((hm) => clockTimeOf(hm, lang)).join(", ") : t("medicines.noTimes")}
                {daysOf(m.days) && ` (${daysOf(m.days)})`}
                {" · "}
                {m.rate === null ? t("medicines.noRate") : t("medicines.onTime", { percent: n(Math.round(m.rate * 100)) })}
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-label={t("healthMetrics.title")}>
        <h3>{t("healthMetrics.title")}</h3>
        <HealthMetricLine label={t("healthMetrics.bp")} unit="mmHg" metric={healthMetrics.bp} t={t} n={n} day={day} lang={lang} />
        <HealthMetricLine label={t("healthMetrics.glucose")} unit="mmol/L" metric={healthMetrics.glucose} t={t} n={n} day={day} lang={lang} digits={1} />
        <HealthMetricLine label={t("healthMetrics.weight")} unit="kg" metric={healthMetrics.weight} t={t} n={n} day={day} lang={lang} digits={1} />
      </section>

      <section aria-label={t("labs.title")}>
        <h3>{t("labs.title")}</h3>
        {labs.length === 0 ? (
          <p className="muted">{t("none")}</p>
        ) : (
          <ul className="insight-list" data-testid="summary-labs">
            {labs.map((s) => (
              <li key={s.name}>
                {t("labs.item", { name: s.name, value: `${n(s.value, 2)}${s.unit ? ` ${s.unit}` : ""}`, date: day(s.date) })}
                {s.flag && s.flag !== "normal" && <strong> {t(`labs.${s.flag}`)}</strong>}
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-label={t("symptoms.title")}>
        <h3>{t("symptoms.title")}</h3>
        {symptoms.length === 0 ? (
          <p className="muted">{t("none")}</p>
        ) : (
          <ul className="insight-list" data-testid="summary-symptoms">
            {symptoms.map((s) => (
              <li key={s.symptom}>{t("symptoms.item", { name: t(`trackers:symptomTypes.${s.symptom}`, { defaultValue: s.symptom }), n: n(s.count) })}</li>
            ))}
          </ul>
        )}
      </section>

      <section aria-label={t("sleep.title")}>
        <h3>{t("sleep.title")}</h3>
        {sleep.month === null ? (
          <p className="muted">{t("none")}</p>
        ) : (
          <p data-testid="summary-sleep">
            {t("sleep.averages", { week: sleep.week === null ? t("none") : hours(sleep.week), month: hours(sleep.month), nights: n(sleep.nights) })}
          </p>
        )}
      </section>

      <section aria-label={t("appointments.title")}>
        <h3>{t("appointments.title")}</h3>
        {model.appointments.length === 0 ? (
          <p className="muted">{t("none")}</p>
        ) : (
          <ul className="insight-list">
            {model.appointments.map((a) => (
              <li key={a.id}>
                {day(a.date)}, {clockTimeOf(a.time, lang)}: {a.doctor}
              </li>
            ))}
          </ul>
        )}
      </section>
      <p className="muted">{t("report.source")}</p>
    </article>
  );
}

type T = (key: string, options?: Record<string, unknown>) => string;

/** One reading kind: latest, average and range over the read's 3 months, and a small chart. */
function HealthMetricLine(props: {
  label: string;
  unit: string;
  metric: HealthMetricSummary | null;
  t: T;
  n: (v: number, digits?: number) => string;
  day: (d: string) => string;
  lang: Language;
  digits?: number;
}) {
  const { label, unit, metric, t, n, day, lang, digits = 0 } = props;
  if (!metric) return <p className="muted">{t("healthMetrics.none", { what: label })}</p>;
  const { main, second, chart } = metric;
  const pair = (a: number, b: number | undefined) => (b === undefined ? n(a, digits) : `${n(a, digits)}/${n(b, digits)}`);
  const stat = (pick: (s: ReadingStats) => number) => pair(pick(main), second ? pick(second) : undefined);
  const names = second ? [t("healthMetrics.upper"), t("healthMetrics.lower")] : [label];
  return (
    <div className="stack" data-testid="summary-health-metric">
      <p>
        <strong>{label}</strong>{" "}
        {t("healthMetrics.stats", {
          latest: `${stat((s) => s.latest)} ${unit}`,
          date: day(main.latestAt),
          average: `${stat((s) => s.average)} ${unit}`,
          low: `${stat((s) => s.min)}`,
          high: `${stat((s) => s.max)} ${unit}`,
          n: n(main.count),
        })}
      </p>
      {chart.x.length > 1 && (
        <TrendChart
          title={label}
          x={chart.x}
          series={chart.series.map((values, i) => ({ label: names[i], values }))}
          unit={unit}
          decimals={digits}
          height={140}
          lang={lang}
        />
      )}
    </div>
  );
}
