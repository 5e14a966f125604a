// Cycle length and predictions from the user's own periods (issue 6, women's
// health). Pure: the caller passes today's date in the user's zone (clock injected).
import { addDays, daysBetween } from "../time/zoned-time";

export const DEFAULT_CYCLE_DAYS = 28;
/** The mean uses at most the last 6 cycles. */
export const CYCLES_AVERAGED = 6;
/** Gaps between starts outside this range are not cycles (a double entry, or missed logging). */
export const CYCLE_MIN_DAYS = 15;
export const CYCLE_MAX_DAYS = 60;
/** Ovulation is about 14 days before the next period; fertile window from 5 days before to 1 day after it. */
export const LUTEAL_DAYS = 14;
export const FERTILE_BEFORE = 5;
export const FERTILE_AFTER = 1;

export interface PeriodDates {
  /** yyyy-MM-dd */
  start: string;
  end?: string | null;
}

export interface CyclePrediction {
  /** Days; the mean of the user's cycles, or the default. */
  cycleLength: number;
  /** How many cycles the mean used; 0 means the default of 28. */
  cyclesUsed: number;
  lastStart: string;
  nextPeriod: string;
  ovulation: string;
  fertileStart: string;
  fertileEnd: string;
}

/** Starts in order, each once. */
function starts(periods: readonly PeriodDates[]): string[] {
  return [...new Set(periods.map((p) => p.start))].sort();
}

/** The mean of the last up to 6 cycle lengths (days between consecutive starts), rounded; 28 when none. */
export function cycleLength(periods: readonly PeriodDates[]): { days: number; cyclesUsed: number } {
  const s = starts(periods);
  const gaps: number[] = [];
  for (let i = 1; i < s.length; i++) {
    const gap = daysBetween(s[i - 1], s[i]);
    if (gap >= CYCLE_MIN_DAYS && gap <= CYCLE_MAX_DAYS) gaps.push(gap);
  }
  const last = gaps.slice(-CYCLES_AVERAGED);
  if (last.length === 0) return { days: DEFAULT_CYCLE_DAYS, cyclesUsed: 0 };
  return { days: Math.round(last.reduce((a, b) => a + b, 0) / last.length), cyclesUsed: last.length };
}

/**
 * The next period from the latest start + the cycle length; when that day has
 * passed without a new period logged, the following cycle's (never a date before
 * today). Null without any period.
 */
export function predictCycle(periods: readonly PeriodDates[], today: string): CyclePrediction | null {
  const s = starts(periods);
  const lastStart = s.at(-1);
  if (!lastStart) return null;
  const { days, cyclesUsed } = cycleLength(periods);
  let nextPeriod = addDays(lastStart, days);
  while (daysBetween(today, nextPeriod) < 0) nextPeriod = addDays(nextPeriod, days);
  const ovulation = addDays(nextPeriod, -LUTEAL_DAYS);
  return {
    cycleLength: days,
    cyclesUsed,
    lastStart,
    nextPeriod,
    ovulation,
    fertileStart: addDays(ovulation, -FERTILE_BEFORE),
    fertileEnd: addDays(ovulation, FERTILE_AFTER),
  };
}

/** The period going on today (started, no end yet or ending today or later), if any. */
export function currentPeriod<P extends PeriodDates>(periods: readonly P[], today: string): P | null {
  return periods.find((p) => p.start <= today && (!p.end || p.end >= today)) ?? null;
}
