// The insights read through the offline-query layer: readings, symptoms and nights
// logged on this device show at once (a new one joins; an edit or delete is seen at
// the next read, which a change notice asks for).
import { INSIGHT_DATA_TABLES, type InsightDataResponse } from "~/domain/insights/types";
import type { Op } from "~/domain/sync/op";
import { offlineQuery } from "../../platform/reads/offline-query";

const at = (op: Op) => (typeof op.data.recorded_at === "string" ? op.data.recorded_at : op.clientTime);
const num = (v: unknown) => (typeof v === "number" ? v : null);

/** Oldest first, as the server reads them (workers/reads/insights.ts); stable, so the new one goes after its equals. */
const oldestFirst =
  <T>(key: (row: T) => string) =>
  (a: T, b: T) =>
    key(a) < key(b) ? -1 : key(a) > key(b) ? 1 : 0;
const byRecorded = oldestFirst((r: { recorded_at: string }) => r.recorded_at);
const byStart = oldestFirst((r: { sleep_start: string }) => r.sleep_start);

export function applyToInsightData(data: InsightDataResponse, op: Op): InsightDataResponse {
  if (op.type !== "insert") return data;
  const d = op.data;
  // Logged for a time before the answer's window: the server's next answer leaves it out too.
  const instant = op.table === "sleep_logs" ? d.sleep_start : at(op);
  if (typeof instant === "string" && instant < data.since) return data;
  if (op.table === "health_metrics" && (d.metric_type === "blood_pressure" || d.metric_type === "blood_glucose")) {
    const reading = {
      metric_type: d.metric_type,
      systolic: num(d.systolic),
      diastolic: num(d.diastolic),
      glucose_mmol: num(d.glucose_mmol),
      recorded_at: at(op),
    };
    return { ...data, readings: [...data.readings, reading].sort(byRecorded) };
  }
  if (op.table === "symptom_logs" && typeof d.symptom_type === "string") {
    return { ...data, symptoms: [...data.symptoms, { symptom_type: d.symptom_type, recorded_at: at(op) }].sort(byRecorded) };
  }
  if (op.table === "sleep_logs" && typeof d.sleep_start === "string" && typeof d.sleep_end === "string") {
    return {
      ...data,
      nights: [...data.nights, { sleep_start: d.sleep_start, sleep_end: d.sleep_end, duration_minutes: num(d.duration_minutes) }].sort(byStart),
    };
  }
  return data;
}

export const insightDataQuery = offlineQuery({ read: "insightData", tables: INSIGHT_DATA_TABLES, ops: async () => ({ apply: applyToInsightData }) });
