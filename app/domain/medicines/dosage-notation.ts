// The Bangladeshi dosage notation of prescriptions: '1+0+1' is morning + noon +
// night, '1+1+1+1' is morning + noon + evening + night; each part is how much to
// take then ('½', '1/2', '1½', '0.5', Bangla digits too). It fills the reminder
// times from the user's meal times and implies the frequency.
import { MEDICINE_FREQUENCIES, type MedicineFrequency } from "../doses/rules";
import { parseReminderTime, toAsciiDigits } from "../doses/time";
import { DEFAULT_SETTINGS, type UserSettingsInput } from "../settings/rules";

export type MealSlot = "morning" | "noon" | "evening" | "night";
/** The user's meal times ('HH:mm'); evening is needed only by the four-part form. */
export interface MealTimes {
  morning: string;
  noon: string;
  evening?: string | null;
  night: string;
}
/** A user's meal times from their settings (defaults in settings.ts: 08:00, 14:00, 18:00, 21:00). */
export function mealTimesOf(settings: Pick<UserSettingsInput, "meal_morning" | "meal_noon" | "meal_evening" | "meal_night">): Required<MealTimes> {
  return { morning: settings.meal_morning, noon: settings.meal_noon, evening: settings.meal_evening, night: settings.meal_night };
}
/** Starting values for a user who set no meal times (the product rules name none; these are ours). */
export const DEFAULT_MEAL_TIMES: Required<MealTimes> = mealTimesOf(DEFAULT_SETTINGS);

const SLOTS_BY_PARTS: Record<number, readonly MealSlot[]> = {
  3: ["morning", "noon", "night"],
  4: ["morning", "noon", "evening", "night"],
};
const UNICODE_FRACTIONS: Record<string, number> = { "½": 0.5, "¼": 0.25, "¾": 0.75 };
const PART = /^(\d+)?([½¼¾])?$|^(\d+)\/(\d+)$|^(\d+\.\d+)$/;
/** The largest amount one part may hold; '10+0+10' is a typo, not a dose. */
export const MAX_DOSE_PART = 9;

/** How much one part asks for, or null when it is not an amount. */
function partAmount(part: string): number | null {
  if (!part) return null;
  const m = PART.exec(part);
  if (!m) return null;
  let amount: number;
  if (m[1] !== undefined || m[2] !== undefined) {
    amount = Number(m[1] ?? 0) + (m[2] ? UNICODE_FRACTIONS[m[2]] : 0);
  } else if (m[3] !== undefined) {
    if (Number(m[4]) === 0) return null;
    amount = Number(m[3]) / Number(m[4]);
  } else {
    amount = Number(m[5]);
  }
  return amount <= MAX_DOSE_PART ? amount : null;
}

export interface NotationDose {
  slot: MealSlot;
  amount: number;
  /** 'HH:mm' from the meal times. */
  time: string;
}
export interface DosageNotation {
  /** The parts that ask for a dose, in the day's order. */
  doses: NotationDose[];
  /** The reminder times to fill in, sorted by time of day, each once. */
  reminderTimes: string[];
  dosesPerDay: number;
  frequency: MedicineFrequency;
}

/** The frequency for 1–4 doses a day. */
const FREQUENCY_BY_DOSES: Record<number, MedicineFrequency> = {
  1: MEDICINE_FREQUENCIES[0],
  2: MEDICINE_FREQUENCIES[1],
  3: MEDICINE_FREQUENCIES[2],
  4: MEDICINE_FREQUENCIES[3],
};

/**
 * Reads '1+0+1' (3 parts: morning, noon, night) or '1+1+1+1' (4 parts: morning,
 * noon, evening, night). Null when it is not that notation, when every part is 0,
 * or when a part that asks for a dose has no valid meal time.
 */
export function parseDosageNotation(value: string, mealTimes: MealTimes): DosageNotation | null {
  const parts = toAsciiDigits(value).replace(/\s+/g, "").split("+");
  const slots = SLOTS_BY_PARTS[parts.length];
  if (!slots) return null;
  const doses: NotationDose[] = [];
  for (let i = 0; i < parts.length; i++) {
    const amount = partAmount(parts[i]);
    if (amount === null) return null;
    if (amount === 0) continue;
    const time = parseReminderTime(mealTimes[slots[i]]);
    if (time === null) return null;
    doses.push({ slot: slots[i], amount, time });
  }
  if (doses.length === 0) return null;
  return {
    doses,
    reminderTimes: [...new Set(doses.map((d) => d.time))].sort(),
    dosesPerDay: doses.length,
    frequency: FREQUENCY_BY_DOSES[doses.length],
  };
}
