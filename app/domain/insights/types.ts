// The insights read's answer (workers/reads/insights.ts): the records the rules of
// insights.ts read besides the dose data, oldest first.
import type { Reading, SleepNight, SymptomDay } from "./rules";

export interface InsightDataResponse {
  /** The oldest instant included. */
  since: string;
  readings: Reading[];
  symptoms: SymptomDay[];
  nights: SleepNight[];
}

/** The tables whose changes change it. */
export const INSIGHT_DATA_TABLES = ["health_metrics", "symptom_logs", "sleep_logs"] as const;
