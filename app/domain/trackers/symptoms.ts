// Symptom rules (docs/rules/trackers.md): the symptom types, severity, the form's
// checks, the dashboard card's state, the 14-day history and the top symptoms.
// Pure: the clock and the zone are passed in.
import { addDays, localDate, zonedInstant } from "../time/zoned-time";

/** The schema's list (drizzle/schema/trackers.ts; the original product description said 27 but named 29). */
export const SYMPTOM_TYPES = [
  "headache",
  "fever",
  "cough",
  "chest-pain",
  "shortness-of-breath",
  "fatigue",
  "dizziness",
  "nausea",
  "vomiting",
  "diarrhea",
  "abdominal-pain",
  "back-pain",
  "joint-pain",
  "muscle-pain",
  "sore-throat",
  "runny-nose",
  "rash",
  "itching",
  "sweating",
  "chills",
  "weight-loss",
  "weight-gain",
  "loss-of-appetite",
  "constipation",
  "insomnia",
  "anxiety",
  "depression",
  "palpitations",
  "leg-swelling",
] as const;
export type SymptomType = (typeof SYMPTOM_TYPES)[number];

export const SEVERITY_MIN = 1;
export const SEVERITY_MAX = 10;
export const SEVERITY_DEFAULT = 5;
export const SYMPTOM_HISTORY_DAYS = 14;
export const SYMPTOM_ACTIVE_DAYS = 7;
export const SYMPTOM_FREQUENT_DAYS = 3;
export const SYMPTOM_FREQUENT_COUNT = 3;
export const TOP_SYMPTOMS = 5;
export const SYMPTOM_DATE_YEARS = 10;
export const SYMPTOM_DURATION_MAX = 200;
export const SYMPTOM_NOTES_MAX = 1000;

const DAY_MS = 86_400_000;

export interface SymptomRow {
  id: string;
  symptom_type: SymptomType;
  severity: number;
  duration: string | null;
  notes: string | null;
  recorded_at: string;
}

export type SymptomCardState = "monitoring" | "active" | "high-frequency";

const msAgo = (row: SymptomRow, now: Date) => now.getTime() - Date.parse(row.recorded_at);
/** Logged within the last `days` (a time later today counts as now). */
const within = (row: SymptomRow, now: Date, days: number) => msAgo(row, now) <= days * DAY_MS;

/** Monitoring: none in 7 days; active: some in 7 days; high-frequency: 3 or more in 3 days. */
export function symptomCardState(rows: readonly SymptomRow[], now: Date): SymptomCardState {
  if (rows.filter((r) => within(r, now, SYMPTOM_FREQUENT_DAYS)).length >= SYMPTOM_FREQUENT_COUNT) return "high-frequency";
  return rows.some((r) => within(r, now, SYMPTOM_ACTIVE_DAYS)) ? "active" : "monitoring";
}

/** The last 14 days, newest first. */
export function symptomHistory(rows: readonly SymptomRow[], now: Date, days = SYMPTOM_HISTORY_DAYS): SymptomRow[] {
  return rows.filter((r) => within(r, now, days)).sort((a, b) => b.recorded_at.localeCompare(a.recorded_at));
}

export interface SymptomCount {
  symptom_type: SymptomType;
  count: number;
  latest: string;
}

/** The most logged symptoms (ties: the more recent first), at most 5. */
export function topSymptoms(rows: readonly SymptomRow[], limit = TOP_SYMPTOMS): SymptomCount[] {
  const counts = new Map<SymptomType, SymptomCount>();
  for (const r of rows) {
    const c = counts.get(r.symptom_type) ?? { symptom_type: r.symptom_type, count: 0, latest: r.recorded_at };
    c.count++;
    if (r.recorded_at > c.latest) c.latest = r.recorded_at;
    counts.set(r.symptom_type, c);
  }
  return [...counts.values()].sort((a, b) => b.count - a.count || b.latest.localeCompare(a.latest)).slice(0, limit);
}

/** The date picker's range: the same day 10 years ago up to today, in the user's zone. */
export function symptomDateRange(now: Date, zone: string): { min: string; max: string } {
  const max = localDate(now, zone);
  const [y, m, d] = max.split("-");
  const min = `${Number(y) - SYMPTOM_DATE_YEARS}-${m}-${m === "02" && d === "29" ? "28" : d}`;
  return { min, max };
}

/** The symptom form's starting values: severity 5, today and now in the user's zone (fields are text). */
export function symptomFormDefaults(now: Date, zone: string) {
  const date = localDate(now, zone);
  const time = new Intl.DateTimeFormat("en-GB", { timeZone: zone, hour: "2-digit", minute: "2-digit", hourCycle: "h23" }).format(now);
  return { symptom_type: "", severity: String(SEVERITY_DEFAULT), duration: "", notes: "", date, time };
}

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

/** The form's date and time as the instant it records, or null when either is not a valid date or time. */
export function symptomRecordedAt(date: string, time: string, zone: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date) || !TIME.test(time)) return null;
  const [h, m] = time.split(":").map(Number);
  return zonedInstant(date, h * 60 + m, zone).toISOString();
}

/** What the op's schema cannot know: the date picker's range in the user's zone, and a time of day. Field → message key. */
export function symptomWhenErrors(date: string, time: string, now: Date, zone: string): { date?: string; time?: string } {
  const { min, max } = symptomDateRange(now, zone);
  return {
    ...(!/^\d{4}-\d{2}-\d{2}$/.test(date) || date < min || date > max ? { date: "validation.symptomDate" } : {}),
    ...(!TIME.test(time) ? { time: "validation.time" } : {}),
  };
}

/** Yesterday's local date, for "today"/"yesterday" labels. */
export const yesterday = (now: Date, zone: string) => addDays(localDate(now, zone), -1);
