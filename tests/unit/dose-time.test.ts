// docs/rules/medicines.md: reminder time parsing, the missed-dose time check, 12-hour chips.
import { describe, expect, it } from "vitest";
import {
  isValidMissedDoseTime,
  parseReminderTime,
  parseReminderTimes,
  reminderChips,
  reminderMinutes,
  toScheduledTime,
  toTime12,
} from "../../app/domain/doses/time";
import { MAX_REMINDER_CHIPS } from "../../app/domain/doses/rules";

describe("parseReminderTime", () => {
  it("reads 24-hour times with and without seconds", () => {
    expect(parseReminderTime("08:00")).toBe("08:00");
    expect(parseReminderTime("8:05")).toBe("08:05");
    expect(parseReminderTime("21:30:00")).toBe("21:30");
    expect(parseReminderTime("23:59:59")).toBe("23:59");
    expect(parseReminderTime(" 00:00 ")).toBe("00:00");
  });

  it("reads 12 AM as hour 0, 12 PM as 12, and adds 12 to other PM hours", () => {
    expect(parseReminderTime("12:00 AM")).toBe("00:00");
    expect(parseReminderTime("12:30 am")).toBe("00:30");
    expect(parseReminderTime("12:00 PM")).toBe("12:00");
    expect(parseReminderTime("12:45 PM")).toBe("12:45");
    expect(parseReminderTime("1:00 PM")).toBe("13:00");
    expect(parseReminderTime("11:59 PM")).toBe("23:59");
    expect(parseReminderTime("8:00 AM")).toBe("08:00");
    expect(parseReminderTime("9:15PM")).toBe("21:15");
    expect(parseReminderTime("7:00 p.m.")).toBe("19:00");
  });

  it("reads Bangla digits", () => {
    expect(parseReminderTime("০৮:৩০")).toBe("08:30");
  });

  it("skips empty and invalid times", () => {
    for (const bad of ["", "   ", null, undefined, "24:00", "23:60", "12:00:60", "0:00 AM", "13:00 PM", "8", "08:0", "8.00", "noon", "08:00 XM", "-1:00"]) {
      expect(parseReminderTime(bad), String(bad)).toBeNull();
    }
  });

  it("gives minutes since midnight and the stored HH:mm:ss form", () => {
    expect(reminderMinutes("12:00 AM")).toBe(0);
    expect(reminderMinutes("11:59 PM")).toBe(1439);
    expect(reminderMinutes("bad")).toBeNull();
    expect(toScheduledTime("9:00 PM")).toBe("21:00:00");
    expect(toScheduledTime("")).toBeNull();
  });
});

describe("isValidMissedDoseTime", () => {
  it("accepts exactly HH:MM with hour 0–23 and minute 0–59", () => {
    expect(isValidMissedDoseTime("00:00")).toBe(true);
    expect(isValidMissedDoseTime("23:59")).toBe(true);
    expect(isValidMissedDoseTime("24:00")).toBe(false);
    expect(isValidMissedDoseTime("12:60")).toBe(false);
    expect(isValidMissedDoseTime("8:00")).toBe(false);
    expect(isValidMissedDoseTime("08:00:00")).toBe(false);
    expect(isValidMissedDoseTime("")).toBe(false);
  });
});

describe("reminder chips", () => {
  it("sorts by time of day, drops invalid and repeated times", () => {
    expect(parseReminderTimes(["9:00 PM", "", "08:00", "bad", "21:00:00", "1:00 PM"])).toEqual(["08:00", "13:00", "21:00"]);
  });

  it("formats to 12-hour parts", () => {
    expect(toTime12("00:05")).toEqual({ time: "00:05", hour: 12, minute: 5, period: "AM" });
    expect(toTime12("12:00")).toEqual({ time: "12:00", hour: 12, minute: 0, period: "PM" });
    expect(toTime12("13:30")).toEqual({ time: "13:30", hour: 1, minute: 30, period: "PM" });
    expect(toTime12("11:59")).toEqual({ time: "11:59", hour: 11, minute: 59, period: "AM" });
    expect(toTime12("nope")).toBeNull();
  });

  it("shows at most 3 chips and counts the rest", () => {
    expect(MAX_REMINDER_CHIPS).toBe(3);
    const r = reminderChips(["22:00", "08:00", "14:00", "06:00", "18:00"]);
    expect(r.chips.map((c) => c.time)).toEqual(["06:00", "08:00", "14:00"]);
    expect(r.more).toBe(2);
    expect(reminderChips(["14:00", "08:00"])).toEqual({
      chips: [
        { time: "08:00", hour: 8, minute: 0, period: "AM" },
        { time: "14:00", hour: 2, minute: 0, period: "PM" },
      ],
      more: 0,
    });
    expect(reminderChips(["08:00", "09:00", "10:00"]).more).toBe(0);
    expect(reminderChips([])).toEqual({ chips: [], more: 0 });
  });
});
