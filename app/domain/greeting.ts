// docs/rules/home.md: the dashboard greets by the time of day in the user's zone: morning
// before 12:00, afternoon before 18:00, else evening.
import type { Instant } from "./dose-rules";
import { localMinutes } from "./zoned-time";

export type DayPart = "morning" | "afternoon" | "evening";

/** Local minutes since midnight where the afternoon and the evening begin. */
export const AFTERNOON_FROM_MINUTES = 12 * 60;
export const EVENING_FROM_MINUTES = 18 * 60;

export function dayPart(now: Instant, zone: string): DayPart {
  const minutes = localMinutes(now, zone);
  if (minutes < AFTERNOON_FROM_MINUTES) return "morning";
  return minutes < EVENING_FROM_MINUTES ? "afternoon" : "evening";
}
