// GET /api/health-metrics?type=blood_pressure|blood_glucose|weight|womens_health:
// the session user's readings of that type over the trend window (3 months; a year
// for women's health, so the cycle length can use 6 cycles), newest first, in one
// D1 round trip. Writes go through POST /api/sync (writable-tables.ts).
import { and, desc, eq, gte } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import { Hono } from "hono";
import { monthsFor, windowStart, type HealthMetricRow, type HealthMetricsResponse } from "../../app/domain/vitals";
import { healthMetricsQuerySchema } from "../../app/domain/vitals-schema";
import { healthMetrics } from "../../drizzle/schema";
import { requireUser, type ApiEnv } from "./context";

export const healthMetricsApi = new Hono<ApiEnv>().get("/", requireUser, async (c) => {
  const { type } = healthMetricsQuerySchema.parse(c.req.query());
  const db = drizzle(c.env.DB);
  const since = windowStart(new Date(), monthsFor(type));
  const items = await db
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
    .where(and(eq(healthMetrics.user_id, c.get("user").id), eq(healthMetrics.metric_type, type), gte(healthMetrics.recorded_at, since)))
    .orderBy(desc(healthMetrics.recorded_at), desc(healthMetrics.id));
  return c.json({ type, since, items: items as HealthMetricRow[] } satisfies HealthMetricsResponse);
});
