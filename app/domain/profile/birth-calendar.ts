// docs/rules/profile-and-settings.md, "Profile setup": the date-of-birth picker's calendar.
// It opens on January 2000 (the spec's default month) until a date is chosen, then on
// that date's month; years 1900 to this year; no day before 1900-01-01 or after today.
import { dateOfBirthError, DEFAULT_CALENDAR_MONTH, MIN_BIRTH_DATE } from "./rules";

/** A calendar month: `month` 1 to 12. */
export interface CalendarMonth {
  year: number;
  month: number;
}

const monthOf = (day: string): CalendarMonth => ({ year: Number(day.slice(0, 4)), month: Number(day.slice(5, 7)) });
const FIRST_MONTH = monthOf(MIN_BIRTH_DATE);
const index = (m: CalendarMonth) => m.year * 12 + (m.month - 1);
const fromIndex = (i: number): CalendarMonth => ({ year: Math.floor(i / 12), month: (i % 12) + 1 });

/** Keeps a month between January 1900 and this month. */
export function clampBirthMonth(m: CalendarMonth, today: string): CalendarMonth {
  return fromIndex(Math.min(index(monthOf(today)), Math.max(index(FIRST_MONTH), index(m))));
}

/** The month the calendar opens on: the chosen date's when it is a valid birth date, else January 2000. */
export function birthCalendarStart(value: string, today: string): CalendarMonth {
  return clampBirthMonth(monthOf(dateOfBirthError(value, today) ? DEFAULT_CALENDAR_MONTH : value), today);
}

/** The month `delta` months away, kept within the allowed months. */
export function shiftBirthMonth(m: CalendarMonth, delta: number, today: string): CalendarMonth {
  return clampBirthMonth(fromIndex(index(m) + delta), today);
}

/** The year choices: this year down to 1900. */
export function birthYears(today: string): number[] {
  const last = Number(today.slice(0, 4));
  return Array.from({ length: last - FIRST_MONTH.year + 1 }, (_, i) => last - i);
}

/** A month's days as yyyy-MM-dd in weeks from Sunday; null fills the days of other months. */
export function monthWeeks({ year, month }: CalendarMonth): (string | null)[][] {
  const first = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
  const length = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const pad = (n: number) => String(n).padStart(2, "0");
  const cells: (string | null)[] = [...Array<null>(first).fill(null), ...Array.from({ length }, (_, i) => `${year}-${pad(month)}-${pad(i + 1)}`)];
  while (cells.length % 7) cells.push(null);
  return Array.from({ length: cells.length / 7 }, (_, w) => cells.slice(w * 7, w * 7 + 7));
}

/** A day the picker lets one choose. */
export function isBirthDaySelectable(day: string, today: string): boolean {
  return dateOfBirthError(day, today) === null;
}
