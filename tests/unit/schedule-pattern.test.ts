// docs/rules/medicines.md, "Schedules" and "As needed (SOS)": which days a schedule has
// doses (month ends, leap days, taper boundaries, Asia/Dhaka and a DST zone), and what
// every counter of doses makes of it.
import { describe, expect, it } from "vitest";
import { isDoseDay, scheduleLastDay, taperTimes, timesOn, weekdayOf, type MedicineSchedule } from "../../app/domain/doses/schedule-pattern";
import { asNeededRefusal } from "../../app/domain/doses/as-needed";
import { doseSlots, restDays } from "../../app/domain/doses/schedule";
import { streakDays } from "../../app/domain/doses/streak";
import { adherenceRate, todayStats } from "../../app/domain/doses/adherence";
import { nextDoseView } from "../../app/domain/dashboard/next-dose";
import { medicineInsertSchema } from "../../app/domain/medicines/schema";
import { remindersBetween } from "../../app/domain/reminders/instants";
import { addDays } from "../../app/domain/time/zoned-time";
import { stockDaysLeft } from "../../app/domain/medicines/stock";
import { DHAKA, NEW_YORK, dhaka, log, med, rem } from "./dose-fixtures";

const days = (from: string, n: number) => Array.from({ length: n }, (_, i) => addDays(from, i));
const doseDays = (s: MedicineSchedule | null, from: string, n: number) => days(from, n).filter((d) => timesOn(s, d) === "all");

describe("which days a schedule has doses", () => {
  it("every N days counts calendar days across month ends and a leap day", () => {
    const every3: MedicineSchedule = { kind: "every", days: 3, from: "2028-02-27" };
    expect(doseDays(every3, "2028-02-25", 10)).toEqual(["2028-02-27", "2028-03-01", "2028-03-04"]);
    const every2: MedicineSchedule = { kind: "every", days: 2, from: "2026-12-31" };
    expect(doseDays(every2, "2026-12-30", 5)).toEqual(["2026-12-31", "2027-01-02"]);
  });

  it("chosen weekdays", () => {
    expect(weekdayOf("2026-11-27")).toBe(5); // a Friday
    const monWedFri: MedicineSchedule = { kind: "weekdays", days: [1, 3, 5] };
    expect(doseDays(monWedFri, "2026-11-22", 7)).toEqual(["2026-11-23", "2026-11-25", "2026-11-27"]);
  });

  it("a cycle of 21 days on and 7 off repeats from its first day", () => {
    const cycle: MedicineSchedule = { kind: "cycle", on: 21, off: 7, from: "2026-01-20" };
    const on = doseDays(cycle, "2026-01-01", 70);
    expect(on[0]).toBe("2026-01-20");
    expect(on).toContain("2026-02-09"); // day 21
    expect(on).not.toContain("2026-02-10"); // day 22: off
    expect(on).not.toContain("2026-02-16"); // day 28: off
    expect(on).toContain("2026-02-17"); // day 29: the next cycle
    expect(on.length).toBe(21 + 21); // two cycles' days on in the window, none before the first day
  });

  it("a taper changes its times at each step's boundary, then stops", () => {
    const taper: MedicineSchedule = {
      kind: "taper",
      from: "2026-11-25",
      steps: [
        { days: 7, times: ["08:00", "21:00"] },
        { days: 14, times: ["21:00"] },
      ],
    };
    expect(timesOn(taper, "2026-11-24")).toEqual([]);
    expect(timesOn(taper, "2026-11-25")).toEqual(["08:00", "21:00"]);
    expect(timesOn(taper, "2026-12-01")).toEqual(["08:00", "21:00"]); // day 7
    expect(timesOn(taper, "2026-12-02")).toEqual(["21:00"]); // day 8: step 2
    expect(timesOn(taper, "2026-12-15")).toEqual(["21:00"]); // day 21
    expect(timesOn(taper, "2026-12-16")).toEqual([]); // stopped
    expect(scheduleLastDay(taper)).toBe("2026-12-15");
    expect(taperTimes(taper.steps)).toEqual(["08:00", "21:00"]);
    expect(isDoseDay(taper, "2026-12-02", ["08:00"])).toBe(false);
    expect(isDoseDay(taper, "2026-12-02", ["08:00", "21:00"])).toBe(true);
  });

  it("no schedule is every day; days before a first day have none", () => {
    expect(timesOn(null, "2026-11-27")).toBe("all");
    expect(timesOn({ kind: "every", days: 2, from: "2026-11-28" }, "2026-11-26")).toEqual([]);
  });
});

