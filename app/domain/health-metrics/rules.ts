// Blood pressure, blood glucose, weight and women's health (docs/rules/trackers.md; issue 6):
// plausible ranges for entry, plain-language flags for readings outside the usual
// ranges (never a diagnosis: every screen that shows a flag says so), and the row
// shape of health_metrics as the client and the `healthMetrics` read see it.
//
// Privacy of women's health data (issue 6: "never included in anything shared
// without an explicit choice"). Rows with metric_type 'womens_health' are read only
// by their owner: the `healthMetrics` read with type womens_health (session user only),
// this device's per-user offline copy, and the user's own backup download
// (GET /api/data/backup, durable-objects/user-tables.ts EXPORT_TABLES includes
// health_metrics: a file the user asked for, saved on their own device). Nothing
// else sends it anywhere: the More screen's share shares only the app's link, there
// is no doctor/patient summary yet, and push payloads never carry it. Anything that
// later shares health data (patient summary, cloud backup, a doctor link) must leave
// 'womens_health' out unless the user ticks it explicitly.
import { glucoseBand } from "./glucose";

/** The three measured health metrics, each a **reading** with its own screen and form (women's health has its own). */
export const READING_TYPES = ["blood_pressure", "blood_glucose", "weight"] as const;
export type ReadingType = (typeof READING_TYPES)[number];
export const HEALTH_METRIC_TYPES = [...READING_TYPES, "womens_health"] as const;
export type HealthMetricType = (typeof HEALTH_METRIC_TYPES)[number];

/** The routes' path segment of each reading type. */
export const READING_PATHS: Record<ReadingType, string> = {
  blood_pressure: "blood-pressure",
  blood_glucose: "blood-glucose",
  weight: "weight",
};

/** The reading type a /tracking/{path} screen shows. */
export function readingTypeOfPath(pathname: string): ReadingType {
  const segment = pathname.replace(/\/+$/, "").split("/").pop();
  const type = READING_TYPES.find((t) => READING_PATHS[t] === segment);
  if (!type) throw new Error(`No health metric at ${pathname}`);
  return type;
}

// Plausible ranges: outside them a reading is almost surely a typing mistake.
export const SYSTOLIC_MIN = 60;
export const SYSTOLIC_MAX = 260;
export const DIASTOLIC_MIN = 30;
export const DIASTOLIC_MAX = 160;
export const PULSE_MIN = 30;
export const PULSE_MAX = 220;
export const GLUCOSE_MMOL_MIN = 1.0;
export const GLUCOSE_MMOL_MAX = 40.0;
export const WEIGHT_KG_MIN = 2;
export const WEIGHT_KG_MAX = 400;
export const HEALTH_METRIC_NOTES_MAX = 500;

export const GLUCOSE_CONTEXTS = ["fasting", "after-meal", "random"] as const;
export type GlucoseContext = (typeof GLUCOSE_CONTEXTS)[number];

/** mmol/L is the unit used in Bangladesh; mg/dL is shown alongside. */
export const MG_DL_PER_MMOL = 18.016;
export const toMgDl = (mmol: number) => Math.round(mmol * MG_DL_PER_MMOL);

/** docs/rules/trackers.md: blood pressure, glucose and weight trends over the last 3 months. */
export const HEALTH_METRIC_TREND_MONTHS = 3;
/** Women's health reads a year, so the cycle length can use the last 6 cycles. */
export const WOMENS_HEALTH_MONTHS = 12;
export const monthsFor = (type: HealthMetricType) => (type === "womens_health" ? WOMENS_HEALTH_MONTHS : HEALTH_METRIC_TREND_MONTHS);

// The usual ranges behind the flags.
export const BP_HIGH_SYSTOLIC = 140;
export const BP_HIGH_DIASTOLIC = 90;
export const BP_LOW_SYSTOLIC = 90;
export const BP_LOW_DIASTOLIC = 60;
export const BMI_LOW = 18.5;
export const BMI_HIGH = 25;

export type HealthMetricFlag = "high" | "low" | "usual";

