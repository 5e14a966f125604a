// The patient summary for a doctor (issue 15; docs/rules/patient-summary.md): the numbers
// a 5-minute visit needs, from reads the app already has. Pure; the screen is
// routes/advanced/patient-summary.tsx.
import type { HealthMetricRow } from "./vitals";
import type { SymptomDay } from "./insights";
import { addDays } from "./zoned-time";

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
  return { count: all.length, latest: newest.v, latestAt: newest.at, average: round1(all.reduce((a, b) => a + b, 0) / all.length), min: Math.min(...all), max: Math.max(...all) };
}

/** The most frequent symptoms, most first (ties by name), with how many times each was logged. */
export function topSymptoms(symptoms: readonly SymptomDay[], limit = SUMMARY_TOP_SYMPTOMS): { symptom: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const s of symptoms) counts.set(s.symptom_type, (counts.get(s.symptom_type) ?? 0) + 1);
  return [...counts].map(([symptom, count]) => ({ symptom, count })).sort((a, b) => b.count - a.count || a.symptom.localeCompare(b.symptom)).slice(0, limit);
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
  const days = Object.values(firstDays).filter((d): d is string => d !== null).sort();
  const since = days[0] ?? null;
  const missing = SUMMARY_PARTS.filter((p) => firstDays[p] === null);
  if (!since) return { since, complete: false, readyOn: null, missing };
  const readyOn = addDays(since, SUMMARY_FULL_DAYS);
  const complete = readyOn <= today;
  return { since, complete, readyOn: complete ? null : readyOn, missing };
}
