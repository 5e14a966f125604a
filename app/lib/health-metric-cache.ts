// What a health_metrics op does to a cached GET /api/health-metrics answer, exactly
// as the server will: an insert of the answer's type joins the list (newest first,
// once per id), an update merges, a delete removes.
import type { QueryClient } from "@tanstack/react-query";
import type { Op } from "~/domain/sync-op";
import { HEALTH_METRIC_TYPES, type HealthMetricRow, type HealthMetricsResponse, type HealthMetricType } from "~/domain/vitals";
import { userCache } from "./user-cache";

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

export const healthMetricsKey = (userId: string, type: HealthMetricType) => [HEALTH_METRICS_TABLE, userId, "metrics", type] as const;

/** This device's per-user copy of each type's answer. */
export const healthMetricCopies = Object.fromEntries(
  HEALTH_METRIC_TYPES.map((t) => [t, userCache<HealthMetricsResponse>(`health-metrics-${t}`)]),
) as Record<HealthMetricType, ReturnType<typeof userCache<HealthMetricsResponse>>>;

/** The optimistic update of one op: every cached answer of the user, and this device's copies. */
export function applyHealthMetricOp(qc: QueryClient, userId: string, op: Op) {
  for (const type of HEALTH_METRIC_TYPES) {
    const next = qc.setQueryData<HealthMetricsResponse>(healthMetricsKey(userId, type), (old) => old && applyToMetrics(old, op));
    const copy = next ?? healthMetricCopies[type].read(userId);
    if (copy) healthMetricCopies[type].write(userId, next ?? applyToMetrics(copy, op));
  }
}
