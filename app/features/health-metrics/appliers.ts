// What a health_metrics op does to one type's readings, exactly
// as the server will: an insert of the answer's type joins the list (newest first,
// once per id), an update merges, a delete removes.
import { rowOfInsert } from "~/domain/row-defaults";
import type { Op } from "~/domain/sync/op";
import type { HealthMetricRow, HealthMetricsResponse, HealthMetricType } from "~/domain/health-metrics/rules";
import { HEALTH_METRICS_TABLE } from "./tables";

const newestFirst = (a: HealthMetricRow, b: HealthMetricRow) =>
  a.recorded_at < b.recorded_at ? 1 : a.recorded_at > b.recorded_at ? -1 : a.id < b.id ? 1 : a.id > b.id ? -1 : 0;

export function applyToMetrics(data: HealthMetricsResponse, op: Op): HealthMetricsResponse {
  if (op.table !== HEALTH_METRICS_TABLE) return data;
  if (op.type === "insert") {
    if (op.data.metric_type !== data.type || data.items.some((r) => r.id === op.id)) return data;
    // The hub's column defaults (row-defaults.ts), then the reading.
    const row = rowOfInsert(HEALTH_METRICS_TABLE, op) as unknown as HealthMetricRow;
    return { ...data, items: [...data.items, row].sort(newestFirst) };
  }
  if (!data.items.some((r) => r.id === op.id)) return data;
  if (op.type === "delete") return { ...data, items: data.items.filter((r) => r.id !== op.id) };
  return { ...data, items: data.items.map((r) => (r.id === op.id ? ({ ...r, ...op.data } as HealthMetricRow) : r)) };
}

/** An empty answer to build on when nothing was read yet (offline first use). */
export const emptyMetrics = (type: HealthMetricType): HealthMetricsResponse => ({ type, since: new Date(0).toISOString(), items: [] });