describe("the op schema", () => {
  const base = { name: "Prednisolone" };
  it("takes each kind and refuses nonsense", () => {
    const ok = (schedule: unknown) => medicineInsertSchema.safeParse({ ...base, schedule }).success;
    expect(ok(null)).toBe(true);
    expect(ok({ kind: "every", days: 2, from: "2026-11-28" })).toBe(true);
    expect(ok({ kind: "every", days: 1, from: "2026-11-28" })).toBe(false);
    expect(ok({ kind: "weekdays", days: [0, 6] })).toBe(true);
    expect(ok({ kind: "weekdays", days: [] })).toBe(false);
    expect(ok({ kind: "weekdays", days: [1, 1] })).toBe(false);
    expect(ok({ kind: "cycle", on: 21, off: 7, from: "2026-11-28" })).toBe(true);
    expect(ok({ kind: "cycle", on: 21, off: 0, from: "2026-11-28" })).toBe(false);
    expect(ok({ kind: "taper", from: "2026-11-28", steps: [{ days: 7, times: ["08:00"] }] })).toBe(true);
    expect(ok({ kind: "taper", from: "2026-11-28", steps: [{ days: 7, times: [] }] })).toBe(false);
    expect(ok({ kind: "taper", from: "2026-11-28", steps: [{ days: 7, times: ["8am"] }] })).toBe(false);
    expect(ok({ kind: "monthly", day: 1 })).toBe(false);
    expect(ok({ kind: "every", days: 2, from: "2026-02-30" })).toBe(false);
    expect(medicineInsertSchema.safeParse({ ...base, max_per_day: 13 }).success).toBe(false);
    expect(medicineInsertSchema.safeParse({ ...base, max_per_day: 4, min_gap_hours: 6 }).success).toBe(true);
  });
});

describe("what the dose engine makes of a schedule", () => {
  const everyOther = med("e", { schedule: { kind: "every", days: 2, from: "2026-11-01" } });
  const daily = med("d");
  const reminders = [rem("e", "08:00"), rem("d", "21:00")];

  it("a day off has no slot for the medicine; an as-needed medicine is never in one", () => {
    const sos = med("s", { frequency: "as-needed" });
    const all = [everyOther, daily, sos];
    const rs = [...reminders, rem("s", "12:00")];
    expect(doseSlots(all, rs, "2026-11-03").map((s) => s.time)).toEqual(["08:00", "21:00"]);
    expect(doseSlots(all, rs, "2026-11-04").map((s) => s.time)).toEqual(["21:00"]);
  });

  it("today's stats and the rate count only the days a dose was due", () => {
    const now = dhaka("2026-11-04", "23:00"); // a day off for "e"
    const input = { medicines: [everyOther], reminders: [rem("e", "08:00")], logs: [], now, zone: DHAKA };
    expect(todayStats(input).total).toBe(0);
    // 1, 3, …, 29 November before the 4th's end: the 1st and the 3rd.
    expect(adherenceRate(input, 4).scheduled).toBe(2);
  });

  it("an as-needed dose is never missed", () => {
    const sos = med("s", { frequency: "as-needed" });
    const input = { medicines: [sos], reminders: [rem("s", "08:00")], logs: [], now: dhaka("2026-11-04", "23:00"), zone: DHAKA };
    expect(todayStats(input)).toMatchObject({ total: 0, missed: 0 });
    expect(adherenceRate(input).rate).toBeNull();
    expect(nextDoseView({ ...input, alarmedKeys: new Set() }).kind).toBe("no-schedule");
  });

  it("Home's next dose looks ahead to the next day with a dose, and a finished taper has none", () => {
    const weekly = med("w", { schedule: { kind: "weekdays", days: [1] } }); // Mondays
    const now = dhaka("2026-11-27", "10:00"); // Friday
    const view = nextDoseView({ medicines: [weekly], reminders: [rem("w", "09:00")], logs: [], now, zone: DHAKA, alarmedKeys: new Set() });
    expect(view.kind).toBe("countdown");
    expect(view.kind !== "no-schedule" && view.date).toBe("2026-11-30");
    const done = med("t", { schedule: { kind: "taper", from: "2026-11-01", steps: [{ days: 5, times: ["09:00"] }] } });
    expect(nextDoseView({ medicines: [done], reminders: [rem("t", "09:00")], logs: [], now, zone: DHAKA, alarmedKeys: new Set() }).kind).toBe("no-schedule");
  });

  it("a day off neither counts nor breaks the streak", () => {
    const meds = [everyOther];
    const rs = [rem("e", "08:00")];
    const logs = ["2026-11-01", "2026-11-03", "2026-11-05"].map((d) => log("e", d, "08:00:00", dhaka(d, "08:05").toISOString()));
    const now = dhaka("2026-11-06", "10:00");
    expect(streakDays(logs, now, DHAKA, restDays(meds, rs))).toBe(3);
    // Without the schedule every day is a dose day: the 4th breaks it.
    expect(streakDays(logs, now, DHAKA)).toBe(1);
    // Daily medicines only: no rest days.
    expect(restDays([daily], [rem("d", "21:00")])("2026-11-04")).toBe(false);
  });

  it("the server's reminders skip days off, in a zone with a clock change too", () => {
    for (const timezone of [DHAKA, NEW_YORK]) {
      const settings = { notifications_enabled: true, medication_reminders: true, sleep_bedtime_reminder: null, sleep_wakeup_reminder: null, timezone };
      const data = { medicines: [everyOther], reminders: [rem("e", "08:00")], logs: [], appointments: [], settings };
      // 2026-11-01 is the day New York's clocks go back.
      const dates = remindersBetween(data, new Date("2026-10-31T12:00:00Z"), new Date("2026-11-06T00:00:00Z"))
        .filter((i) => i.kind === "medicine")
        .map((i) => i.date);
      expect(dates).toEqual(["2026-11-01", "2026-11-03", "2026-11-05"]);
    }
  });
});

