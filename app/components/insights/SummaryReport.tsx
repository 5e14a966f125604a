// The patient summary's report (routes/advanced/patient-summary.tsx), in the report's
// own language (`lang`, loaded by the page: its texts, and the profile's and trackers'
// names it borrows), with that language's digits and dates. Sections are left out when
// there is nothing to show; the readiness note says what is missing.
import { useTranslation } from "react-i18next";
import { TrendChart } from "~/components/charts/TrendChart";
import { adherenceRate } from "~/domain/adherence";
import { clockTimeOf } from "~/domain/clock-time";
import type { DoseDataResponse } from "~/domain/dose-data";
import { isActiveMedicine } from "~/domain/dose-schedule";
import type { InsightDataResponse } from "~/domain/insights-data";
import { seriesByMetric } from "~/domain/lab-markers";
import { rangeFlag, type LabValuesResponse } from "~/domain/labs";
import { readingStats, summaryReadiness, topSymptoms, type ReadingStats, type SummaryPart } from "~/domain/patient-summary";
import { ageInYears, COMORBIDITIES, type ProfileResponse } from "~/domain/profile";
import type { Language } from "~/domain/settings";
import { sleepAverage, type SleepResponse } from "~/domain/sleep";
import type { AppointmentListResponse } from "~/domain/appointments";
import type { HealthMetricRow, HealthMetricsResponse } from "~/domain/vitals";
import { localDate } from "~/domain/zoned-time";
import { formatDate, formatDay, formatNumber } from "~/lib/format";

/** The report's texts: its own namespace and the names it borrows (sex, conditions, allergy severity, symptoms). */
export const REPORT_NAMESPACES = ["summary", "profile", "trackers"] as const;

export interface SummaryData {
  profile: ProfileResponse;
  doses: DoseDataResponse;
  bp: HealthMetricsResponse;
  glucose: HealthMetricsResponse;
  weight: HealthMetricsResponse;
  labs: LabValuesResponse;
  sleep: SleepResponse;
  appointments: AppointmentListResponse;
  records: InsightDataResponse;
}

const firstDay = (instants: readonly (string | null | undefined)[]) => instants.filter((d): d is string => !!d).map((d) => d.slice(0, 10)).sort()[0] ?? null;