/** ≥ 140/90 high, < 90/60 low (either number decides); high wins when both apply. */
export function bloodPressureFlag(systolic: number, diastolic: number): HealthMetricFlag {
  if (systolic >= BP_HIGH_SYSTOLIC || diastolic >= BP_HIGH_DIASTOLIC) return "high";
  if (systolic < BP_LOW_SYSTOLIC || diastolic < BP_LOW_DIASTOLIC) return "low";
  return "usual";
}

/** The badge of a glucose reading (glucose.ts): low; normal is usual; above normal or in the diabetes range is high. */
export function glucoseFlag(mmol: number, context: GlucoseContext): HealthMetricFlag {
  const band = glucoseBand(mmol, context);
  return band === "low" ? "low" : band === "normal" ? "usual" : "high";
}

/** The context of a stored reading (random when it has none the app knows). */
export const glucoseContextOf = (row: Pick<HealthMetricRow, "glucose_context">): GlucoseContext =>
  (GLUCOSE_CONTEXTS as readonly string[]).includes(row.glucose_context ?? "") ? (row.glucose_context as GlucoseContext) : "random";

/** Body-mass index to one decimal, or null when the height is not known (then no weight flag). */
export function bmi(weightKg: number, heightCm: number | null | undefined): number | null {
  if (!heightCm || heightCm <= 0) return null;
  const m = heightCm / 100;
  return Math.round((weightKg / (m * m)) * 10) / 10;
}

export function weightFlag(weightKg: number, heightCm: number | null | undefined): HealthMetricFlag | null {
  const b = bmi(weightKg, heightCm);
  if (b === null) return null;
  if (b < BMI_LOW) return "low";
  if (b >= BMI_HIGH) return "high";
  return "usual";
}

// Women's health: one row per period, its details in value_json.
export const PERIOD_FLOWS = ["light", "medium", "heavy"] as const;
export type PeriodFlow = (typeof PERIOD_FLOWS)[number];
export const PERIOD_SYMPTOMS = ["cramps", "headache", "bloating", "back-pain", "breast-tenderness", "mood-changes", "fatigue", "acne", "nausea"] as const;
export type PeriodSymptom = (typeof PERIOD_SYMPTOMS)[number];
/** A period longer than this is surely a typing mistake. */
export const PERIOD_MAX_DAYS = 15;

export interface PeriodValue {
  kind: "period";
  /** yyyy-MM-dd */
  start: string;
  /** yyyy-MM-dd, null while the period goes on */
  end?: string | null;
  flow?: PeriodFlow | null;
  symptoms?: PeriodSymptom[];
}

/** A health_metrics row as the `healthMetrics` read answers it. */
export interface HealthMetricRow {
  id: string;
  metric_type: HealthMetricType;
  systolic: number | null;
  diastolic: number | null;
  pulse: number | null;
  glucose_mmol: number | null;
  glucose_context: string | null;
  weight_kg: number | null;
  value_json: Record<string, unknown> | null;
  notes: string | null;
  recorded_at: string;
  created_at?: string;
  updated_at?: string;
}

export interface HealthMetricsResponse {
  type: HealthMetricType;
  /** The oldest recorded_at included (ISO instant). */
  since: string;
  /** Newest first. */
  items: HealthMetricRow[];
}

/** The first instant of the read window: `months` calendar months before `now` (UTC). */
export function windowStart(now: Date, months: number): string {
  const d = new Date(now.getTime());
  d.setUTCMonth(d.getUTCMonth() - months);
  return d.toISOString();
}

/** The flag of a reading, or null when there is nothing to judge (women's health, weight without height). */
export function readingFlag(row: HealthMetricRow, heightCm?: number | null): HealthMetricFlag | null {
  if (row.metric_type === "blood_pressure" && row.systolic != null && row.diastolic != null) return bloodPressureFlag(row.systolic, row.diastolic);
  if (row.metric_type === "blood_glucose" && row.glucose_mmol != null) {
    return glucoseFlag(row.glucose_mmol, glucoseContextOf(row));
  }
  if (row.metric_type === "weight" && row.weight_kg != null) return weightFlag(row.weight_kg, heightCm);
  return null;
}
