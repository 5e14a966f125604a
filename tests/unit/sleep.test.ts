// Sleep rules (docs/rules/trackers.md) with the clock injected: card states, overlap
// (edits excluded), warnings, night/recorded_at, summaries, and the optimistic cache.
import { describe, expect, it } from "vitest";
import {
  activeSession,
  durationWarning,
  entryProblem,
  findOverlap,
  fromLocalInput,
  lastNight,
  lastNights,
  nightOf,
  recordedAt,
  sleepAverage,
  sleepCardState,
  toLocalInput,
  type SleepLogRow,
} from "../../app/domain/sleep/rules";
import { sleepLogInsertSchema, sleepLogPatchSchema } from "../../app/domain/sleep/schema";
import { applyToSleepData } from "../../app/features/sleep/appliers";

const Z = "Asia/Dhaka";
const at = (local: string) => new Date(`${local}+06:00`);
const log = (id: string, start: string, end: string | null, extra: Partial<SleepLogRow> = {}): SleepLogRow => ({
  id,
  sleep_start: at(start).toISOString(),
  sleep_end: end ? at(end).toISOString() : null,
  duration_minutes: null,
  quality_rating: null,
  notes: null,
  sleep_type: "manual",
  recorded_at: null,
  ...extra,
});

describe("sleep card state", () => {
  const base = { bedtime: "22:30", wakeTime: "06:30", zone: Z };
  it("is pre-sleep from 120 minutes before bedtime until bedtime, summary outside", () => {
    expect(sleepCardState({ ...base, active: null, now: at("2025-03-01T20:30:00") })).toEqual({ kind: "pre-sleep", minutesToBedtime: 120 });
    expect(sleepCardState({ ...base, active: null, now: at("2025-03-01T22:30:00") })).toEqual({ kind: "pre-sleep", minutesToBedtime: 0 });
    expect(sleepCardState({ ...base, active: null, now: at("2025-03-01T20:29:00") })).toEqual({ kind: "summary" });
    expect(sleepCardState({ ...base, active: null, now: at("2025-03-01T22:31:00") })).toEqual({ kind: "summary" });
  });
  it("crosses midnight: a 00:30 bedtime is 60 minutes away at 23:30", () => {
    expect(sleepCardState({ ...base, bedtime: "00:30", active: null, now: at("2025-03-01T23:30:00") })).toEqual({ kind: "pre-sleep", minutesToBedtime: 60 });
  });
  it("is sleeping with an active session, wake-up within 5 minutes of the wake time either side", () => {
    const active = log("a", "2025-03-01T23:00:00", null);
    expect(sleepCardState({ ...base, active, now: at("2025-03-02T06:24:00") })).toEqual({ kind: "sleeping", elapsedMinutes: 444 });
    expect(sleepCardState({ ...base, active, now: at("2025-03-02T06:25:00") }).kind).toBe("wake-up");
    expect(sleepCardState({ ...base, active, now: at("2025-03-02T06:35:00") }).kind).toBe("wake-up");
    expect(sleepCardState({ ...base, active, now: at("2025-03-02T06:36:00") }).kind).toBe("sleeping");
  });
  it("with no times set: summary without a session, sleeping with one", () => {
    expect(sleepCardState({ active: null, bedtime: null, wakeTime: null, zone: Z, now: at("2025-03-01T21:00:00") }).kind).toBe("summary");
    expect(sleepCardState({ active: log("a", "2025-03-01T20:00:00", null), bedtime: null, wakeTime: null, zone: Z, now: at("2025-03-01T21:00:00") }).kind).toBe(
      "sleeping",
    );
  });
});

describe("overlap rule", () => {
  const logs = [log("a", "2025-03-01T23:00:00", "2025-03-02T07:00:00"), log("open", "2025-03-02T22:00:00", null)];
  it("finds a completed session the entry overlaps", () => {
    const entry = { sleep_start: at("2025-03-02T06:00:00"), sleep_end: at("2025-03-02T08:00:00") };
    expect(findOverlap(entry, logs)?.id).toBe("a");
  });
  it("allows touching ends and ignores open sessions", () => {
    expect(findOverlap({ sleep_start: at("2025-03-02T07:00:00"), sleep_end: at("2025-03-02T08:00:00") }, logs)).toBeNull();
    expect(findOverlap({ sleep_start: at("2025-03-02T22:30:00"), sleep_end: at("2025-03-02T23:00:00") }, logs)).toBeNull();
  });
  it("excludes the log being edited", () => {
    const entry = { sleep_start: at("2025-03-01T22:00:00"), sleep_end: at("2025-03-02T06:00:00") };
    expect(findOverlap(entry, logs, "a")).toBeNull();
    expect(findOverlap(entry, logs, "other")?.id).toBe("a");
  });
});

