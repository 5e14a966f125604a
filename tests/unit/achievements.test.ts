// Which achievements the data has earned (app/domain/doses/achievements.ts).
import { describe, expect, it } from "vitest";
import { earnedAchievements, isAchievementName, isPerfectDay, newAchievements, type AchievementInput } from "../../app/domain/doses/achievements";
import type { DoseLog } from "../../app/domain/doses/rules";
import { addDays } from "../../app/domain/time/zoned-time";
import { DHAKA, NEW_YORK, dhaka, log, med, rem } from "./dose-fixtures";

const D = "2025-06-15";
const NOW = dhaka(D, "20:00");
const takenOn = (date: string, medicine = "a", time = "08:00", status: DoseLog["status"] = "taken") =>
  log(medicine, date, `${time}:00`, dhaka(date, time).toISOString(), status);
const days = (n: number) => Array.from({ length: n }, (_, i) => takenOn(addDays(D, -i)));

const input = (logs: DoseLog[], extra: Partial<AchievementInput> = {}): AchievementInput => ({
  medicines: [med("a"), med("b")],
  reminders: [rem("a", "08:00"), rem("b", "08:00"), rem("a", "20:00")],
  logs,
  now: NOW,
  zone: DHAKA,
  perfectDayCandidates: [],
  ...extra,
});

describe("earnedAchievements", () => {
  it("earns nothing without a taken dose", () => {
    expect(earnedAchievements(input([]))).toEqual([]);
    expect(earnedAchievements(input([takenOn(D, "a", "08:00", "skipped"), takenOn(D, "b", "08:00", "missed")]))).toEqual([]);
  });

  it("earns first-dose with the first taken dose", () => {
    expect(earnedAchievements(input([takenOn(D)]))).toEqual(["first-dose"]);
  });

  it("earns the streak awards at 3, 7 and 30 consecutive days", () => {
    expect(earnedAchievements(input(days(2)))).toEqual(["first-dose"]);
    expect(earnedAchievements(input(days(3)))).toEqual(["first-dose", "streak-3"]);
    expect(earnedAchievements(input(days(6)))).toEqual(["first-dose", "streak-3"]);
    expect(earnedAchievements(input(days(7)))).toEqual(["first-dose", "streak-3", "streak-7"]);
    expect(earnedAchievements(input(days(29)))).toEqual(["first-dose", "streak-3", "streak-7"]);
    expect(earnedAchievements(input(days(30)))).toEqual(["first-dose", "streak-3", "streak-7", "streak-30"]);
  });

  it("counts the streak as the screens do: a gap breaks it, and only the 30 latest taken logs are read", () => {
    const gap = [takenOn(D), takenOn(addDays(D, -1)), takenOn(addDays(D, -3)), takenOn(addDays(D, -4))];
    expect(earnedAchievements(input(gap))).toEqual(["first-dose"]);
    // Five doses a day for 7 days: the 30 latest logs reach back 6 days only.
    const busy = Array.from({ length: 7 }, (_, i) => addDays(D, -i)).flatMap((day) =>
      ["08:00", "10:00", "12:00", "14:00", "16:00"].map((time) => takenOn(day, "a", time)),
    );
    expect(earnedAchievements(input(busy))).toEqual(["first-dose", "streak-3"]);
    expect(earnedAchievements(input(busy.filter((l) => l.scheduled_time === "08:00:00")))).toEqual(["first-dose", "streak-3", "streak-7"]);
  });

  it("reads days in the user's zone", () => {
    // As-needed doses (no scheduled day) at 02:00 UTC on three days: consecutive in either zone,
    // but in New York they fall on the evening before, so "today" there has none yet.
    const asNeeded = [0, 1, 2].map((b) => log("a", null, null, `${addDays(D, -b)}T02:00:00.000Z`));
    expect(earnedAchievements(input(asNeeded, { now: new Date(`${D}T03:00:00.000Z`) }))).toContain("streak-3");
    expect(earnedAchievements(input(asNeeded, { now: new Date(`${D}T03:00:00.000Z`), zone: NEW_YORK }))).toContain("streak-3");
    // Two days later in New York the latest of them is the day before yesterday: no streak.
    expect(earnedAchievements(input(asNeeded, { now: new Date(`${addDays(D, 1)}T12:00:00.000Z`), zone: NEW_YORK }))).toEqual(["first-dose"]);
    expect(earnedAchievements(input(asNeeded, { now: new Date(`${addDays(D, 1)}T12:00:00.000Z`) }))).toContain("streak-3");
  });

  it("earns perfect-day once every dose of a candidate day is taken", () => {
    const morning = [takenOn(D, "a"), takenOn(D, "b")];
    expect(earnedAchievements(input(morning, { perfectDayCandidates: [D] }))).toEqual(["first-dose"]);
    const all = [...morning, takenOn(D, "a", "20:00")];
    expect(earnedAchievements(input(all, { perfectDayCandidates: [D] }))).toEqual(["first-dose", "perfect-day"]);
    // Only candidate days are looked at.
    expect(earnedAchievements(input(all))).toEqual(["first-dose"]);
  });
});

describe("isPerfectDay", () => {
  const base = input([]);

  it("needs every scheduled dose taken: a skipped one spoils the day", () => {
    const logs = [takenOn(D, "a"), takenOn(D, "b", "08:00", "skipped"), takenOn(D, "a", "20:00")];
    expect(isPerfectDay({ ...base, logs }, D)).toBe(false);
  });

  it("is false for a day with nothing scheduled", () => {
    expect(isPerfectDay({ ...base, reminders: [], logs: [takenOn(D)] }, D)).toBe(false);
  });

  it("ignores disabled reminders, deleted medicines and medicines added after the day", () => {
    const medicines = [med("a"), med("b", { category: "deleted" }), med("c", { created_at: dhaka(addDays(D, 1), "09:00").toISOString() })];
    const reminders = [rem("a", "08:00"), rem("a", "20:00", { enabled: false }), rem("b", "08:00"), rem("c", "08:00")];
    expect(isPerfectDay({ ...base, medicines, reminders, logs: [takenOn(D, "a")] }, D)).toBe(true);
    // The day the new medicine was added, its dose counts.
    expect(isPerfectDay({ ...base, medicines, reminders, logs: [takenOn(addDays(D, 1), "a")] }, addDays(D, 1))).toBe(false);
  });
});

describe("newAchievements", () => {
  it("leaves out what the user holds already", () => {
    expect(newAchievements(["first-dose", "streak-3"], ["first-dose"])).toEqual(["streak-3"]);
    expect(newAchievements(["first-dose"], ["first-dose", "streak-3"])).toEqual([]);
  });

  it("knows its names", () => {
    expect(isAchievementName("streak-7")).toBe(true);
    expect(isAchievementName("streak-8")).toBe(false);
  });
});
