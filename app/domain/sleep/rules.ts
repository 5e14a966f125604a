// Sleep tracking rules and constants (docs/rules/trackers.md): the card's state machine,
// the overlap rule, duration warnings, quality labels, last night, the last 7
// nights and the 7- and 30-day averages. Pure: the clock and the zone are inputs.
import { localDate, localMinutes, toMs, zonedInstant, addDays } from "../time/zoned-time";

export const SLEEP_TYPES = ["tracked", "manual"] as const;
export type SleepType = (typeof SLEEP_TYPES)[number];

/** docs/rules/trackers.md: pre-sleep starts this many minutes before bedtime. */
export const BEDTIME_WINDOW_MINUTES = 120;
/** docs/rules/trackers.md: wake-up shows within this many minutes of the wake time. */
export const WAKE_WINDOW_MINUTES = 5;
/** docs/rules/trackers.md: a duration under 1 hour or over 16 hours is warned about (still allowed). */
export const SLEEP_WARN_SHORT_MINUTES = 60;
export const SLEEP_WARN_LONG_MINUTES = 16 * 60;
/** No single entry can be longer than this (a typo guard, not a product rule). */
export const SLEEP_MAX_MINUTES = 24 * 60;
export const SLEEP_QUALITY_MIN = 1;
export const SLEEP_QUALITY_MAX = 5;
/** i18n keys of the quality scale (Poor, Fair, Good, Very Good, Excellent). */
export const SLEEP_QUALITY_KEYS = ["poor", "fair", "good", "veryGood", "excellent"] as const;
export const SLEEP_HISTORY_NIGHTS = 7;
/** docs/rules/trackers.md: the last 30 logs are read by default. */
export const SLEEP_LOGS_READ = 30;
export const SLEEP_AVERAGE_DAYS = [7, 30] as const;
export const SLEEP_NOTES_MAX = 500;
/** docs/rules/trackers.md: the card's state is re-evaluated every 30 s, timers every 60 s. */
export const SLEEP_STATE_REFRESH_MS = 30_000;
export const SLEEP_TIMER_REFRESH_MS = 60_000;
/** A session started before this local hour belongs to the night before (a 01:00 start is last night). */
export const NIGHT_DAY_CUTOFF_HOUR = 12;

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

export interface SleepLogRow {
  id: string;
  sleep_start: string;
  sleep_end: string | null;
  duration_minutes: number | null;
  quality_rating: number | null;
  notes: string | null;
  sleep_type: SleepType;
  recorded_at: string | null;
}

/** The `sleep` read: the open session (if any) and the last 30 completed logs, newest first. */
export interface SleepResponse {
  active: SleepLogRow | null;
  logs: SleepLogRow[];
}

export type SleepCardState =
  | { kind: "pre-sleep"; minutesToBedtime: number }
  | { kind: "sleeping"; elapsedMinutes: number }
  | { kind: "wake-up"; elapsedMinutes: number }
  | { kind: "summary" };

const HHMM = /^([01]\d|2[0-3]):([0-5]\d)(:[0-5]\d)?$/;

/** 'HH:mm' (or 'HH:mm:ss') as minutes since midnight; null when unset or malformed. */
export function timeToMinutes(value: string | null | undefined): number | null {
  const m = value ? HHMM.exec(value) : null;
  return m ? Number(m[1]) * 60 + Number(m[2]) : null;
}

/** Whole minutes from `start` to `end` (never negative). */
export function durationMinutes(start: string | Date, end: string | Date): number {
  return Math.max(0, Math.round((toMs(end) - toMs(start)) / MINUTE_MS));
}

export function elapsedParts(minutes: number): { hours: number; minutes: number } {
  const m = Math.max(0, Math.floor(minutes));
  return { hours: Math.floor(m / 60), minutes: m % 60 };
}

/**
 * The card's state at `now` (docs/rules/trackers.md): wake-up when a session is open and the
 * wake time is at most 5 minutes away either side; sleeping when a session is open;
 * pre-sleep when bedtime is within the next 120 minutes; otherwise the summary.
 */
export function sleepCardState(input: {
  active: Pick<SleepLogRow, "sleep_start"> | null;
  bedtime: string | null | undefined;
  wakeTime: string | null | undefined;
  now: Date;
  zone: string;
}): SleepCardState {
  const { active, now, zone } = input;
  const nowMin = localMinutes(now, zone);
  if (active) {
    const elapsedMinutes = durationMinutes(active.sleep_start, now);
    const wake = timeToMinutes(input.wakeTime);
    if (wake !== null) {
      const diff = Math.abs(nowMin - wake);
      if (Math.min(diff, 1440 - diff) <= WAKE_WINDOW_MINUTES) return { kind: "wake-up", elapsedMinutes };
    }
    return { kind: "sleeping", elapsedMinutes };
  }
  const bed = timeToMinutes(input.bedtime);
  if (bed !== null) {
    const until = (bed - nowMin + 1440) % 1440;
    if (until <= BEDTIME_WINDOW_MINUTES) return { kind: "pre-sleep", minutesToBedtime: until };
  }
  return { kind: "summary" };
}

/** The night a session belongs to (yyyy-MM-dd): its start's local day, or the day before for starts before noon. */
export function nightOf(start: string | Date, zone: string): string {
  const day = localDate(start, zone);
  return localMinutes(start, zone) < NIGHT_DAY_CUTOFF_HOUR * 60 ? addDays(day, -1) : day;
}

