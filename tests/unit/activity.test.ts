// Steps and exercise rules with the clock injected, and the summary's optimistic update.
import { describe, expect, it } from "vitest";
import { EXERCISE_INTENSITIES as SCHEMA_INTENSITIES, EXERCISE_TYPES as SCHEMA_EXERCISE_TYPES } from "../../drizzle/schema/trackers";
import { dailySteps, EXERCISE_INTENSITIES, EXERCISE_TYPES, recentExercise, trend, type ExerciseRow } from "../../app/domain/trackers/activity";
import { exerciseLogInsertSchema, stepLogInsertSchema } from "../../app/domain/trackers/schema";
import type { Op } from "../../app/domain/sync/op";
import { fieldMessages } from "../../app/domain/zod-fields";
import { numberInput } from "../../app/platform/forms/form-values";
import { applyToRecentSymptoms, applyToOverview, EMPTY_RECENT_SYMPTOMS, EMPTY_OVERVIEW } from "../../app/features/trackers/appliers";

/** What the forms send: the typed text through numberInput, then the op schema's first message (or null). */
const stepsMessage = (typed: string) => {
  const r = stepLogInsertSchema.safeParse({ steps: numberInput(typed), log_date: "2025-03-10" });
  return r.success ? null : fieldMessages(r.error).steps;
};
const exerciseMessage = (exercise_type: string, duration: string) => {
  const r = exerciseLogInsertSchema.safeParse({ exercise_type: exercise_type || undefined, duration_minutes: numberInput(duration) });
  return r.success ? null : Object.values(fieldMessages(r.error))[0];
};

const NOW = new Date("2025-03-10T20:00:00Z"); // 02:00 on the 11th in Dhaka
const step = (log_date: string, steps: number, id = `${log_date}-${steps}`) => ({ id, steps, log_date, recorded_at: `${log_date}T10:00:00.000Z` });

describe("steps", () => {
  it("the form takes a non-negative whole number only (Bangla digits too)", () => {
    for (const good of ["0", " 8500 ", "৮৫০০"]) expect(stepsMessage(good), good).toBeNull();
    expect(numberInput("৮৫০০")).toBe(8500);
    for (const bad of ["", "-5", "12.5", "1e3", "abc", "9999999"]) expect(stepsMessage(bad), bad).toBe("validation.stepsInvalid");
  });
  it("adds a day's entries and fills 7 days ending today in the user's zone", () => {
    const days = dailySteps([step("2025-03-11", 1000), step("2025-03-11", 500), step("2025-03-05", 300), step("2025-03-04", 999)], NOW, "Asia/Dhaka");
    expect(days.map((d) => d.date)).toEqual(["2025-03-05", "2025-03-06", "2025-03-07", "2025-03-08", "2025-03-09", "2025-03-10", "2025-03-11"]);
    expect(days.map((d) => d.steps)).toEqual([300, 0, 0, 0, 0, 0, 1500]);
    // In UTC the same instant is still the 10th.
    expect(dailySteps([step("2025-03-11", 1000)], NOW, "UTC").at(-1)).toEqual({ date: "2025-03-10", steps: 0 });
  });
  it("the op schema refuses negative, fractional and missing steps with its message", () => {
    for (const steps of [-1, 2.5, "100", undefined]) {
      const r = stepLogInsertSchema.safeParse({ steps, log_date: "2025-03-10" });
      expect(r.success).toBe(false);
      expect(fieldMessages(r.error!).steps).toBe("validation.stepsInvalid");
    }
    expect(stepLogInsertSchema.safeParse({ steps: 0, log_date: "2025-03-10" }).success).toBe(true);
    expect(stepLogInsertSchema.safeParse({ steps: 10, log_date: "2025-02-30" }).success).toBe(false);
  });
});

