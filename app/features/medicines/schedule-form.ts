// The medicine form's days choice (docs/rules/medicines.md, "Schedules"), pure: what its
// fields hold, the schedule they stand for (before medicineInsertSchema checks it), and the
// fields filled back from a saved schedule. A taper step's doses are typed as the dosage
// notation ('1+0+1', Bangla digits too) read against the user's meal times, or as times
// ('08:30, 21:00') when they are not meal times; a saved step is shown the same way, so
// what an edit saves unchanged is what was saved.
import { parseDosageNotation, type MealTimes } from "../../domain/medicines/dosage-notation";
import { parseReminderTime, toAsciiDigits } from "../../domain/doses/time";
import { SCHEDULE_KINDS, type MedicineSchedule, type Weekday } from "../../domain/doses/schedule-pattern";
import { stepDoses } from "./schedule-text";

export type ScheduleChoice = (typeof SCHEDULE_KINDS)[number];

export interface TaperStepFields {
  key: number;
  /** '1+0+1', '0+0+1', or times; empty is a step without doses. */
  doses: string;
  days: string;
}

/** What the days choice holds, as typed. */
export interface ScheduleFields {
  kind: ScheduleChoice;
  /** Every N days. */
  every: string;
  /** The first day (yyyy-MM-dd) of every, cycle and taper. */
  from: string;
  weekdays: Weekday[];
  on: string;
  off: string;
  steps: TaperStepFields[];
}

let nextKey = 1;
/** A taper step row with a new key. */
export const stepRow = (doses = "", days = ""): TaperStepFields => ({ key: nextKey++, doses, days });

/** The fields for a saved schedule (null: every day); `today` is the first day a new pattern starts on. */
export function scheduleFieldsOf(schedule: MedicineSchedule | null | undefined, meals: MealTimes, today: string): ScheduleFields {
  const fields: ScheduleFields = { kind: "daily", every: "2", from: today, weekdays: [], on: "21", off: "7", steps: [stepRow(), stepRow()] };
  switch (schedule?.kind) {
    case "every":
      return { ...fields, kind: "every", every: String(schedule.days), from: schedule.from };
    case "weekdays":
      return { ...fields, kind: "weekdays", weekdays: [...schedule.days] };
    case "cycle":
      return { ...fields, kind: "cycle", on: String(schedule.on), off: String(schedule.off), from: schedule.from };
    case "taper":
      return { ...fields, kind: "taper", from: schedule.from, steps: schedule.steps.map((s) => stepRow(stepDoses(s.times, meals), String(s.days))) };
    default:
      return fields;
  }
}

/** A step's doses as typed → its times: [] for none (empty or all zeros), null when it is neither the notation nor times. */
export function stepTimes(text: string, meals: MealTimes): string[] | null {
  const value = toAsciiDigits(text).trim();
  if (value === "" || /^0(\s*\+\s*0){2,3}$/.test(value)) return [];
  const notation = parseDosageNotation(value, meals);
  if (notation) return notation.reminderTimes;
  const times = value.split(/[\s,]+/).map((t) => parseReminderTime(t));
  return times.every((t) => t !== null) ? [...new Set(times as string[])].sort() : null;
}

/** Digits as typed (Bangla too) → a number; anything else stays text for the schema to refuse. */
const count = (value: string): number | string => {
  const text = toAsciiDigits(value.trim());
  return /^\d+$/.test(text) ? Number(text) : text;
};

/**
 * The schedule the fields stand for, for the op schema: null for every day. A step whose
 * doses are neither notation nor times keeps the text in place of its times, so the schema
 * refuses it at that step (schedule.steps.N.times) and the form marks that field.
 */
export function scheduleCandidate(fields: ScheduleFields, meals: MealTimes): unknown {
  switch (fields.kind) {
    case "daily":
      return null;
    case "every":
      return { kind: "every", days: count(fields.every), from: fields.from };
    case "weekdays":
      return { kind: "weekdays", days: [...fields.weekdays].sort((a, b) => a - b) };
    case "cycle":
      return { kind: "cycle", on: count(fields.on), off: count(fields.off), from: fields.from };
    case "taper":
      return {
        kind: "taper",
        from: fields.from,
        steps: fields.steps.map((s) => ({ days: count(s.days), times: stepTimes(s.doses, meals) ?? s.doses })),
      };
  }
}
