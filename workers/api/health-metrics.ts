// GET /api/health-metrics?type=blood_pressure|blood_glucose|weight|womens_health: one
// type's readings (workers/reads/health-metrics.ts). Writes go through POST /api/sync.
import { Hono } from "hono";
import { healthMetricsQuerySchema } from "../../app/domain/vitals-schema";
import { healthMetricsRead } from "../reads/health-metrics";
import { runRead } from "../reads/read";
import { requireUser, type ApiEnv } from "./context";

export const healthMetricsApi = new Hono<ApiEnv>().get("/", requireUser, async (c) => {
  const { type } = healthMetricsQuerySchema.parse(c.req.query());
  return c.json(await runRead(c.get("reads"), healthMetricsRead(c.get("userId"), type)));
});
