// docs/rules/medicines.md: stock. A taken dose lowers it by one, a refill raises it by the
// refill's quantity, it never goes below 0, and it is low at 5 or fewer.
// stock_quantity null means the user does not track stock.
import { FREQUENCY_DOSES_PER_DAY, LOW_STOCK_THRESHOLD, type MedicineFrequency } from "../doses/rules";
import { parseReminderTimes } from "../doses/time";
import { timesOn, type MedicineSchedule } from "../doses/schedule-pattern";
import { addDays } from "../time/zoned-time";

/** Units one taken dose uses. */
export const UNITS_PER_DOSE = 1;

/** True when stock is tracked and 5 or fewer. */
export function isLowStock(stock: number | null | undefined): boolean {
  return stock !== null && stock !== undefined && stock <= LOW_STOCK_THRESHOLD;
}

/** Stock after `doses` taken doses, never below 0; untracked stays untracked. */
export function stockAfterDoses(stock: number | null, doses = 1): number | null {
  return stock === null ? null : Math.max(0, stock - doses * UNITS_PER_DOSE);
}

/** Stock after a refill of `quantity` units (an untracked stock starts at 0). */
export function stockAfterRefill(stock: number | null, quantity: number): number {
  return Math.max(0, (stock ?? 0) + quantity);
}

/** Doses a day of a frequency; null for as-needed or an unknown value. */
export function dosesPerDay(frequency: string): number | null {
  return FREQUENCY_DOSES_PER_DAY[frequency as MedicineFrequency] ?? null;
}

/** Whole days the stock lasts at `perDay` doses a day; null when stock is untracked or the medicine is as-needed. */
export function daysOfStockLeft(stock: number | null, perDay: number | null): number | null {
  if (stock === null || perDay === null || perDay <= 0) return null;
  return Math.floor(Math.max(0, stock) / (perDay * UNITS_PER_DOSE));
}

/** The reminder fields the stock estimate reads. */
export interface StockReminder {
  reminder_time: string;
  enabled: boolean;
}

/**
 * Doses a day to measure the stock by. The reminders say best how often the
 * medicine is really taken, so when enabled reminders exist, their number of
 * distinct valid times of day counts; without any, the frequency does. An
 * as-needed (SOS) medicine has no daily dose whatever its reminders: null.
 */
export function stockDosesPerDay(frequency: string, reminders: readonly StockReminder[]): number | null {
  const byFrequency = dosesPerDay(frequency);
  if (byFrequency === null) return null;
  const times = parseReminderTimes(reminders.filter((r) => r.enabled).map((r) => r.reminder_time));
  return times.length > 0 ? times.length : byFrequency;
}

/** How far ahead stockDaysLeft() counts a schedule's doses. */
const STOCK_LOOKAHEAD_DAYS = 366;

/**
 * Whole days from `today` the stock lasts, dose by dose on the days the medicine's schedule
 * names (docs/rules/medicines.md, "Schedules"): every second day makes it last twice as
 * long, a taper uses each step's own times. Null when stock is untracked, the medicine is
 * as needed, or the stock outlasts a taper's course or a year.
 */
export function stockDaysLeft(
  stock: number | null,
  frequency: string,
  reminders: readonly StockReminder[],
  schedule: MedicineSchedule | null | undefined,
  today: string,
): number | null {
  const perDay = stockDosesPerDay(frequency, reminders);
  if (!schedule) return daysOfStockLeft(stock, perDay);
  if (stock === null || perDay === null) return null;
  const times = parseReminderTimes(reminders.filter((r) => r.enabled).map((r) => r.reminder_time));
  let left = Math.max(0, stock);
  for (let day = 0; day < STOCK_LOOKAHEAD_DAYS; day++) {
    const on = timesOn(schedule, addDays(today, day));
    const need = (on === "all" ? times.length : on.filter((t) => times.includes(t)).length) * UNITS_PER_DOSE;
    if (need > left) return day;
    left -= need;
  }
  return null;
}
