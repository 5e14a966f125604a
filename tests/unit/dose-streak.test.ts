// docs/rules/medicines.md: the streak and its progress bar.
import { describe, expect, it } from "vitest";
import { latestTakenLogs, streakDays, streakProgress } from "../../app/domain/doses/streak";
import { STREAK_LOGS_READ, STREAK_PROGRESS_DAYS, type DoseLog } from "../../app/domain/doses/rules";
import { addDays } from "../../app/domain/time/zoned-time";
import { DHAKA, NEW_YORK, dhaka, log } from "./dose-fixtures";

const D = "2025-06-15";
const NOW = dhaka(D, "20:00");
const takenOn = (date: string, time = "08:00", status: DoseLog["status"] = "taken") => log("a", date, `${time}:00`, dhaka(date, time).toISOString(), status);
const backDays = (...n: number[]) => n.map((b) => takenOn(addDays(D, -b)));

describe("streakDays", () => {
  it("counts consecutive days back from today", () => {
    expect(streakDays(backDays(0, 1, 2), NOW, DHAKA)).toBe(3);
  });

  it("stops at the first day without a taken log", () => {
    expect(streakDays(backDays(0, 1, 3, 4, 5), NOW, DHAKA)).toBe(2);
    expect(streakDays(backDays(0, 2, 3), NOW, DHAKA)).toBe(1);
  });

  it("does not break while today has no log yet, counting from yesterday", () => {
    expect(streakDays(backDays(1, 2, 3), NOW, DHAKA)).toBe(3);
  });

  it("is 0 when neither today nor yesterday has a taken log", () => {
    expect(streakDays(backDays(2, 3, 4), NOW, DHAKA)).toBe(0);
    expect(streakDays([], NOW, DHAKA)).toBe(0);
  });

  it("ignores skipped and missed logs", () => {
    const logs = [takenOn(D), takenOn(addDays(D, -1), "08:00", "skipped"), takenOn(addDays(D, -2))];
    expect(streakDays(logs, NOW, DHAKA)).toBe(1);
    expect(streakDays([takenOn(D, "08:00", "missed")], NOW, DHAKA)).toBe(0);
  });

  it("counts a day once however many doses it had", () => {
    expect(streakDays([takenOn(D, "08:00"), takenOn(D, "14:00"), takenOn(D, "21:00"), takenOn(addDays(D, -1))], NOW, DHAKA)).toBe(2);
  });

  it("reads only the 30 latest taken logs", () => {
    expect(STREAK_LOGS_READ).toBe(30);
    // 40 consecutive days, two logs a day: the latest 30 logs cover 15 days.
    const logs = Array.from({ length: 40 }, (_, b) => [takenOn(addDays(D, -b), "08:00"), takenOn(addDays(D, -b), "20:00")]).flat();
    expect(streakDays(logs, NOW, DHAKA)).toBe(15);
    expect(latestTakenLogs(logs)).toHaveLength(30);
    expect(latestTakenLogs(logs)[0].taken_at).toBe(dhaka(D, "20:00").toISOString());
  });

  it("uses the user's local day: a dose at 00:30 Dhaka (18:30Z the day before) belongs to the later day", () => {
    const logs = [log("a", null, null, "2025-06-14T18:30:00Z"), log("a", null, null, "2025-06-13T12:00:00Z")];
    // Dhaka: the 15th and the 13th, a gap on the 14th.
    expect(streakDays(logs, "2025-06-15T10:00:00Z", DHAKA)).toBe(1);
    // UTC: the 14th and the 13th, consecutive; today (15th) has none yet.
    expect(streakDays(logs, "2025-06-15T10:00:00Z", "UTC")).toBe(2);
  });

  it("counts calendar days across a DST change", () => {
    const logs = ["2025-03-08T13:00:00Z", "2025-03-09T12:00:00Z", "2025-03-10T12:00:00Z"].map((t) => log("a", null, null, t));
    expect(streakDays(logs, "2025-03-10T20:00:00Z", NEW_YORK)).toBe(3);
  });
});

describe("streakProgress", () => {
  it("is days / 30, capped at 30", () => {
    expect(STREAK_PROGRESS_DAYS).toBe(30);
    expect(streakProgress(0)).toBe(0);
    expect(streakProgress(15)).toBe(0.5);
    expect(streakProgress(30)).toBe(1);
    expect(streakProgress(45)).toBe(1);
  });
});
