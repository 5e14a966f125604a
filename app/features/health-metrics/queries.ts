// Blood pressure, glucose, weight and women's health readings through the offline-
// query layer: one answer per type, each with its own copy on this device.
import { HEALTH_METRIC_TYPES, type HealthMetricType } from "~/domain/health-metrics/rules";
import { HEALTH_METRICS_TABLE } from "./tables";
import { offlineQuery, useOfflineQuery } from "../../platform/reads/offline-query";

export const healthMetricsQuery = offlineQuery({
  read: "healthMetrics",
  tables: [HEALTH_METRICS_TABLE],
  ops: async () => {
    const { applyToMetrics, emptyMetrics } = await import("./appliers");
    return {
      apply: applyToMetrics,
      // Out of reach with nothing copied yet: what this device queued is still shown.
      local: ({ params, pending, notFound, copy }) =>
        notFound || copy ? undefined : pending.filter((op) => op.table === HEALTH_METRICS_TABLE).reduce(applyToMetrics, emptyMetrics(params.type)),
    };
  },
  copy: ({ type }) => `health-metrics-${type}`,
  copied: HEALTH_METRIC_TYPES.map((type) => ({ type })),
  answersLocally: true,
});

export const useHealthMetrics = (type: HealthMetricType) => useOfflineQuery(healthMetricsQuery, { type });
