// What a health_metrics op does to one type's readings, exactly
// as the server will: an insert of the answer's type joins the list (newest first,
// once per id), an update merges, a delete removes.
import type { Op } from "~/domain/sync-op";
import type { HealthMetricRow, HealthMetricsResponse, HealthMetricType } from "~/domain/vitals";

export const HEALTH_METRICS_TABLE = "health_metrics";

const EMPTY_ROW: Omit<HealthMetricRow, "id" | "metric_type" | "recorded_at"> = {
  systolic: null,
  diastolic: null,
  pulse: null,
  glucose_mmol: null,
  glucose_context: null,
  weight_kg: null,
  value_json: null,
  notes: null,
};

const newestFirst = (a: HealthMetricRow, b: HealthMetricRow) =>
  a.recorded_at < b.recorded_at ? 1 : a.recorded_at > b.recorded_at ? -1 : a.id < b.id ? 1 : a.id > b.id ? -1 : 0;

export function applyToMetrics(data: HealthMetricsResponse, op: Op): HealthMetricsResponse {
  if (op.table !== HEALTH_METRICS_TABLE) return data;
  if (op.type === "insert") {
    if (op.data.metric_type !== data.type || data.items.some((r) => r.id === op.id)) return data;
    const row = { ...EMPTY_ROW, ...op.data, id: op.id, recorded_at: (op.data.recorded_at as string | undefined) ?? op.clientTime } as HealthMetricRow;
    return { ...data, items: [...data.items, row].sort(newestFirst) };
  }
  if (!data.items.some((r) => r.id === op.id)) return data;
  if (op.type === "delete") return { ...data, items: data.items.filter((r) => r.id !== op.id) };
  return { ...data, items: data.items.map((r) => (r.id === op.id ? ({ ...r, ...op.data } as HealthMetricRow) : r)) };
}

/** An empty answer to build on when nothing was read yet (offline first use). */
export const emptyMetrics = (type: HealthMetricType): HealthMetricsResponse => ({ type, since: new Date(0).toISOString(), items: [] });
