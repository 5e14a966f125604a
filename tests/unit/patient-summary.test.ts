// The patient summary's numbers (docs/rules/patient-summary.md): reading statistics, the
// most frequent symptoms, and whether the records span 3 months yet.
import { describe, expect, it } from "vitest";
import { readingStats, summaryReadiness, topSymptoms } from "~/domain/patient-summary/rules";
import type { HealthMetricRow } from "~/domain/health-metrics/rules";

const bp = (recorded_at: string, systolic: number | null): HealthMetricRow => ({
  id: recorded_at,
  metric_type: "blood_pressure",
  systolic,
  diastolic: systolic === null ? null : systolic - 50,
  pulse: null,
  glucose_mmol: null,
  glucose_context: null,
  weight_kg: null,
  value_json: null,
  notes: null,
  recorded_at,
});

describe("patient summary", () => {
  it("reading statistics: the newest as latest, average to one decimal, range; readings without the value left out", () => {
    const items = [bp("2026-11-20T02:00:00Z", 135), bp("2026-10-01T02:00:00Z", 150), bp("2026-11-01T02:00:00Z", null), bp("2026-09-01T02:00:00Z", 128)];
    expect(readingStats(items, (r) => r.systolic)).toEqual({ count: 3, latest: 135, latestAt: "2026-11-20T02:00:00Z", average: 137.7, min: 128, max: 150 });
    expect(readingStats([bp("2026-11-20T02:00:00Z", null)], (r) => r.systolic)).toBeNull();
  });

  it("the 5 most frequent symptoms, most first, ties by name", () => {
    const s = (symptom_type: string, n: number) => Array.from({ length: n }, () => ({ symptom_type, recorded_at: "2026-11-01T00:00:00Z" }));
    const symptoms = [...s("cough", 2), ...s("headache", 4), ...s("fever", 2), ...s("nausea", 1), ...s("rash", 1), ...s("dizziness", 3)];
    expect(topSymptoms(symptoms)).toEqual([
      { symptom: "headache", count: 4 },
      { symptom: "dizziness", count: 3 },
      { symptom: "cough", count: 2 },
      { symptom: "fever", count: 2 },
      { symptom: "nausea", count: 1 },
    ]);
  });

  it("complete once the first record is 90 days old; before that the day it will be, and what is missing", () => {
    const parts = { medicines: "2026-10-01", blood_pressure: "2026-10-15", blood_glucose: null, weight: null, labs: "2026-11-01", sleep: null };
    expect(summaryReadiness(parts, "2026-11-25")).toEqual({
      since: "2026-10-01",
      complete: false,
      readyOn: "2026-12-30",
      missing: ["blood_glucose", "weight", "sleep"],
    });
    expect(summaryReadiness(parts, "2026-12-30")).toMatchObject({ complete: true, readyOn: null });
    expect(summaryReadiness({ medicines: null, blood_pressure: null, blood_glucose: null, weight: null, labs: null, sleep: null }, "2026-11-25")).toMatchObject(
      { since: null, complete: false, readyOn: null },
    );
  });
});