/** recorded_at: the start of the night's day in the user's zone, as a UTC instant. */
export function recordedAt(start: string | Date, zone: string): string {
  return zonedInstant(nightOf(start, zone), 0, zone).toISOString();
}

export type DurationWarning = "short" | "long" | null;

/** docs/rules/trackers.md: under 1 hour or over 16 hours is unusual (a warning, not an error). */
export function durationWarning(minutes: number): DurationWarning {
  if (minutes < SLEEP_WARN_SHORT_MINUTES) return "short";
  if (minutes > SLEEP_WARN_LONG_MINUTES) return "long";
  return null;
}

/** Half-open intervals [start, end) overlap when each starts before the other ends. */
export function overlaps(a: { start: number; end: number }, b: { start: number; end: number }): boolean {
  return a.start < b.end && b.start < a.end;
}

/**
 * docs/rules/trackers.md: the first completed session (other than `excludeId`, the one being
 * edited) that the entry overlaps, or null. Open sessions do not count.
 */
export function findOverlap<T extends Pick<SleepLogRow, "id" | "sleep_start" | "sleep_end">>(
  entry: { sleep_start: string | Date; sleep_end: string | Date },
  logs: readonly T[],
  excludeId?: string,
): T | null {
  const mine = { start: toMs(entry.sleep_start), end: toMs(entry.sleep_end) };
  for (const log of logs) {
    if (log.id === excludeId || !log.sleep_end) continue;
    if (overlaps(mine, { start: toMs(log.sleep_start), end: toMs(log.sleep_end) })) return log;
  }
  return null;
}

export type EntryProblem = "endBeforeStart" | "inFuture" | "tooLong";

/** The hard errors of a manual entry or edit (overlap aside). */
export function entryProblem(entry: { sleep_start: string | Date; sleep_end: string | Date }, now: Date): EntryProblem | null {
  const start = toMs(entry.sleep_start);
  const end = toMs(entry.sleep_end);
  if (end <= start) return "endBeforeStart";
  if (end > now.getTime()) return "inFuture";
  if (end - start > SLEEP_MAX_MINUTES * MINUTE_MS) return "tooLong";
  return null;
}

export const isCompleted = (log: SleepLogRow) => log.sleep_end !== null;

const byStartDesc = (a: SleepLogRow, b: SleepLogRow) => toMs(b.sleep_start) - toMs(a.sleep_start);

/** Completed logs, newest night first. */
export function completedNewestFirst(logs: readonly SleepLogRow[]): SleepLogRow[] {
  return logs.filter(isCompleted).sort(byStartDesc);
}

/** The minutes a log lasted: its stored duration, else end − start. */
export function logMinutes(log: SleepLogRow): number {
  if (log.duration_minutes !== null && log.duration_minutes !== undefined) return log.duration_minutes;
  return log.sleep_end ? durationMinutes(log.sleep_start, log.sleep_end) : 0;
}

/** Last night: the newest completed session. */
export function lastNight(logs: readonly SleepLogRow[]): SleepLogRow | null {
  return completedNewestFirst(logs)[0] ?? null;
}

/** The last 7 nights (newest first). */
export function lastNights(logs: readonly SleepLogRow[], count = SLEEP_HISTORY_NIGHTS): SleepLogRow[] {
  return completedNewestFirst(logs).slice(0, count);
}

export interface SleepAverage {
  /** Average minutes, rounded; null with no logs in the window. */
  minutes: number | null;
  /** Average quality of the rated logs (one decimal); null when none is rated. */
  quality: number | null;
  count: number;
}

/** The average over completed sessions that ended within the last `days` days of `now`. */
export function sleepAverage(logs: readonly SleepLogRow[], now: Date, days: number): SleepAverage {
  const from = now.getTime() - days * DAY_MS;
  const inWindow = logs.filter((l) => l.sleep_end && toMs(l.sleep_end) > from && toMs(l.sleep_end) <= now.getTime());
  if (inWindow.length === 0) return { minutes: null, quality: null, count: 0 };
  const minutes = Math.round(inWindow.reduce((s, l) => s + logMinutes(l), 0) / inWindow.length);
  const rated = inWindow.filter((l) => l.quality_rating !== null);
  const quality = rated.length ? Math.round((rated.reduce((s, l) => s + (l.quality_rating ?? 0), 0) / rated.length) * 10) / 10 : null;
  return { minutes, quality, count: inWindow.length };
}

/** The newest open session; docs/rules/trackers.md: starting returns it instead of making a second. */
export function activeSession(rows: readonly SleepLogRow[]): SleepLogRow | null {
  return rows.filter((r) => r.sleep_end === null).sort(byStartDesc)[0] ?? null;
}

const pad = (n: number) => String(n).padStart(2, "0");

/** An instant as a datetime-local input value ('yyyy-MM-ddTHH:mm') in the zone. */
export function toLocalInput(instant: string | Date, zone: string): string {
  const m = localMinutes(instant, zone);
  return `${localDate(instant, zone)}T${pad(Math.floor(m / 60))}:${pad(m % 60)}`;
}

/** A datetime-local value read in the zone, as an ISO instant; null when it is not one. */
export function fromLocalInput(value: string, zone: string): string | null {
  const m = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})/.exec(value);
  if (!m) return null;
  return zonedInstant(m[1], Number(m[2]) * 60 + Number(m[3]), zone).toISOString();
}
