// Health metrics: plausible ranges (client form and op schema), flags and units.
import { describe, expect, it } from "vitest";
import {
  bloodPressureFlag,
  bmi,
  glucoseFlag,
  readingFlag,
  toMgDl,
  readingTypeOfPath,
  weightFlag,
  windowStart,
  type HealthMetricRow,
} from "../../app/domain/health-metrics/rules";
import {
  bloodPressureFormSchema,
  glucoseFormSchema,
  healthMetricInsertSchema,
  healthMetricPatchSchema,
  weightFormSchema,
} from "../../app/domain/health-metrics/schema";
import { fieldMessages } from "../../app/domain/zod-fields";

const errors = (r: { success: boolean; error?: unknown }) => (r.success ? {} : fieldMessages(r.error as never));

describe("blood pressure", () => {
  it("flags ≥ 140/90 high and < 90/60 low, by either number", () => {
    expect(bloodPressureFlag(150, 95)).toBe("high");
    expect(bloodPressureFlag(140, 80)).toBe("high");
    expect(bloodPressureFlag(130, 90)).toBe("high");
    expect(bloodPressureFlag(139, 89)).toBe("usual");
    expect(bloodPressureFlag(90, 60)).toBe("usual");
    expect(bloodPressureFlag(89, 70)).toBe("low");
    expect(bloodPressureFlag(100, 59)).toBe("low");
    expect(bloodPressureFlag(150, 55)).toBe("high");
  });

  it("accepts plausible readings and refuses the rest, systolic above diastolic", () => {
    expect(healthMetricInsertSchema.safeParse({ metric_type: "blood_pressure", systolic: 120, diastolic: 80, pulse: 72 }).success).toBe(true);
    expect(healthMetricInsertSchema.safeParse({ metric_type: "blood_pressure", systolic: 120, diastolic: 80 }).success).toBe(true);
    expect(errors(healthMetricInsertSchema.safeParse({ metric_type: "blood_pressure", systolic: 59, diastolic: 40 }))).toEqual({
      systolic: "validation.systolicRange",
    });
    expect(errors(healthMetricInsertSchema.safeParse({ metric_type: "blood_pressure", systolic: 261, diastolic: 80 }))).toEqual({
      systolic: "validation.systolicRange",
    });
    expect(errors(healthMetricInsertSchema.safeParse({ metric_type: "blood_pressure", systolic: 120, diastolic: 161 }))).toMatchObject({
      diastolic: "validation.diastolicRange",
    });
    expect(errors(healthMetricInsertSchema.safeParse({ metric_type: "blood_pressure", systolic: 80, diastolic: 80 }))).toEqual({
      systolic: "validation.systolicAboveDiastolic",
    });
    expect(errors(healthMetricInsertSchema.safeParse({ metric_type: "blood_pressure", systolic: 120, diastolic: 80, pulse: 29 }))).toEqual({
      pulse: "validation.pulseRange",
    });
    expect(errors(healthMetricInsertSchema.safeParse({ metric_type: "blood_pressure", systolic: 120.5, diastolic: 80 }))).toEqual({
      systolic: "validation.systolicRange",
    });
  });

  it("needs the fields of its type and refuses any other", () => {
    expect(healthMetricInsertSchema.safeParse({ metric_type: "blood_pressure", systolic: 120 }).success).toBe(false);
    expect(errors(healthMetricInsertSchema.safeParse({ metric_type: "blood_pressure", systolic: 120, diastolic: 80, weight_kg: 60 }))).toEqual({
      _: "validation.unknownField",
    });
    expect(healthMetricInsertSchema.safeParse({ metric_type: "blood_pressure", systolic: 120, diastolic: 80, user_id: "x" }).success).toBe(false);
    expect(healthMetricInsertSchema.safeParse({ metric_type: "heart_rate", systolic: 120, diastolic: 80 }).success).toBe(false);
  });

  it("the form turns typed text into numbers with the same checks", () => {
    expect(bloodPressureFormSchema.parse({ systolic: " 150 ", diastolic: "95", pulse: "" })).toEqual({ systolic: 150, diastolic: 95, pulse: null });
    expect(errors(bloodPressureFormSchema.safeParse({ systolic: "", diastolic: "95", pulse: "" }))).toMatchObject({ systolic: "validation.systolicRange" });
    expect(errors(bloodPressureFormSchema.safeParse({ systolic: "90", diastolic: "95", pulse: "" }))).toEqual({
      systolic: "validation.systolicAboveDiastolic",
    });
    expect(errors(bloodPressureFormSchema.safeParse({ systolic: "120", diastolic: "80", pulse: "300" }))).toEqual({ pulse: "validation.pulseRange" });
  });
});

