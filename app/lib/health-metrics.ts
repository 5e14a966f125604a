// Reading and writing health_metrics (blood pressure, glucose, weight, women's
// health). One query per type (GET /api/health-metrics?type=…), kept per user on
// this device so the screens open offline; writes go through the outbox, and the
// optimistic update (applyHealthMetricOp) changes both the query and the copy.
import { useQuery } from "@tanstack/react-query";
import { uuidv7 } from "uuidv7";
import type { Op } from "~/domain/sync-op";
import { type HealthMetricsResponse, type HealthMetricType } from "~/domain/vitals";
import { api, isNetworkError } from "./api";
import { applyToMetrics, HEALTH_METRICS_TABLE, healthMetricCopies as caches, healthMetricsKey } from "./health-metric-cache";
import { useOnline } from "./online";
import type { Outbox } from "./outbox";
import { useSessionUser } from "./session";
import { useOutbox } from "./sync-provider";

const withPending = (data: HealthMetricsResponse, ops: readonly Op[]) => ops.reduce(applyToMetrics, data);

/** An empty answer to build on when nothing was read yet (offline first use). */
const empty = (type: HealthMetricType): HealthMetricsResponse => ({ type, since: new Date(0).toISOString(), items: [] });

export function useHealthMetrics(type: HealthMetricType) {
  const user = useSessionUser();
  const outbox = useOutbox();
  const online = useOnline();
  const query = useQuery({
    queryKey: healthMetricsKey(user.id, type),
    queryFn: async () => {
      let fresh: HealthMetricsResponse;
      try {
        fresh = await api.get<HealthMetricsResponse>(`/api/health-metrics?type=${type}`);
      } catch (err) {
        // Out of reach with nothing copied yet: what this device queued is still shown.
        if (isNetworkError(err) && !caches[type].read(user.id)) return withPending(empty(type), await outbox.pending());
        throw err;
      }
      const data = withPending(fresh, await outbox.pending());
      caches[type].write(user.id, data);
      return data;
    },
    initialData: () => caches[type].read(user.id),
    initialDataUpdatedAt: 0,
    networkMode: "offlineFirst",
  });
  const offline = !online || query.fetchStatus === "paused" || (query.isError && isNetworkError(query.error));
  return { ...query, offline };
}

/** Queues a new reading (data checked by the form with the server's rules). */
export async function addHealthMetric(outbox: Outbox, data: Record<string, unknown>, now = new Date()) {
  const id = uuidv7();
  await outbox.mutate({ table: HEALTH_METRICS_TABLE, type: "insert", id, data: { recorded_at: now.toISOString(), ...data } });
  return id;
}

export async function updateHealthMetric(outbox: Outbox, id: string, data: Record<string, unknown>) {
  await outbox.mutate({ table: HEALTH_METRICS_TABLE, type: "update", id, data });
}

export async function deleteHealthMetric(outbox: Outbox, id: string) {
  await outbox.mutate({ table: HEALTH_METRICS_TABLE, type: "delete", id, data: {} });
}
