// docs/rules/medicines.md, "Schedules": on which days a medicine's reminder times are
// doses. A medicine without a pattern (null) is taken every day; the others are written
// as prescriptions are: every N days, chosen weekdays, a cycle of days on and off, or a
// taper of steps (each step its own times for a number of days, then the next, then stop).
// Days are local calendar days (yyyy-MM-dd in the user's zone): Asia/Dhaka has no DST, and
// counting calendar days rather than 24-hour spans keeps this true in any zone.
import { addDays, daysBetween } from "../time/zoned-time";

/** 0 = Sunday … 6 = Saturday (Date#getUTCDay of the calendar day). */
export type Weekday = 0 | 1 | 2 | 3 | 4 | 5 | 6;
export const WEEKDAYS: readonly Weekday[] = [0, 1, 2, 3, 4, 5, 6];

export interface TaperStep {
  /** How many days this step lasts (from the day after the previous step's last). */
  days: number;
  /** Its dose times, 'HH:mm' (from the medicine's reminders); none is a step without doses. */
  times: string[];
}

export type MedicineSchedule =
  | { kind: "every"; days: number; from: string }
  | { kind: "weekdays"; days: Weekday[] }
  | { kind: "cycle"; on: number; off: number; from: string }
  | { kind: "taper"; from: string; steps: TaperStep[] };
export type ScheduleKind = MedicineSchedule["kind"];
/** The form's choices: "daily" is no pattern. */
export const SCHEDULE_KINDS = ["daily", "every", "weekdays", "cycle", "taper"] as const;

/** Bounds the op schema checks (domain/medicines/schema.ts). */
export const SCHEDULE_LIMITS = {
  everyDaysMin: 2,
  everyDaysMax: 90,
  cycleDaysMax: 365,
  taperStepsMax: 12,
  taperStepDaysMax: 365,
} as const;

/** The weekday of a calendar day yyyy-MM-dd. */
export function weekdayOf(date: string): Weekday {
  return new Date(`${date}T00:00:00Z`).getUTCDay() as Weekday;
}

const mod = (a: number, n: number) => ((a % n) + n) % n;

/**
 * Which of the medicine's reminder times are doses on `date`: "all" of them, or only the
 * listed 'HH:mm' times (none: no dose that day). Days before a pattern's first day have
 * none, so a course that starts next Monday does not ring today.
 */
export function timesOn(schedule: MedicineSchedule | null | undefined, date: string): "all" | readonly string[] {
  if (!schedule) return "all";
  switch (schedule.kind) {
    case "every": {
      const n = daysBetween(schedule.from, date);
      return n >= 0 && n % schedule.days === 0 ? "all" : [];
    }
    case "weekdays":
      return schedule.days.includes(weekdayOf(date)) ? "all" : [];
    case "cycle": {
      const n = daysBetween(schedule.from, date);
      return n >= 0 && mod(n, schedule.on + schedule.off) < schedule.on ? "all" : [];
    }
    case "taper": {
      let n = daysBetween(schedule.from, date);
      if (n < 0) return [];
      for (const step of schedule.steps) {
        if (n < step.days) return step.times;
        n -= step.days;
      }
      return [];
    }
  }
}

/** True when `date` has at least one of the reminder times `times` as a dose. */
export function isDoseDay(schedule: MedicineSchedule | null | undefined, date: string, times: readonly string[]): boolean {
  const on = timesOn(schedule, date);
  return on === "all" ? times.length > 0 : on.some((t) => times.includes(t));
}

/** A taper's last day (the course then stops), or null for a pattern without an end. */
export function scheduleLastDay(schedule: MedicineSchedule | null | undefined): string | null {
  if (schedule?.kind !== "taper") return null;
  const total = schedule.steps.reduce((sum, s) => sum + s.days, 0);
  return total > 0 ? addDays(schedule.from, total - 1) : null;
}

/** Every time a taper's steps name, sorted: the reminders its medicine needs. */
export function taperTimes(steps: readonly TaperStep[]): string[] {
  return [...new Set(steps.flatMap((s) => s.times))].sort();
}
