// Symptom rules with the clock injected: card states, 14-day history, top 5, form checks, schema.
import { describe, expect, it } from "vitest";
import { SYMPTOM_TYPES as SCHEMA_SYMPTOM_TYPES } from "../../drizzle/schema/trackers";
import {
  SEVERITY_DEFAULT,
  SYMPTOM_TYPES,
  symptomCardState,
  symptomDateRange,
  symptomFormDefaults,
  symptomRecordedAt,
  symptomWhenErrors,
  symptomHistory,
  topSymptoms,
  type SymptomRow,
  type SymptomType,
} from "../../app/domain/trackers/symptoms";
import { symptomLogInsertSchema } from "../../app/domain/trackers/schema";
import { fieldMessages } from "../../app/domain/zod-fields";

const NOW = new Date("2025-03-10T12:00:00Z");
const DHAKA = "Asia/Dhaka";
const hoursAgo = (h: number) => new Date(NOW.getTime() - h * 3_600_000).toISOString();
let seq = 0;
const row = (h: number, type: SymptomType = "headache"): SymptomRow => ({
  id: `s${seq++}`,
  symptom_type: type,
  severity: 5,
  duration: null,
  notes: null,
  recorded_at: hoursAgo(h),
});

describe("symptom types", () => {
  it("are the schema's list, each once", () => {
    expect([...SYMPTOM_TYPES]).toEqual([...SCHEMA_SYMPTOM_TYPES]);
    expect(new Set(SYMPTOM_TYPES).size).toBe(SYMPTOM_TYPES.length);
  });
});

describe("symptom card state", () => {
  it("is monitoring with none in the last 7 days", () => {
    expect(symptomCardState([], NOW)).toBe("monitoring");
    expect(symptomCardState([row(7 * 24 + 1)], NOW)).toBe("monitoring");
  });
  it("is active with some within 7 days", () => {
    expect(symptomCardState([row(7 * 24 - 1)], NOW)).toBe("active");
    expect(symptomCardState([row(1), row(2)], NOW)).toBe("active");
  });
  it("is high-frequency with 3 or more within 3 days", () => {
    expect(symptomCardState([row(1), row(30), row(71)], NOW)).toBe("high-frequency");
    // The third is outside the 3-day window: only active.
    expect(symptomCardState([row(1), row(30), row(73)], NOW)).toBe("active");
  });
  it("follows the clock", () => {
    const rows = [row(1), row(2), row(3)];
    expect(symptomCardState(rows, NOW)).toBe("high-frequency");
    expect(symptomCardState(rows, new Date(NOW.getTime() + 4 * 86_400_000))).toBe("active");
    expect(symptomCardState(rows, new Date(NOW.getTime() + 8 * 86_400_000))).toBe("monitoring");
  });
});

describe("history and top symptoms", () => {
  it("keeps the last 14 days, newest first", () => {
    const rows = [row(24), row(15 * 24), row(2), row(13 * 24)];
    expect(symptomHistory(rows, NOW).map((r) => r.recorded_at)).toEqual([hoursAgo(2), hoursAgo(24), hoursAgo(13 * 24)]);
  });
  it("ranks by count, ties by the latest, at most 5", () => {
    const rows = [
      row(1, "fever"),
      row(2, "fever"),
      row(3, "cough"),
      row(4, "cough"),
      row(5, "cough"),
      row(6, "rash"),
      row(7, "nausea"),
      row(8, "chills"),
      row(9, "fatigue"),
    ];
    const top = topSymptoms(rows);
    expect(top.map((t) => [t.symptom_type, t.count])).toEqual([
      ["cough", 3],
      ["fever", 2],
      ["rash", 1],
      ["nausea", 1],
      ["chills", 1],
    ]);
  });
});

describe("symptom form", () => {
  it("defaults to severity 5, today and now in the user's zone", () => {
    expect(symptomFormDefaults(NOW, DHAKA)).toEqual({
      symptom_type: "",
      severity: String(SEVERITY_DEFAULT),
      duration: "",
      notes: "",
      date: "2025-03-10",
      time: "18:00",
    });
    expect(symptomFormDefaults(new Date("2025-03-10T20:00:00Z"), DHAKA).date).toBe("2025-03-11");
  });
  it("asks for a symptom first, and refuses a severity outside 1–10 (the op's schema)", () => {
    const input = (over: Record<string, unknown>) => ({ severity: 5, duration: null, notes: null, ...over });
    const messages = (data: unknown) => {
      const r = symptomLogInsertSchema.safeParse(data);
      return r.success ? [] : r.error.issues.map((i) => i.message);
    };
    expect(messages(input({}))).toEqual(["validation.symptomRequired"]);
    expect(messages(input({ symptom_type: "fever" }))).toEqual([]);
    expect(messages(input({ symptom_type: "fever", severity: 0 }))).toEqual(["validation.severity"]);
    expect(messages(input({ symptom_type: "fever", severity: 11 }))).toEqual(["validation.severity"]);
  });
  it("accepts dates in the last 10 years only and a time of day, in the user's zone", () => {
    expect(symptomDateRange(NOW, DHAKA)).toEqual({ min: "2015-03-10", max: "2025-03-10" });
    expect(symptomWhenErrors("2015-03-09", "18:00", NOW, DHAKA)).toEqual({ date: "validation.symptomDate" });
    expect(symptomWhenErrors("2025-03-11", "18:00", NOW, DHAKA)).toEqual({ date: "validation.symptomDate" });
    expect(symptomWhenErrors("2015-03-10", "18:00", NOW, DHAKA)).toEqual({});
    expect(symptomWhenErrors("2025-03-10", "25:00", NOW, DHAKA)).toEqual({ time: "validation.time" });
    expect(symptomRecordedAt("2025-03-10", "18:00", DHAKA)).toBe("2025-03-10T12:00:00.000Z");
    expect(symptomRecordedAt("2025-03-10", "", DHAKA)).toBeNull();
  });
});

describe("symptom op schema", () => {
  it("accepts a full insert and refuses a missing type, a bad severity and unknown fields", () => {
    expect(
      symptomLogInsertSchema.safeParse({ symptom_type: "fever", severity: 7, duration: "2 days", notes: "x", recorded_at: new Date().toISOString() }).success,
    ).toBe(true);
    const bad = symptomLogInsertSchema.safeParse({ severity: 11, user_id: "someone" });
    expect(bad.success).toBe(false);
    expect(fieldMessages(bad.error!)).toMatchObject({ symptom_type: "validation.symptomRequired", severity: "validation.severity" });
    expect(symptomLogInsertSchema.safeParse({ symptom_type: "fever", recorded_at: "2001-01-01T00:00:00Z" }).success).toBe(false);
  });
});
