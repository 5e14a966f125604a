// A blood pressure, glucose or weight reading as its form makes it (features/health-metrics/
// components/HealthMetricEntryForm.tsx): in the browser through the outbox, or, posted before the
// scripts arrived, in the health metric screen's route action (features/health-metrics/reading-action.ts).
import type { ReadingType } from "./rules";

/** The `form` field of a reading's post. */
export const READING_FORM = "reading";

/** The health_metrics insert's data from the form schema's output: a pulse left empty is not sent. */
export function readingOf(type: ReadingType, data: Record<string, unknown>): Record<string, unknown> {
  const reading: Record<string, unknown> = { metric_type: type, ...data };
  if (reading.pulse === null) delete reading.pulse;
  return reading;
}
