// Blood glucose against the right line (docs/rules/trackers.md, "Blood glucose"): every
// boundary of each band, fasting and not, and the one low line.
import { describe, expect, it } from "vitest";
import { GLUCOSE_LINES, GLUCOSE_LOW, glucoseBand } from "~/domain/health-metrics/glucose";
import { glucoseFlag, readingFlag, type HealthMetricRow } from "~/domain/health-metrics/rules";

describe("glucose bands", () => {
  it("fasting: below 3.9 low, below 5.6 normal, 5.6 to 6.9 above normal, 7.0 or more the diabetes range", () => {
    expect(glucoseBand(3.8, "fasting")).toBe("low");
    expect(glucoseBand(3.9, "fasting")).toBe("normal");
    expect(glucoseBand(5.5, "fasting")).toBe("normal");
    expect(glucoseBand(5.6, "fasting")).toBe("above-normal");
    expect(glucoseBand(6.5, "fasting")).toBe("above-normal");
    expect(glucoseBand(6.9, "fasting")).toBe("above-normal");
    expect(glucoseBand(7.0, "fasting")).toBe("diabetes-range");
  });

  it.each(["after-meal", "random"] as const)("%s: below 3.9 low, below 7.8 normal, 7.8 to 11.0 above normal, 11.1 or more the diabetes range", (context) => {
    expect(glucoseBand(3.8, context)).toBe("low");
    expect(glucoseBand(3.9, context)).toBe("normal");
    expect(glucoseBand(7.7, context)).toBe("normal");
    expect(glucoseBand(7.8, context)).toBe("above-normal");
    expect(glucoseBand(10.5, context)).toBe("above-normal");
    expect(glucoseBand(11.0, context)).toBe("above-normal");
    expect(glucoseBand(11.1, context)).toBe("diabetes-range");
  });

  it("judges the reading as shown, to one decimal", () => {
    expect(glucoseBand(6.96, "fasting")).toBe("diabetes-range");
    expect(glucoseBand(5.54, "fasting")).toBe("normal");
    expect(glucoseBand(3.86, "random")).toBe("normal");
    expect(glucoseBand(3.84, "random")).toBe("low");
  });

  it("one low line for every context, and the lines the rule names", () => {
    expect(GLUCOSE_LOW).toBe(3.9);
    expect(GLUCOSE_LINES).toEqual({ fasting: { aboveNormal: 5.6, diabetes: 7.0 }, other: { aboveNormal: 7.8, diabetes: 11.1 } });
  });

  it("the badge: normal is usual, above normal and the diabetes range are high (a fasting 6.5 is not 'usual')", () => {
    expect(glucoseFlag(6.5, "fasting")).toBe("high");
    expect(glucoseFlag(5.5, "fasting")).toBe("usual");
    expect(glucoseFlag(10.5, "after-meal")).toBe("high");
    expect(glucoseFlag(3.8, "random")).toBe("low");
    const row = (glucose_context: string | null): HealthMetricRow => ({
      id: "1",
      metric_type: "blood_glucose",
      systolic: null,
      diastolic: null,
      pulse: null,
      glucose_mmol: 7.0,
      glucose_context,
      weight_kg: null,
      value_json: null,
      notes: null,
      recorded_at: "2025-01-01T00:00:00.000Z",
    });
    expect(readingFlag(row("fasting"))).toBe("high");
    expect(readingFlag(row("after-meal"))).toBe("usual");
    // A context the app does not know is read as random.
    expect(readingFlag(row("bedtime"))).toBe("usual");
  });
});
