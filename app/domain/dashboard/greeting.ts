// docs/rules/home.md: the dashboard greets by the time of day in the user's zone: morning
// before 12:00, midday before 15:00, afternoon before 18:00, else evening. Midday and
// afternoon are both "Good afternoon" in English; Bangla says শুভ দুপুর, then শুভ বিকেল
// from 15:00, the same day parts as domain/time/clock-time.ts (দুপুর 12–14, বিকেল 15–17).
import type { Instant } from "../doses/rules";
import { localMinutes } from "../time/zoned-time";

export type DayPart = "morning" | "midday" | "afternoon" | "evening";

/** Local minutes since midnight where midday, the afternoon and the evening begin. */
export const MIDDAY_FROM_MINUTES = 12 * 60;
export const AFTERNOON_FROM_MINUTES = 15 * 60;
export const EVENING_FROM_MINUTES = 18 * 60;

export function dayPart(now: Instant, zone: string): DayPart {
  const minutes = localMinutes(now, zone);
  if (minutes < MIDDAY_FROM_MINUTES) return "morning";
  if (minutes < AFTERNOON_FROM_MINUTES) return "midday";
  return minutes < EVENING_FROM_MINUTES ? "afternoon" : "evening";
}
