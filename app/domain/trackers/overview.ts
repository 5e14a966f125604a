// The `trackers` read: what the tracking hub, symptoms and activity screens
// and the dashboard symptom card show, read in one D1 batch.
import type { ExerciseRow, StepRow } from "./activity";
import type { SymptomRow } from "./symptoms";

/** Days of symptoms the answer holds (the history is 14). */
export const SUMMARY_SYMPTOM_DAYS = 14;
/** Step rows from this many UTC days back: covers 7 local days in any zone. */
export const SUMMARY_STEP_DAYS = 8;
export const SUMMARY_EXERCISE_ROWS = 20;
/** Latest readings per metric: two give a trend arrow. */
export const SUMMARY_METRIC_ROWS = 2;

export interface MetricRow {
  id: string;
  systolic: number | null;
  diastolic: number | null;
  glucose_mmol: number | null;
  weight_kg: number | null;
  recorded_at: string;
}

export interface SleepRow {
  id: string;
  sleep_start: string;
  sleep_end: string | null;
  duration_minutes: number | null;
}

export interface TrackersOverviewResponse {
  symptoms: SymptomRow[];
  steps: StepRow[];
  exercise: ExerciseRow[];
  metrics: {
    blood_pressure: MetricRow[];
    blood_glucose: MetricRow[];
    weight: MetricRow[];
    womens_health: MetricRow[];
  };
  /** The latest finished sleep sessions, newest first. */
  sleep: SleepRow[];
}

/** The dashboard symptom card's read: the trackers overview's symptoms alone (a lighter read for the home screen). */
export interface RecentSymptomsResponse {
  symptoms: SymptomRow[];
}
export const RECENT_SYMPTOMS_TABLES = ["symptom_logs"] as const;

export const TRACKER_OP_TABLES = ["symptom_logs", "step_logs", "exercise_logs"] as const;
/** Every table the summary reads: a change to any refreshes it. */
export const TRACKERS_OVERVIEW_TABLES = [...TRACKER_OP_TABLES, "health_metrics", "sleep_logs"] as const;