describe("entry checks and warnings", () => {
  const now = at("2025-03-02T12:00:00");
  it("refuses end before start, an end in the future and more than 24 h", () => {
    expect(entryProblem({ sleep_start: at("2025-03-02T07:00:00"), sleep_end: at("2025-03-02T07:00:00") }, now)).toBe("endBeforeStart");
    expect(entryProblem({ sleep_start: at("2025-03-02T07:00:00"), sleep_end: at("2025-03-02T13:00:00") }, now)).toBe("inFuture");
    expect(entryProblem({ sleep_start: at("2025-02-28T07:00:00"), sleep_end: at("2025-03-01T08:00:00") }, now)).toBe("tooLong");
    expect(entryProblem({ sleep_start: at("2025-03-01T23:00:00"), sleep_end: at("2025-03-02T07:00:00") }, now)).toBeNull();
  });
  it("warns under 1 hour and over 16 hours", () => {
    expect(durationWarning(59)).toBe("short");
    expect(durationWarning(60)).toBeNull();
    expect(durationWarning(960)).toBeNull();
    expect(durationWarning(961)).toBe("long");
  });
  it("schemas: quality 1 to 5, end after start, strict", () => {
    const ok = { sleep_start: "2025-03-01T17:00:00Z", sleep_end: "2025-03-02T01:00:00Z", sleep_type: "manual" };
    expect(sleepLogInsertSchema.parse(ok).sleep_start).toBe("2025-03-01T17:00:00.000Z");
    expect(sleepLogInsertSchema.safeParse({ ...ok, quality_rating: 0 }).success).toBe(false);
    expect(sleepLogInsertSchema.safeParse({ ...ok, quality_rating: 5 }).success).toBe(true);
    expect(sleepLogInsertSchema.safeParse({ ...ok, sleep_end: "2025-03-01T16:00:00Z" }).success).toBe(false);
    expect(sleepLogPatchSchema.safeParse({ user_id: "x" }).success).toBe(false);
  });
});

describe("nights and summaries", () => {
  it("a start before noon belongs to the night before; recorded_at is that day's start in the zone", () => {
    expect(nightOf(at("2025-03-01T23:00:00"), Z)).toBe("2025-03-01");
    expect(nightOf(at("2025-03-02T01:00:00"), Z)).toBe("2025-03-01");
    expect(recordedAt(at("2025-03-02T01:00:00"), Z)).toBe("2025-02-28T18:00:00.000Z");
  });
  it("last night, the last 7 nights and the averages", () => {
    const logs = Array.from({ length: 9 }, (_, i) => {
      const day = String(i + 1).padStart(2, "0");
      const next = String(i + 2).padStart(2, "0");
      return log(`n${i}`, `2025-03-${day}T23:00:00`, `2025-03-${next}T0${i % 2 ? 7 : 6}:00:00`, { quality_rating: (i % 5) + 1 });
    });
    expect(lastNight(logs)?.id).toBe("n8");
    expect(lastNights(logs).map((l) => l.id)).toEqual(["n8", "n7", "n6", "n5", "n4", "n3", "n2"]);
    const now = at("2025-03-10T12:00:00");
    const week = sleepAverage(logs, now, 7);
    expect(week.count).toBe(7); // ends on 4..10 March
    expect(week.minutes).toBe(Math.round((4 * 420 + 3 * 480) / 7)); // 7 h on even nights, 8 h on odd
    expect(sleepAverage(logs, now, 30).count).toBe(9);
    expect(sleepAverage([], now, 7)).toEqual({ minutes: null, quality: null, count: 0 });
  });
  it("the active session is the newest open one", () => {
    expect(activeSession([log("a", "2025-03-01T23:00:00", "2025-03-02T07:00:00"), log("b", "2025-03-02T23:00:00", null)])?.id).toBe("b");
    expect(activeSession([])).toBeNull();
  });
  it("datetime-local values round-trip in the zone", () => {
    expect(toLocalInput("2025-03-01T17:05:00.000Z", Z)).toBe("2025-03-01T23:05");
    expect(fromLocalInput("2025-03-01T23:05", Z)).toBe("2025-03-01T17:05:00.000Z");
    expect(fromLocalInput("", Z)).toBeNull();
  });
});

describe("optimistic cache (docs/rules/trackers.md)", () => {
  const op = (type: "insert" | "update" | "delete", id: string, data: Record<string, unknown> = {}) => ({
    opId: "o",
    table: "sleep_logs",
    type,
    id,
    data,
    clientTime: "",
  });
  it("ending a session clears the active one and puts it first among the logs", () => {
    const old = log("a", "2025-03-01T23:00:00", "2025-03-02T07:00:00");
    let data = applyToSleepData({ active: null, logs: [old] }, op("insert", "b", { sleep_start: "2025-03-02T17:00:00.000Z", sleep_type: "tracked" }));
    expect(data.active?.id).toBe("b");
    data = applyToSleepData(data, op("update", "b", { sleep_end: "2025-03-03T01:00:00.000Z", duration_minutes: 480, quality_rating: 4 }));
    expect(data.active).toBeNull();
    expect(data.logs.map((l) => l.id)).toEqual(["b", "a"]);
    expect(lastNight(data.logs)).toMatchObject({ id: "b", duration_minutes: 480, quality_rating: 4 });
    expect(applyToSleepData(data, op("delete", "b")).logs.map((l) => l.id)).toEqual(["a"]);
  });
});