describe("exercise", () => {
  it("has the 8 types and the schema's intensities", () => {
    expect([...EXERCISE_TYPES]).toEqual([...SCHEMA_EXERCISE_TYPES]);
    expect(EXERCISE_TYPES).toHaveLength(8);
    expect([...EXERCISE_INTENSITIES]).toEqual([...SCHEMA_INTENSITIES]);
  });
  it("the form needs type and duration, and a valid duration", () => {
    expect(exerciseMessage("", "30")).toBe("validation.exerciseRequired");
    expect(exerciseMessage("yoga", " ")).toBe("validation.exerciseRequired");
    expect(exerciseMessage("yoga", "0")).toBe("validation.durationInvalid");
    expect(exerciseMessage("yoga", "1441")).toBe("validation.durationInvalid");
    expect(exerciseMessage("yoga", "thirty")).toBe("validation.durationInvalid");
    expect(exerciseMessage("yoga", "30")).toBeNull();
    expect(exerciseMessage("yoga", "৪৫")).toBeNull();
  });
  it("the op schema refuses an unknown type and a bad duration", () => {
    const r = exerciseLogInsertSchema.safeParse({ exercise_type: "dancing", duration_minutes: 0 });
    expect(r.success).toBe(false);
    expect(fieldMessages(r.error!)).toMatchObject({ exercise_type: "validation.exerciseRequired", duration_minutes: "validation.durationInvalid" });
  });
  it("lists recent exercise newest first", () => {
    const e = (id: string, at: string): ExerciseRow => ({ id, exercise_type: "walking", duration_minutes: 10, intensity: null, notes: null, recorded_at: at });
    expect(recentExercise([e("a", "2025-03-01T00:00:00Z"), e("b", "2025-03-03T00:00:00Z")], 1).map((x) => x.id)).toEqual(["b"]);
  });
  it("trend compares the latest with the previous value", () => {
    expect(trend(5, 3)).toBe("up");
    expect(trend(3, 5)).toBe("down");
    expect(trend(3, 3)).toBe("same");
    expect(trend(3, null)).toBeNull();
  });
});

describe("summary cache", () => {
  const op = (table: string, type: Op["type"], id: string, data: Record<string, unknown> = {}): Op => ({
    opId: `op-${id}-${type}`,
    table,
    type,
    id,
    data,
    clientTime: "2025-03-10T20:00:00.000Z",
  });
  it("applies inserts once, updates and deletes, for all three tables", () => {
    let s = applyToOverview(EMPTY_OVERVIEW, op("symptom_logs", "insert", "s1", { symptom_type: "fever" }));
    s = applyToOverview(s, op("symptom_logs", "insert", "s1", { symptom_type: "fever" }));
    expect(s.symptoms).toEqual([{ id: "s1", symptom_type: "fever", severity: 5, duration: null, notes: null, recorded_at: "2025-03-10T20:00:00.000Z" }]);
    s = applyToOverview(s, op("symptom_logs", "update", "s1", { severity: 8 }));
    expect(s.symptoms[0].severity).toBe(8);
    s = applyToOverview(s, op("step_logs", "insert", "st1", { steps: 1200, log_date: "2025-03-11" }));
    s = applyToOverview(s, op("exercise_logs", "insert", "e1", { exercise_type: "yoga", duration_minutes: 30 }));
    expect(s.steps[0]).toMatchObject({ steps: 1200, log_date: "2025-03-11" });
    expect(s.exercise[0]).toMatchObject({ exercise_type: "yoga", duration_minutes: 30, intensity: null });
    s = applyToOverview(s, op("symptom_logs", "delete", "s1"));
    expect(s.symptoms).toEqual([]);
  });
  it("the dashboard's recent symptoms take symptom ops exactly as the summary does, and nothing else", () => {
    const ops = [
      op("symptom_logs", "insert", "s1", { symptom_type: "fever" }),
      op("step_logs", "insert", "st1", { steps: 5, log_date: "2025-03-11" }),
      op("symptom_logs", "insert", "s2", { symptom_type: "cough", recorded_at: "2025-03-11T01:00:00.000Z" }),
      op("symptom_logs", "update", "s1", { severity: 9 }),
    ];
    const recent = ops.reduce(applyToRecentSymptoms, EMPTY_RECENT_SYMPTOMS);
    expect(recent).toEqual({ symptoms: ops.reduce(applyToOverview, EMPTY_OVERVIEW).symptoms });
    expect(recent.symptoms.map((r) => [r.id, r.severity])).toEqual([
      ["s2", 5],
      ["s1", 9],
    ]);
  });
  it("leaves the summary alone for other tables' ops", () => {
    const s = [op("medicines", "insert", "m1", { name: "x" }), op("step_logs", "insert", "st1", { steps: 5, log_date: "2025-03-11" })].reduce(
      applyToOverview,
      EMPTY_OVERVIEW,
    );
    expect(s.steps).toHaveLength(1);
    expect(s).toMatchObject({ symptoms: [], exercise: [] });
  });
});
