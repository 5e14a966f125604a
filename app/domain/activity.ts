// Steps and exercise rules (spec 2 §3, §5, §8, §9): parsing the entries, steps per
// day in the user's zone, the 7-day trend. Pure: the clock and zone are passed in.
import { addDays, localDate } from "./zoned-time";

export const EXERCISE_TYPES = ["walking", "running", "cycling", "swimming", "yoga", "gym-workout", "sports", "other"] as const;
export type ExerciseType = (typeof EXERCISE_TYPES)[number];
/** The schema's enum (the spec shows moderate and vigorous; light is the lower level). */
export const EXERCISE_INTENSITIES = ["light", "moderate", "vigorous"] as const;
export type ExerciseIntensity = (typeof EXERCISE_INTENSITIES)[number];

export const STEPS_MAX = 200_000;
export const EXERCISE_MINUTES_MAX = 1440;
export const EXERCISE_NOTES_MAX = 1000;
export const STEPS_TREND_DAYS = 7;
export const RECENT_EXERCISE = 20;

export interface StepRow {
  id: string;
  steps: number;
  log_date: string;
  recorded_at: string;
}

export interface ExerciseRow {
  id: string;
  exercise_type: ExerciseType;
  duration_minutes: number;
  intensity: ExerciseIntensity | null;
  notes: string | null;
  recorded_at: string;
}

/** A whole number of steps ≥ 0 (digits only, Bangla digits too), or null. */
export function parseSteps(input: string): number | null {
  const s = toAsciiDigits(input.trim());
  if (!/^\d{1,7}$/.test(s)) return null;
  const n = Number(s);
  return n <= STEPS_MAX ? n : null;
}

/** Whole minutes 1–1440, or null. */
export function parseDuration(input: string): number | null {
  const s = toAsciiDigits(input.trim());
  if (!/^\d{1,4}$/.test(s)) return null;
  const n = Number(s);
  return n >= 1 && n <= EXERCISE_MINUTES_MAX ? n : null;
}

/** '০'–'৯' → '0'–'9', so a Bangla keyboard's digits are accepted. */
export function toAsciiDigits(s: string): string {
  return s.replace(/[০-৯]/g, (c) => String(c.charCodeAt(0) - 0x09e6));
}

/** The form's one message key (trackers namespace), or null when it may be sent. */
export function exerciseFormError(v: { exercise_type: string; duration: string }): string | null {
  if (!v.exercise_type || !v.duration.trim()) return "validation.exerciseRequired";
  if (!(EXERCISE_TYPES as readonly string[]).includes(v.exercise_type)) return "validation.exerciseRequired";
  return parseDuration(v.duration) === null ? "validation.durationInvalid" : null;
}

export interface DaySteps {
  date: string;
  steps: number;
}

/** Steps per day for the `days` days ending today (user's zone), oldest first; entries of a day add up. */
export function dailySteps(rows: readonly StepRow[], now: Date, zone: string, days = STEPS_TREND_DAYS): DaySteps[] {
  const today = localDate(now, zone);
  const totals = new Map<string, number>();
  for (const r of rows) totals.set(r.log_date, (totals.get(r.log_date) ?? 0) + r.steps);
  return Array.from({ length: days }, (_, i) => {
    const date = addDays(today, i - days + 1);
    return { date, steps: totals.get(date) ?? 0 };
  });
}

/** Newest first, at most `limit`. */
export function recentExercise(rows: readonly ExerciseRow[], limit = RECENT_EXERCISE): ExerciseRow[] {
  return [...rows].sort((a, b) => b.recorded_at.localeCompare(a.recorded_at)).slice(0, limit);
}

export type Trend = "up" | "down" | "same";

/** The direction from the previous value to the latest; null without both. */
export function trend(latest: number | null | undefined, previous: number | null | undefined): Trend | null {
  if (latest == null || previous == null) return null;
  return latest > previous ? "up" : latest < previous ? "down" : "same";
}
