// Steps and exercise rules (docs/rules/trackers.md): steps per day in the user's
// zone, the 7-day trend (the entries are checked by schema.ts). Pure: the clock and zone are passed in.
import { addDays, localDate } from "../time/zoned-time";

export const EXERCISE_TYPES = ["walking", "running", "cycling", "swimming", "yoga", "gym-workout", "sports", "other"] as const;
export type ExerciseType = (typeof EXERCISE_TYPES)[number];
/** The schema's enum (moderate and vigorous, and light as the lower level). */
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
