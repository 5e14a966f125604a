// The readings' table, apart from appliers.ts, which loads with the first write.
export const HEALTH_METRICS_TABLE = "health_metrics" as const;
