// The patient summary for a doctor (issue 15; docs/rules/patient-summary.md): the numbers
// a 5-minute visit needs, from reads the app already has. Pure; the screen is
// routes/advanced/patient-summary.tsx.
import { adherenceRate } from "../doses/adherence";
import { isAsNeeded } from "../doses/as-needed";
import type { MedicineSchedule } from "../doses/schedule-pattern";
import type { AppointmentListResponse } from "../appointments/rules";
import type { DoseDataResponse } from "../doses/types";
import { isActiveMedicine } from "../doses/schedule";
import type { SymptomDay } from "../insights/rules";
import type { InsightDataResponse } from "../insights/types";
import { seriesByMetric } from "../lab-reports/markers";
import { rangeFlag, type LabValuesResponse, type RangeFlag } from "../lab-reports/rules";
import { ageInYears, type ProfileResponse } from "../profile/rules";
import { sleepAverage, type SleepResponse } from "../sleep/rules";
import type { ReadRequest } from "../reads";
import type { HealthMetricRow, HealthMetricsResponse } from "../health-metrics/rules";
import { addDays, localDate } from "../time/zoned-time";

/** A full summary covers this many days of records (spec: 3 months). */
export const SUMMARY_FULL_DAYS = 90;
export const SUMMARY_TOP_SYMPTOMS = 5;

export interface ReadingStats {
  count: number;
  latest: number;
  latestAt: string;
  average: number;
  min: number;
  max: number;
}

const round1 = (v: number) => Math.round(v * 10) / 10;

/** Latest, average and range of one value over readings (newest first, as the read answers); null without any. */
export function readingStats(items: readonly HealthMetricRow[], valueOf: (r: HealthMetricRow) => number | null): ReadingStats | null {
  const values = items.flatMap((r) => {
    const v = valueOf(r);
    return v === null ? [] : [{ v, at: r.recorded_at }];
  });
  if (!values.length) return null;
  const newest = values.reduce((a, b) => (b.at > a.at ? b : a));
  const all = values.map((x) => x.v);
  return {
    count: all.length,
    latest: newest.v,
    latestAt: newest.at,
    average: round1(all.reduce((a, b) => a + b, 0) / all.length),
    min: Math.min(...all),
    max: Math.max(...all),
  };
}

/** The most frequent symptoms, most first (ties by name), with how many times each was logged. */
export function topSymptoms(symptoms: readonly SymptomDay[], limit = SUMMARY_TOP_SYMPTOMS): { symptom: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const s of symptoms) counts.set(s.symptom_type, (counts.get(s.symptom_type) ?? 0) + 1);
  return [...counts]
    .map(([symptom, count]) => ({ symptom, count }))
    .sort((a, b) => b.count - a.count || a.symptom.localeCompare(b.symptom))
    .slice(0, limit);
}

export const SUMMARY_PARTS = ["medicines", "blood_pressure", "blood_glucose", "weight", "labs", "sleep"] as const;
export type SummaryPart = (typeof SUMMARY_PARTS)[number];

export interface SummaryReadiness {
  /** The first day of records (yyyy-MM-dd), null with none at all. */
  since: string | null;
  /** True once the records span SUMMARY_FULL_DAYS. */
  complete: boolean;
  /** The day the summary becomes complete (null when complete or without records). */
  readyOn: string | null;
  /** Parts with nothing recorded. */
  missing: SummaryPart[];
}

/** Whether the records span 3 months, since when, and what is missing. `firstDays` holds each part's first recorded day (null: none). */
export function summaryReadiness(firstDays: Record<SummaryPart, string | null>, today: string): SummaryReadiness {
  const days = Object.values(firstDays)
    .filter((d): d is string => d !== null)
    .sort();
  const since = days[0] ?? null;
  const missing = SUMMARY_PARTS.filter((p) => firstDays[p] === null);
  if (!since) return { since, complete: false, readyOn: null, missing };
  const readyOn = addDays(since, SUMMARY_FULL_DAYS);
  const complete = readyOn <= today;
  return { since, complete, readyOn: complete ? null : readyOn, missing };
}

/** The reads the summary is made of, by their place in SummaryData: the page's loader and a doctor's link ask for the same. */
export const SUMMARY_READS = {
  profile: ["profile", null],
  doses: ["doses", null],
  bp: ["healthMetrics", { type: "blood_pressure" }],
  glucose: ["healthMetrics", { type: "blood_glucose" }],
  weight: ["healthMetrics", { type: "weight" }],
  labs: ["labValues", null],
  sleep: ["sleep", null],
  appointments: ["appointments", null],
  records: ["insightData", null],
} as const satisfies Record<string, ReadRequest>;

/** Everything the summary is made from (SUMMARY_READS' answers). */
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

/** One reading kind over the read's 3 months: its figures and a small chart's points (oldest first). */
export interface HealthMetricSummary {
  main: ReadingStats;
  /** Blood pressure's lower number. */
  second: ReadingStats | null;
  chart: { x: number[]; series: (number | null)[][] };
}

/**
 * The summary as shown, and nothing more: what a doctor's link sends (the raw records
 * it is made from never leave the server) and what SummaryReport draws. Texts stay
 * keys or stored values, so either language can render it.
 */
