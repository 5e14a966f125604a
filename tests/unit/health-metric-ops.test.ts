// The optimistic update of health_metrics ops on a cached answer (same rules as the server).
import { describe, expect, it } from "vitest";
import type { Op } from "../../app/domain/sync/op";
import type { HealthMetricsResponse } from "../../app/domain/health-metrics/rules";
import { applyToMetrics } from "../../app/features/health-metrics/appliers";

const op = (type: Op["type"], id: string, data: Record<string, unknown> = {}, table = "health_metrics"): Op => ({
  opId: `op-${id}-${type}`,
  table,
  type,
  id,
  data,
  clientTime: "2025-03-10T08:00:00.000Z",
});

const base: HealthMetricsResponse = { type: "weight", since: "2025-01-01T00:00:00.000Z", items: [] };

describe("health metric cache", () => {
  it("an insert of the answer's type joins newest first, once per id", () => {
    let d = applyToMetrics(base, op("insert", "a", { metric_type: "weight", weight_kg: 60, recorded_at: "2025-03-01T00:00:00.000Z" }));
    d = applyToMetrics(d, op("insert", "b", { metric_type: "weight", weight_kg: 61 }));
    d = applyToMetrics(d, op("insert", "b", { metric_type: "weight", weight_kg: 61 }));
    expect(d.items.map((r) => [r.id, r.weight_kg, r.recorded_at, r.systolic])).toEqual([
      ["b", 61, "2025-03-10T08:00:00.000Z", null],
      ["a", 60, "2025-03-01T00:00:00.000Z", null],
    ]);
  });

  it("other types and other tables leave it alone", () => {
    expect(applyToMetrics(base, op("insert", "a", { metric_type: "blood_pressure", systolic: 120, diastolic: 80 }))).toBe(base);
    expect(applyToMetrics(base, op("insert", "a", { metric_type: "weight", weight_kg: 60 }, "step_logs"))).toBe(base);
  });

  it("an update merges and a delete removes", () => {
    let d = applyToMetrics(base, op("insert", "a", { metric_type: "weight", weight_kg: 60 }));
    d = applyToMetrics(d, op("update", "a", { notes: "after lunch" }));
    expect(d.items[0]).toMatchObject({ id: "a", weight_kg: 60, notes: "after lunch" });
    expect(applyToMetrics(d, op("update", "missing", { notes: "x" }))).toBe(d);
    expect(applyToMetrics(d, op("delete", "a")).items).toEqual([]);
  });
});
