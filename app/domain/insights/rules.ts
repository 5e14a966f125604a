// Smart Health Insights (issue 15; docs/rules/insights.md): patterns in the user's own
// records over the last INSIGHT_DAYS days, each with the numbers behind it. Pure: the
// screen (routes/advanced/analytics.tsx) turns each into words. These describe what the
// records show; they never advise.
import type { PastDose } from "../doses/adherence";
import { durationMinutes, nightOf } from "../sleep/rules";
import { addDays, localDate } from "../time/zoned-time";

export const INSIGHT_DAYS = 30;
/** A pattern needs at least this many missed doses before it is named. */
export const MIN_MISSED_FOR_PATTERN = 3;
/** Readings on each side (all doses taken / some missed) before the two are compared. */
export const MIN_READINGS_EACH = 2;
/** A night shorter than this is short sleep (6 hours). */
export const SHORT_SLEEP_MINUTES = 6 * 60;
/** A symptom is linked to short sleep when it follows short nights at least this many times… */
export const MIN_SYMPTOM_DAYS_AFTER_SHORT = 2;
/** …and at least this many times as often as after other nights. */
export const SYMPTOM_SLEEP_RATIO = 1.5;

export const DAY_PARTS = ["morning", "noon", "evening", "night"] as const;
export type DayPart = (typeof DAY_PARTS)[number];

/** Morning 04:00–11:59, noon 12:00–15:59, evening 16:00–19:59, night 20:00–03:59. */
export function dayPartOf(minutes: number): DayPart {
  if (minutes >= 4 * 60 && minutes < 12 * 60) return "morning";
  if (minutes >= 12 * 60 && minutes < 16 * 60) return "noon";
  if (minutes >= 16 * 60 && minutes < 20 * 60) return "evening";
  return "night";
}

/** `count` of `of`, and the share (null when `of` is 0). */
export interface Share {
  count: number;
  of: number;
  rate: number | null;
}
const share = (count: number, of: number): Share => ({ count, of, rate: of > 0 ? count / of : null });
const taken = (d: PastDose) => d.outcome === "on-time" || d.outcome === "late";

/** On-time share per medicine, lowest first (the ones to look at come first). */
export function adherenceByMedicine(history: readonly PastDose[]): { medicineId: string; onTime: Share }[] {
  const byMedicine = new Map<string, PastDose[]>();
  for (const d of history) byMedicine.set(d.medicineId, [...(byMedicine.get(d.medicineId) ?? []), d]);
  return [...byMedicine.entries()]
    .map(([medicineId, doses]) => ({ medicineId, onTime: share(doses.filter((d) => d.outcome === "on-time").length, doses.length) }))
    .sort((a, b) => (a.onTime.rate ?? 1) - (b.onTime.rate ?? 1));
}

/** On-time share per part of the day (parts without doses are left out). */
export function adherenceByDayPart(history: readonly PastDose[]): { part: DayPart; onTime: Share }[] {
  return DAY_PARTS.map((part) => {
    const doses = history.filter((d) => dayPartOf(d.minutes) === part);
    return { part, onTime: share(doses.filter((d) => d.outcome === "on-time").length, doses.length) };
  }).filter((p) => p.onTime.of > 0);
}

export interface MissedPattern {
  missed: number;
  /** The part of the day most doses were missed in, with its missed share of that part's doses. */
  part: { part: DayPart; missed: Share } | null;
  /** The weekday (0 Sunday … 6 Saturday) most doses were missed on, likewise. */
  weekday: { weekday: number; missed: Share } | null;
}

/** Where missed doses gather; null below MIN_MISSED_FOR_PATTERN missed doses. A part or day is named only when it holds more missed doses than any other. */
export function missedPattern(history: readonly PastDose[]): MissedPattern | null {
  const missed = history.filter((d) => d.outcome === "missed");
  if (missed.length < MIN_MISSED_FOR_PATTERN) return null;
  const top = <K>(keyOf: (d: PastDose) => K) => {
    const counts = new Map<K, number>();
    for (const d of missed) counts.set(keyOf(d), (counts.get(keyOf(d)) ?? 0) + 1);
    const ranked = [...counts.entries()].sort((a, b) => b[1] - a[1]);
    if (ranked.length > 1 && ranked[0][1] === ranked[1][1]) return null;
    const [key, count] = ranked[0];
    return { key, missed: share(count, history.filter((d) => keyOf(d) === key).length) };
  };
  const part = top((d) => dayPartOf(d.minutes));
  const weekday = top((d) => new Date(`${d.date}T12:00:00Z`).getUTCDay());
  return { missed: missed.length, part: part && { part: part.key, missed: part.missed }, weekday: weekday && { weekday: weekday.key, missed: weekday.missed } };
}