export function SummaryReport({ data, lang, now, zone }: { data: SummaryData; lang: Language; now: Date; zone: string }) {
  // The UI's namespace is named for the key checks; the texts come in the report's language.
  const { i18n } = useTranslation("summary");
  const t = i18n.getFixedT(lang, "summary");
  const n = (v: number, digits = 0) => formatNumber(v, lang, { maximumFractionDigits: digits });
  // Calendar days as written; instants on the user's day.
  const day = (d: string) => (d.length === 10 ? formatDay(d, lang) : formatDate(d, lang, { dateStyle: "medium", timeZone: zone }));
  const today = localDate(now, zone);

  const { profile, medicalHistory: history } = data.profile;
  const medicines = data.doses.medicines.filter(isActiveMedicine);
  const input = { medicines: data.doses.medicines, reminders: data.doses.reminders, logs: data.doses.logs, now, zone };
  const readiness = summaryReadiness(
    {
      medicines: firstDay(medicines.map((m) => m.created_at)),
      blood_pressure: firstDay(data.bp.items.map((r) => r.recorded_at)),
      blood_glucose: firstDay(data.glucose.items.map((r) => r.recorded_at)),
      weight: firstDay(data.weight.items.map((r) => r.recorded_at)),
      labs: firstDay(data.labs.values.map((v) => v.recorded_date)),
      sleep: firstDay(data.sleep.logs.map((l) => l.sleep_start)),
    },
    today,
  );
  const age = profile?.date_of_birth ? ageInYears(profile.date_of_birth, today) : (profile?.age ?? null);
  const symptoms = topSymptoms(data.records.symptoms);
  const labs = seriesByMetric(data.labs.values);
  const sleep7 = sleepAverage(data.sleep.logs, now, 7);
  const sleep30 = sleepAverage(data.sleep.logs, now, 30);
  const hours = (minutes: number) => t("sleep.duration", { h: n(Math.floor(minutes / 60)), m: n(minutes % 60) });
  const list = (items: readonly string[]) => (items.length ? items.join(", ") : t("none"));

  return (
    <article className="card stack summary-report" lang={lang} data-testid="summary-report">
      <header className="stack">
        <h2>{profile?.full_name ? t("report.heading", { name: profile.full_name }) : t("report.headingPlain")}</h2>
        <p className="muted">{t("report.made", { date: day(now.toISOString()) })}</p>
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
            <dd>{profile?.full_name ?? t("none")}</dd>
          </div>
          <div>
            <dt>{t("patient.age")}</dt>
            <dd>{age === null ? t("none") : t("patient.years", { n: n(age) })}</dd>
          </div>
          <div>
            <dt>{t("patient.sex")}</dt>
            <dd>{profile?.gender ? t(`profile:genders.${profile.gender}`) : t("none")}</dd>
          </div>
          <div>
            <dt>{t("patient.conditions")}</dt>
            <dd>
              {/* Stored as the English name; its key names the translation. */}
              {list((history?.comorbidities ?? []).map((c) => {
                const key = COMORBIDITIES.find((x) => x.value === c)?.key;
                return key ? t(`profile:comorbidities.${key}`) : c;
              }))}
            </dd>
          </div>
          <div>
            <dt>{t("patient.allergies")}</dt>
            <dd>{list((history?.allergies ?? []).map((a) => `${a.name} (${t(`profile:severities.${a.severity}`)})`))}</dd>
          </div>
          <div>
            <dt>{t("patient.surgeries")}</dt>
            <dd>{list(history?.past_surgeries ?? [])}</dd>
          </div>
        </dl>
      </section>

      <section aria-label={t("medicines.title")}>
        <h3>{t("medicines.title")}</h3>
        {medicines.length === 0 ? (
          <p className="muted">{t("none")}</p>
        ) : (
          <ul className="insight-list" data-testid="summary-medicines">
            {medicines.map((m) => {
              const times = data.doses.reminders
                .filter((r) => r.medicine_id === m.id && r.enabled)
                .map((r) => r.reminder_time.slice(0, 5))
                .sort()
                .map((hm) => clockTimeOf(hm, lang));
              const { rate } = adherenceRate({ ...input, medicines: [m] });
              return (
                <li key={m.id}>
                  <strong>{m.dosage ? `${m.name} ${m.dosage}` : m.name}</strong>
                  {" — "}
                  {times.length ? times.join(", ") : t("medicines.noTimes")}
                  {" · "}
                  {rate === null ? t("medicines.noRate") : t("medicines.onTime", { percent: n(Math.round(rate * 100)) })}
                </li>
              );
            })}
          </ul>
        )}
      </section>

      <section aria-label={t("vitals.title")}>
        <h3>{t("vitals.title")}</h3>
        <Vital label={t("vitals.bp")} unit="mmHg" items={data.bp.items} valueOf={(r) => r.systolic} second={(r) => r.diastolic} t={t} n={n} day={day} lang={lang} />
        <Vital label={t("vitals.glucose")} unit="mmol/L" items={data.glucose.items} valueOf={(r) => r.glucose_mmol} t={t} n={n} day={day} lang={lang} digits={1} />
        <Vital label={t("vitals.weight")} unit="kg" items={data.weight.items} valueOf={(r) => r.weight_kg} t={t} n={n} day={day} lang={lang} digits={1} />
      </section>

      <section aria-label={t("labs.title")}>
        <h3>{t("labs.title")}</h3>
        {labs.length === 0 ? (
          <p className="muted">{t("none")}</p>
        ) : (
          <ul className="insight-list" data-testid="summary-labs">
            {labs.map((s) => {
              const last = s.points.at(-1)!;
              const flag = rangeFlag(last.value, last.reference_min, last.reference_max);
              return (
                <li key={s.name}>
                  {t("labs.item", { name: s.name, value: `${n(last.value, 2)}${s.unit ? ` ${s.unit}` : ""}`, date: day(last.recorded_date) })}
                  {flag && flag !== "normal" && <strong> {t(`labs.${flag}`)}</strong>}
                </li>
              );
            })}
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
        {sleep30.minutes === null ? (
          <p className="muted">{t("none")}</p>
        ) : (
          <p data-testid="summary-sleep">
            {t("sleep.averages", { week: sleep7.minutes === null ? t("none") : hours(sleep7.minutes), month: hours(sleep30.minutes), nights: n(sleep30.count) })}
          </p>
        )}
      </section>

      <section aria-label={t("appointments.title")}>
        <h3>{t("appointments.title")}</h3>
        {data.appointments.upcoming.length === 0 ? (
          <p className="muted">{t("none")}</p>
        ) : (
          <ul className="insight-list">
            {data.appointments.upcoming.map((a) => (
              <li key={a.id}>
                {day(a.appointment_date)}, {clockTimeOf(a.appointment_time, lang)}: {a.doctor_name}
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
function Vital(props: {
  label: string;
  unit: string;
  items: HealthMetricRow[];
  valueOf: (r: HealthMetricRow) => number | null;
  second?: (r: HealthMetricRow) => number | null;
  t: T;
  n: (v: number, digits?: number) => string;
  day: (d: string) => string;
  lang: Language;
  digits?: number;
}) {
  const { label, unit, items, valueOf, second, t, n, day, lang, digits = 0 } = props;
  const main = readingStats(items, valueOf);
  const other = second ? readingStats(items, second) : null;
  if (!main) return <p className="muted">{t("vitals.none", { what: label })}</p>;
  const pair = (a: number, b: number | undefined) => (b === undefined ? n(a, digits) : `${n(a, digits)}/${n(b, digits)}`);
  const stat = (pick: (s: ReadingStats) => number) => pair(pick(main), other ? pick(other) : undefined);
  const oldestFirst = [...items].filter((r) => valueOf(r) !== null).reverse();
  return (
    <div className="stack" data-testid="summary-vital">
      <p>
        <strong>{label}</strong>{" "}
        {t("vitals.stats", {
          latest: `${stat((s) => s.latest)} ${unit}`,
          date: day(main.latestAt),
          average: `${stat((s) => s.average)} ${unit}`,
          low: `${stat((s) => s.min)}`,
          high: `${stat((s) => s.max)} ${unit}`,
          n: n(main.count),
        })}
      </p>
      {oldestFirst.length > 1 && (
        <TrendChart
          title={label}
          x={oldestFirst.map((r) => Date.parse(r.recorded_at))}
          series={
            second
              ? [
                  { label: t("vitals.upper"), values: oldestFirst.map(valueOf) },
                  { label: t("vitals.lower"), values: oldestFirst.map(second) },
                ]
              : [{ label, values: oldestFirst.map(valueOf) }]
          }
          unit={unit}
          decimals={digits}
          height={140}
          lang={lang}
        />
      )}
    </div>
  );
}
