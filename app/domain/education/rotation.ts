// Which tip and which story the dashboard shows (docs/rules/education.md):
// one tip a day, one story per 6-hour slot, rotating through what the read gave (the
// language's, falling back to the other's). The clock is passed in, so tests set it.
import { localDate } from "../time/zoned-time";

/** Daily tips read per language. */
export const DAILY_TIP_COUNT = 10;
/** A story of the day is shown for this long before the next one. */
export const STORY_ROTATION_MS = 6 * 60 * 60 * 1000;
/** The dashboard re-reads its stories this often while it is open. */
export const STORY_REFRESH_MS = 30 * 60 * 1000;

const DAY_MS = 86_400_000;

/** Days since 1970-01-01 of the user's date at `now` in `zone`. */
export function dayNumber(now: Date, zone: string): number {
  return Math.floor(Date.parse(`${localDate(now, zone)}T00:00:00Z`) / DAY_MS);
}

/** Today's tip: the same all day in the user's zone, the next one the next day. */
export function tipOfTheDay<T>(tips: readonly T[], now: Date, zone: string): T | null {
  if (!tips.length) return null;
  return tips[dayNumber(now, zone) % tips.length];
}

/** The story for `now`'s 6-hour slot (slots start at 00:00, 06:00, 12:00 and 18:00 UTC). */
export function storyOfTheSlot<T>(stories: readonly T[], now: Date): T | null {
  if (!stories.length) return null;
  return stories[Math.floor(now.getTime() / STORY_ROTATION_MS) % stories.length];
}