describe("blood glucose", () => {
  it("flags by context (glucose.ts): fasting ≥ 5.6, otherwise ≥ 7.8 high; < 3.9 low", () => {
    expect(glucoseFlag(5.6, "fasting")).toBe("high");
    expect(glucoseFlag(5.5, "fasting")).toBe("usual");
    expect(glucoseFlag(7.7, "after-meal")).toBe("usual");
    expect(glucoseFlag(7.8, "after-meal")).toBe("high");
    expect(glucoseFlag(11.1, "random")).toBe("high");
    expect(glucoseFlag(3.8, "random")).toBe("low");
    expect(glucoseFlag(3.9, "fasting")).toBe("usual");
  });

  it("shows mg/dL as mmol/L × 18.016", () => {
    expect(toMgDl(5.5)).toBe(99);
    expect(toMgDl(7)).toBe(126);
    expect(toMgDl(11.1)).toBe(200);
  });

  it("accepts 1.0–40.0 mmol/L with a context", () => {
    expect(healthMetricInsertSchema.safeParse({ metric_type: "blood_glucose", glucose_mmol: 5.4, glucose_context: "fasting" }).success).toBe(true);
    expect(errors(healthMetricInsertSchema.safeParse({ metric_type: "blood_glucose", glucose_mmol: 0.9, glucose_context: "fasting" }))).toEqual({
      glucose_mmol: "validation.glucoseRange",
    });
    expect(errors(healthMetricInsertSchema.safeParse({ metric_type: "blood_glucose", glucose_mmol: 40.1, glucose_context: "random" }))).toEqual({
      glucose_mmol: "validation.glucoseRange",
    });
    expect(errors(healthMetricInsertSchema.safeParse({ metric_type: "blood_glucose", glucose_mmol: 5, glucose_context: "bedtime" }))).toEqual({
      glucose_context: "validation.glucoseContext",
    });
    expect(glucoseFormSchema.parse({ glucose_mmol: "6,5", glucose_context: "random" })).toEqual({ glucose_mmol: 6.5, glucose_context: "random" });
  });
});

describe("weight", () => {
  it("accepts 2–400 kg", () => {
    expect(healthMetricInsertSchema.safeParse({ metric_type: "weight", weight_kg: 62.5 }).success).toBe(true);
    expect(errors(healthMetricInsertSchema.safeParse({ metric_type: "weight", weight_kg: 1.9 }))).toEqual({ weight_kg: "validation.weightRange" });
    expect(errors(weightFormSchema.safeParse({ weight_kg: "401" }))).toEqual({ weight_kg: "validation.weightRange" });
    expect(errors(weightFormSchema.safeParse({ weight_kg: "abc" }))).toEqual({ weight_kg: "validation.weightRange" });
  });

  it("judges weight by BMI only when the height is known", () => {
    expect(bmi(70, 170)).toBe(24.2);
    expect(bmi(70, null)).toBeNull();
    expect(weightFlag(70, undefined)).toBeNull();
    expect(weightFlag(80, 170)).toBe("high");
    expect(weightFlag(50, 170)).toBe("low");
    expect(weightFlag(65, 170)).toBe("usual");
  });
});

describe("rows", () => {
  const row = (over: Partial<HealthMetricRow>): HealthMetricRow => ({
    id: "1",
    metric_type: "blood_pressure",
    systolic: null,
    diastolic: null,
    pulse: null,
    glucose_mmol: null,
    glucose_context: null,
    weight_kg: null,
    value_json: null,
    notes: null,
    recorded_at: "2025-01-01T00:00:00.000Z",
    ...over,
  });

  it("flags a stored reading by its type; women's health has no flag", () => {
    expect(readingFlag(row({ systolic: 150, diastolic: 95 }))).toBe("high");
    expect(readingFlag(row({ metric_type: "blood_glucose", glucose_mmol: 8, glucose_context: "fasting" }))).toBe("high");
    expect(readingFlag(row({ metric_type: "weight", weight_kg: 70 }))).toBeNull();
    expect(readingFlag(row({ metric_type: "womens_health", value_json: { kind: "period", start: "2025-01-01" } }))).toBeNull();
  });

  it("a patch changes notes or a period's details, never the readings", () => {
    expect(healthMetricPatchSchema.safeParse({ value_json: { kind: "period", start: "2025-01-01", end: "2025-01-05", flow: "heavy" } }).success).toBe(true);
    expect(healthMetricPatchSchema.safeParse({ systolic: 120 }).success).toBe(false);
  });

  it("the read window starts 3 months before now", () => {
    expect(windowStart(new Date("2025-06-15T10:00:00.000Z"), 3)).toBe("2025-03-15T10:00:00.000Z");
  });
});

describe("one health-metric route for three screens", () => {
  it("reads the health metric from the path", () => {
    expect(readingTypeOfPath("/tracking/blood-pressure")).toBe("blood_pressure");
    expect(readingTypeOfPath("/tracking/blood-glucose/")).toBe("blood_glucose");
    expect(readingTypeOfPath("/tracking/weight")).toBe("weight");
    expect(() => readingTypeOfPath("/tracking/womens-health")).toThrow();
  });
});