describe("days of stock left follow the schedule", () => {
  const at8 = [{ reminder_time: "08:00", enabled: true }];
  const both = [...at8, { reminder_time: "21:00", enabled: true }];
  it("every second day lasts twice as long; a taper uses each step's times and stops", () => {
    expect(stockDaysLeft(3, "once-daily", at8, null, "2026-11-28")).toBe(3);
    expect(stockDaysLeft(3, "once-daily", at8, { kind: "every", days: 2, from: "2026-11-28" }, "2026-11-28")).toBe(6);
    const taper: MedicineSchedule = {
      kind: "taper",
      from: "2026-11-28",
      steps: [
        { days: 2, times: ["08:00", "21:00"] },
        { days: 10, times: ["21:00"] },
      ],
    };
    // 4 tablets in the first two days, then one a day.
    expect(stockDaysLeft(6, "twice-daily", both, taper, "2026-11-28")).toBe(4);
    // Enough for the whole course: nothing to warn about.
    expect(stockDaysLeft(30, "twice-daily", both, taper, "2026-11-28")).toBeNull();
    expect(stockDaysLeft(30, "as-needed", both, taper, "2026-11-28")).toBeNull();
  });
});

describe("as needed (SOS): the prescription's limits", () => {
  const sos = med("s", { frequency: "as-needed", max_per_day: 3, min_gap_hours: 6 });
  const took = (time: string, day = "2026-11-27") => log("s", null, null, dhaka(day, time).toISOString());

  it("refuses a dose sooner than the gap, saying when the next may be taken", () => {
    const refusal = asNeededRefusal(sos, [took("08:00")], dhaka("2026-11-27", "13:59"), DHAKA);
    expect(refusal).toEqual({ reason: "min-gap", hours: 6, nextAt: dhaka("2026-11-27", "14:00").toISOString() });
    expect(asNeededRefusal(sos, [took("08:00")], dhaka("2026-11-27", "14:00"), DHAKA)).toBeNull();
  });

  it("refuses one more than the day's maximum, and a new day starts again", () => {
    const logs = [took("00:30"), took("07:00"), took("13:00")];
    expect(asNeededRefusal(sos, logs, dhaka("2026-11-27", "23:30"), DHAKA)).toEqual({ reason: "max-per-day", max: 3, taken: 3 });
    expect(asNeededRefusal(sos, logs, dhaka("2026-11-28", "00:10"), DHAKA)).toBeNull();
  });

  it("no limits, no refusal; skipped logs and other medicines do not count", () => {
    const free = med("f", { frequency: "as-needed" });
    expect(asNeededRefusal(free, [took("08:00")], dhaka("2026-11-27", "08:01"), DHAKA)).toBeNull();
    const other = log("x", null, null, dhaka("2026-11-27", "08:00").toISOString());
    const skipped = log("s", null, null, dhaka("2026-11-27", "08:00").toISOString(), "skipped");
    expect(asNeededRefusal(sos, [other, skipped], dhaka("2026-11-27", "08:01"), DHAKA)).toBeNull();
  });
});
