// Writing health_metrics (blood pressure, glucose, weight, women's health) through
// the outbox; the readings are read in queries.ts.
import { uuidv7 } from "uuidv7";
import { HEALTH_METRICS_TABLE } from "./tables";
import type { OpData } from "~/domain/table-ops";
import type { Outbox } from "../../platform/sync/outbox";

/** Queues a new reading (data checked by the form with the server's rules). */
export async function addHealthMetric(outbox: Outbox, data: OpData<"health_metrics", "insert">, now = new Date()) {
  const id = uuidv7();
  await outbox.mutate({ table: HEALTH_METRICS_TABLE, type: "insert", id, data: { recorded_at: now.toISOString(), ...data } });
  return id;
}

export async function updateHealthMetric(outbox: Outbox, id: string, data: OpData<"health_metrics", "update">) {
  await outbox.mutate({ table: HEALTH_METRICS_TABLE, type: "update", id, data });
}

export async function deleteHealthMetric(outbox: Outbox, id: string) {
  await outbox.mutate({ table: HEALTH_METRICS_TABLE, type: "delete", id, data: {} });
}
