import { describe, expect, it } from "vitest";
import { birthCalendarStart, birthYears, clampBirthMonth, isBirthDaySelectable, monthWeeks, shiftBirthMonth } from "~/domain/profile/birth-calendar";

const today = "2026-11-27";

describe("date-of-birth calendar (docs/rules/profile-and-settings.md, Profile setup)", () => {
  it("opens on January 2000 when no date is chosen (or what is typed is not a valid birth date)", () => {
    for (const v of ["", "garbage", "1899-12-31", "2027-01-01", "2026-13-01"]) expect(birthCalendarStart(v, today), v).toEqual({ year: 2000, month: 1 });
  });
  it("opens on the chosen date's month", () => {
    expect(birthCalendarStart("1985-03-09", today)).toEqual({ year: 1985, month: 3 });
    expect(birthCalendarStart("1900-01-01", today)).toEqual({ year: 1900, month: 1 });
    expect(birthCalendarStart(today, today)).toEqual({ year: 2026, month: 11 });
  });
  it("years from this year down to 1900", () => {
    const years = birthYears(today);
    expect(years[0]).toBe(2026);
    expect(years.at(-1)).toBe(1900);
    expect(years).toHaveLength(127);
  });
  it("months move within January 1900 … this month", () => {
    expect(shiftBirthMonth({ year: 2000, month: 1 }, -1, today)).toEqual({ year: 1999, month: 12 });
    expect(shiftBirthMonth({ year: 1999, month: 12 }, 1, today)).toEqual({ year: 2000, month: 1 });
    expect(shiftBirthMonth({ year: 1900, month: 1 }, -1, today)).toEqual({ year: 1900, month: 1 });
    expect(shiftBirthMonth({ year: 2026, month: 11 }, 1, today)).toEqual({ year: 2026, month: 11 });
    // Choosing this year with a later month shows this month.
    expect(clampBirthMonth({ year: 2026, month: 12 }, today)).toEqual({ year: 2026, month: 11 });
  });
  it("no future day and none before 1900-01-01", () => {
    expect(isBirthDaySelectable("2026-11-27", today)).toBe(true);
    expect(isBirthDaySelectable("2026-11-28", today)).toBe(false);
    expect(isBirthDaySelectable("1900-01-01", today)).toBe(true);
    expect(isBirthDaySelectable("1899-12-31", today)).toBe(false);
  });
  it("a month's days in weeks from Sunday: January 2000 began on a Saturday", () => {
    const weeks = monthWeeks({ year: 2000, month: 1 });
    expect(weeks[0]).toEqual([null, null, null, null, null, null, "2000-01-01"]);
    expect(weeks.flat().filter(Boolean)).toHaveLength(31);
    expect(weeks.every((w) => w.length === 7)).toBe(true);
    expect(monthWeeks({ year: 2000, month: 2 }).flat().filter(Boolean)).toHaveLength(29); // a leap year
    expect(monthWeeks({ year: 1900, month: 2 }).flat().filter(Boolean)).toHaveLength(28); // not one
  });
});
