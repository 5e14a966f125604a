// One health metric type's readings over its trend window (3 months; a year for
// women's health, so the cycle length can use 6 cycles), newest first.
import { and, desc, eq, gte } from "drizzle-orm";
import { monthsFor, windowStart, type HealthMetricRow, type HealthMetricsResponse, type HealthMetricType } from "../../app/domain/health-metrics/rules";
import { healthMetrics } from "../../drizzle/schema";
import { param, qb, type Read } from "./read";

const queries = [
  qb
    .select({
      id: healthMetrics.id,
      metric_type: healthMetrics.metric_type,
      systolic: healthMetrics.systolic,
      diastolic: healthMetrics.diastolic,
      pulse: healthMetrics.pulse,
      glucose_mmol: healthMetrics.glucose_mmol,
      glucose_context: healthMetrics.glucose_context,
      weight_kg: healthMetrics.weight_kg,
      value_json: healthMetrics.value_json,
      notes: healthMetrics.notes,
      recorded_at: healthMetrics.recorded_at,
    })
    .from(healthMetrics)
    .where(and(eq(healthMetrics.user_id, param("userId")), eq(healthMetrics.metric_type, param("type")), gte(healthMetrics.recorded_at, param("since"))))
    .orderBy(desc(healthMetrics.recorded_at), desc(healthMetrics.id)),
];

export function healthMetricsRead(userId: string, type: HealthMetricType, now = new Date()): Read<HealthMetricsResponse> {
  const since = windowStart(now, monthsFor(type));
  return {
    queries,
    values: { userId, type, since },
    shape: ([items]) => ({ type, since, items: items as HealthMetricRow[] }),
  };
}