export interface Reading {
  metric_type: string;
  systolic: number | null;
  diastolic: number | null;
  glucose_mmol: number | null;
  recorded_at: string;
}

export interface ReadingsByAdherence {
  metric: "blood_pressure" | "blood_glucose";
  /** Average on days every due dose was taken (systolic for blood pressure). */
  allTaken: { average: number; readings: number };
  /** Average on days a dose was missed or skipped. */
  someMissed: { average: number; readings: number };
}

/** Blood pressure (systolic) and glucose on days all doses were taken against days some were not; a metric needs MIN_READINGS_EACH on both sides. */
export function readingsByAdherence(history: readonly PastDose[], readings: readonly Reading[], zone: string): ReadingsByAdherence[] {
  const dayTaken = new Map<string, boolean>();
  for (const d of history) dayTaken.set(d.date, (dayTaken.get(d.date) ?? true) && taken(d));
  const out: ReadingsByAdherence[] = [];
  const metrics = [
    ["blood_pressure", (r: Reading) => r.systolic],
    ["blood_glucose", (r: Reading) => r.glucose_mmol],
  ] as const;
  for (const [metric, valueOf] of metrics) {
    const sides = { all: [] as number[], some: [] as number[] };
    for (const r of readings) {
      const value = valueOf(r);
      const all = dayTaken.get(localDate(new Date(r.recorded_at), zone));
      if (r.metric_type !== metric || value === null || all === undefined) continue;
      sides[all ? "all" : "some"].push(value);
    }
    if (sides.all.length < MIN_READINGS_EACH || sides.some.length < MIN_READINGS_EACH) continue;
    const avg = (v: number[]) => Math.round((v.reduce((a, b) => a + b, 0) / v.length) * 10) / 10;
    out.push({
      metric,
      allTaken: { average: avg(sides.all), readings: sides.all.length },
      someMissed: { average: avg(sides.some), readings: sides.some.length },
    });
  }
  return out;
}

export interface SleepNight {
  sleep_start: string;
  sleep_end: string | null;
  duration_minutes: number | null;
}
export interface SymptomDay {
  symptom_type: string;
  recorded_at: string;
}

export interface SymptomSleepLink {
  symptom: string;
  /** Days after a short night with the symptom, of short nights. */
  afterShort: Share;
  /** Days after other nights with the symptom, of other nights. */
  afterOther: Share;
}

/** Symptoms that follow short nights (under SHORT_SLEEP_MINUTES) notably more often than other nights. */
export function symptomsAfterShortSleep(nights: readonly SleepNight[], symptoms: readonly SymptomDay[], zone: string): SymptomSleepLink[] {
  // A night's sleep is all its sessions (a nap after midnight counts with the night it belongs to).
  const nightMinutes = new Map<string, number>();
  for (const n of nights) {
    const minutes = n.duration_minutes ?? (n.sleep_end ? durationMinutes(n.sleep_start, n.sleep_end) : null);
    const night = nightOf(n.sleep_start, zone);
    if (minutes !== null) nightMinutes.set(night, (nightMinutes.get(night) ?? 0) + minutes);
  }
  const symptomDays = new Map<string, Set<string>>();
  for (const s of symptoms) {
    const days = symptomDays.get(s.symptom_type) ?? new Set<string>();
    days.add(localDate(new Date(s.recorded_at), zone));
    symptomDays.set(s.symptom_type, days);
  }
  const short = [...nightMinutes].filter(([, m]) => m < SHORT_SLEEP_MINUTES).map(([night]) => addDays(night, 1));
  const other = [...nightMinutes].filter(([, m]) => m >= SHORT_SLEEP_MINUTES).map(([night]) => addDays(night, 1));
  const links: SymptomSleepLink[] = [];
  for (const [symptom, days] of symptomDays) {
    const afterShort = share(short.filter((d) => days.has(d)).length, short.length);
    const afterOther = share(other.filter((d) => days.has(d)).length, other.length);
    if (afterShort.count < MIN_SYMPTOM_DAYS_AFTER_SHORT || afterShort.rate === null) continue;
    if (afterOther.rate !== null && afterShort.rate < SYMPTOM_SLEEP_RATIO * afterOther.rate) continue;
    links.push({ symptom, afterShort, afterOther });
  }
  return links.sort((a, b) => b.afterShort.count - a.afterShort.count);
}
