// docs/rules/medicines.md: the streak is the number of consecutive local days, counted back
// from today, with at least one taken log, read from the STREAK_LOGS_READ latest
// taken logs; its progress bar is min(days, 30) / 30.
//
// Choice: a today without a taken log yet does not break a streak that ran
// through yesterday (the count then starts at yesterday), so the morning before
// the first dose does not show 0. A day is the log's own day (scheduled_date, else
// the local day of taken_at). A day with no dose scheduled (a schedule's day off: every
// other day, a cycle's week off, docs/rules/medicines.md "Schedules") neither counts nor
// breaks the streak.
import { STREAK_LOGS_READ, STREAK_PROGRESS_DAYS, type DoseLog, type Instant } from "./rules";
import { logDay } from "./log-key";
import { addDays, localDate, toMs } from "../time/zoned-time";

/** The STREAK_LOGS_READ latest taken logs, newest first (what the streak reads). */
export function latestTakenLogs<L extends DoseLog>(logs: readonly L[], limit: number = STREAK_LOGS_READ): L[] {
  return logs
    .filter((l) => l.status === "taken")
    .sort((a, b) => toMs(b.taken_at) - toMs(a.taken_at))
    .slice(0, limit);
}

/**
 * Consecutive local days back from today (or from yesterday while today has none) with a
 * taken log; `isRestDay` days (nothing scheduled) are passed over without counting.
 */
export function streakDays(logs: readonly DoseLog[], now: Instant, zone: string, isRestDay: (date: string) => boolean = () => false): number {
  const days = new Set(latestTakenLogs(logs).map((l) => logDay(l, zone)));
  if (days.size === 0) return 0;
  const oldest = [...days].sort()[0] as string;
  let day = localDate(now, zone);
  if (!days.has(day)) day = addDays(day, -1);
  let count = 0;
  for (; day >= oldest; day = addDays(day, -1)) {
    if (days.has(day)) count++;
    else if (!isRestDay(day)) break;
  }
  return count;
}

/** The progress bar's fill, 0–1: min(days, 30) / 30. */
export function streakProgress(days: number): number {
  return Math.min(Math.max(days, 0), STREAK_PROGRESS_DAYS) / STREAK_PROGRESS_DAYS;
}