export interface SummaryModel {
  madeAt: string;
  readiness: SummaryReadiness;
  patient: {
    name: string | null;
    age: number | null;
    gender: string | null;
    bloodGroup: string | null;
    /** Stored as the English names (COMORBIDITIES' values). */
    conditions: string[];
    allergies: { name: string; severity: string }[];
    surgeries: string[];
  };
  /**
   * `times`: the reminder times ('HH:mm'; none for an as-needed medicine, which has no dose
   * times); `days`: what the schedule-text line reads (docs/rules/medicines.md, "Schedules").
   */
  medicines: {
    id: string;
    label: string;
    times: string[];
    rate: number | null;
    days: { frequency: string; schedule: MedicineSchedule | null; max_per_day: number | null; min_gap_hours: number | null };
  }[];
  healthMetrics: { bp: HealthMetricSummary | null; glucose: HealthMetricSummary | null; weight: HealthMetricSummary | null };
  labs: { name: string; unit: string | null; value: number; date: string; flag: RangeFlag | null }[];
  symptoms: { symptom: string; count: number }[];
  /** Average minutes a night over 7 and 30 days, and the nights behind the 30-day one. */
  sleep: { week: number | null; month: number | null; nights: number };
  appointments: { id: string; date: string; time: string; doctor: string }[];
}

const firstDay = (instants: readonly (string | null | undefined)[]) =>
  instants
    .filter((d): d is string => !!d)
    .map((d) => d.slice(0, 10))
    .sort()[0] ?? null;

function healthMetricSummary(
  items: readonly HealthMetricRow[],
  valueOf: (r: HealthMetricRow) => number | null,
  second?: (r: HealthMetricRow) => number | null,
): HealthMetricSummary | null {
  const main = readingStats(items, valueOf);
  if (!main) return null;
  const oldestFirst = [...items].filter((r) => valueOf(r) !== null).reverse();
  return {
    main,
    second: second ? readingStats(items, second) : null,
    chart: { x: oldestFirst.map((r) => Date.parse(r.recorded_at)), series: [valueOf, ...(second ? [second] : [])].map((f) => oldestFirst.map(f)) },
  };
}

/** The summary of `data` as of `now` on the user's calendar (`zone`). */
export function summaryModel(data: SummaryData, now: Date, zone: string): SummaryModel {
  const today = localDate(now, zone);
  const { profile, medicalHistory: history } = data.profile;
  const active = data.doses.medicines.filter(isActiveMedicine);
  const input = { medicines: data.doses.medicines, reminders: data.doses.reminders, logs: data.doses.logs, now, zone };
  const readiness = summaryReadiness(
    {
      medicines: firstDay(active.map((m) => m.created_at)),
      blood_pressure: firstDay(data.bp.items.map((r) => r.recorded_at)),
      blood_glucose: firstDay(data.glucose.items.map((r) => r.recorded_at)),
      weight: firstDay(data.weight.items.map((r) => r.recorded_at)),
      labs: firstDay(data.labs.values.map((v) => v.recorded_date)),
      sleep: firstDay(data.sleep.logs.map((l) => l.sleep_start)),
    },
    today,
  );
  const sleep7 = sleepAverage(data.sleep.logs, now, 7);
  const sleep30 = sleepAverage(data.sleep.logs, now, 30);
  return {
    madeAt: now.toISOString(),
    readiness,
    patient: {
      name: profile?.full_name ?? null,
      age: profile?.date_of_birth ? ageInYears(profile.date_of_birth, today) : (profile?.age ?? null),
      gender: profile?.gender ?? null,
      bloodGroup: history?.blood_group ?? null,
      conditions: history?.comorbidities ?? [],
      allergies: (history?.allergies ?? []).map((a) => ({ name: a.name, severity: a.severity })),
      surgeries: history?.past_surgeries ?? [],
    },
    medicines: active.map((m) => ({
      id: m.id,
      label: m.dosage ? `${m.name} ${m.dosage}` : m.name,
      times: isAsNeeded(m)
        ? []
        : data.doses.reminders
            .filter((r) => r.medicine_id === m.id && r.enabled)
            .map((r) => r.reminder_time.slice(0, 5))
            .sort(),
      rate: adherenceRate({ ...input, medicines: [m] }).rate,
      days: { frequency: m.frequency, schedule: m.schedule ?? null, max_per_day: m.max_per_day ?? null, min_gap_hours: m.min_gap_hours ?? null },
    })),
    healthMetrics: {
      bp: healthMetricSummary(
        data.bp.items,
        (r) => r.systolic,
        (r) => r.diastolic,
      ),
      glucose: healthMetricSummary(data.glucose.items, (r) => r.glucose_mmol),
      weight: healthMetricSummary(data.weight.items, (r) => r.weight_kg),
    },
    labs: seriesByMetric(data.labs.values).map((s) => {
      const last = s.points.at(-1)!;
      return { name: s.name, unit: s.unit, value: last.value, date: last.recorded_date, flag: rangeFlag(last.value, last.reference_min, last.reference_max) };
    }),
    symptoms: topSymptoms(data.records.symptoms),
    sleep: { week: sleep7.minutes, month: sleep30.minutes, nights: sleep30.count },
    appointments: data.appointments.upcoming.map((a) => ({ id: a.id, date: a.appointment_date, time: a.appointment_time, doctor: a.doctor_name })),
  };
}
