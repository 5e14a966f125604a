// Lab markers and the medicines that act on them (docs/rules/records.md, "Lab analytics").
import { describe, expect, it } from "vitest";
import { actsOn, chartWindowStart, drugsIn, markerOf, markersOf, seriesByMetric } from "~/domain/lab-reports/markers";
import type { LabValueRow } from "~/domain/lab-reports/rules";
import type { Op } from "~/domain/sync/op";
import { applyToValues } from "~/features/lab-reports/appliers";

const value = (metric_name: string, v: number, recorded_date: string, extra: Partial<LabValueRow> = {}): LabValueRow => ({
  id: `${metric_name}-${recorded_date}`,
  lab_report_id: "r",
  metric_name,
  value: v,
  unit: null,
  reference_min: null,
  reference_max: null,
  recorded_date,
  created_at: `${recorded_date}T10:00:00.000Z`,
  ...extra,
});

describe("markers", () => {
  it("reads the test names printed on Bangladeshi reports", () => {
    expect(markerOf("HbA1c")).toBe("hba1c");
    expect(markerOf("Glycated haemoglobin")).toBe("hba1c");
    expect(markerOf("FBS")).toBe("glucose");
    expect(markerOf("Blood sugar (2 hrs ABF)")).toBe("glucose");
    expect(markerOf("S. Cholesterol")).toBe("cholesterol");
    expect(markerOf("LDL")).toBe("cholesterol");
    expect(markerOf("TSH")).toBe("thyroid");
    expect(markerOf("INR")).toBe("inr");
    expect(markerOf("Haemoglobin")).toBeNull();
    expect(markerOf("Serum creatinine")).toBeNull();
  });

  it("links the spec's medicines to their markers by generic name", () => {
    expect(drugsIn("Metformin 500 mg")).toEqual(["metformin"]);
    expect(markersOf("Tab. Metformin")).toEqual(["hba1c", "glucose"]);
    expect(markersOf("Insulin glargine")).toEqual(["hba1c", "glucose"]);
    expect(markersOf("Amlodipine 5")).toEqual(["blood_pressure"]);
    expect(actsOn("Atorvastatin 10 mg", "cholesterol")).toBe(true);
    expect(actsOn("Levothyroxine", "thyroid")).toBe(true);
    expect(actsOn("Warfarin", "inr")).toBe(true);
    expect(markersOf("Napa")).toEqual([]);
  });
});

describe("series", () => {
  it("groups tests written alike, oldest first, newest series first", () => {
    const s = seriesByMetric([value("HbA1c", 8.1, "2026-06-01", { unit: "%" }), value("Glucose", 7, "2026-08-01"), value("hba1c ", 7.2, "2026-11-01")]);
    expect(s.map((x) => [x.name, x.marker, x.unit, x.points.map((p) => p.value)])).toEqual([
      ["HbA1c", "hba1c", "%", [8.1, 7.2]],
      ["Glucose", "glucose", null, [7]],
    ]);
  });

  it("the chart window is six months back", () => {
    expect(chartWindowStart("2026-11-25")).toBe("2026-05-25");
  });

  it("a new value inside the window joins, one older stays out, a deleted report takes its values", () => {
    const op = (table: string, type: Op["type"], id: string, data: Record<string, unknown> = {}): Op => ({
      opId: `o-${id}`,
      table,
      type,
      id,
      data,
      clientTime: "2026-11-25T10:00:00.000Z",
    });
    let d = { since: "2026-05-25", values: [value("TSH", 3, "2026-07-01")] };
    d = applyToValues(d, op("lab_trends", "insert", "new", { lab_report_id: "r2", metric_name: "TSH", value: 5, recorded_date: "2026-11-20" }));
    d = applyToValues(d, op("lab_trends", "insert", "old", { lab_report_id: "r3", metric_name: "TSH", value: 9, recorded_date: "2025-01-01" }));
    expect(d.values.map((v) => v.value)).toEqual([3, 5]);
    expect(applyToValues(d, op("lab_reports", "delete", "r2")).values.map((v) => v.value)).toEqual([3]);
  });
});
