// The tracker summary (app/domain/trackers/overview.ts): symptoms of the last 14 days,
// steps of the last 8 UTC days, recent exercise, the latest readings per health
// metric and the latest finished sleep sessions, for the hub, the symptom and
// activity screens and the dashboard symptom card.
import { and, desc, eq, gte, isNotNull } from "drizzle-orm";
import type { ExerciseRow, StepRow } from "../../app/domain/trackers/activity";
import type { SymptomRow } from "../../app/domain/trackers/symptoms";
import {
  SUMMARY_EXERCISE_ROWS,
  SUMMARY_METRIC_ROWS,
  SUMMARY_STEP_DAYS,
  SUMMARY_SYMPTOM_DAYS,
  type MetricRow,
  type RecentSymptomsResponse,
  type TrackersOverviewResponse,
} from "../../app/domain/trackers/overview";
import { exerciseLogs, healthMetrics, sleepLogs, stepLogs, symptomLogs } from "../../drizzle/schema";
import { param, qb, type Read } from "./read";

const DAY_MS = 86_400_000;

const userId = param("userId");
const metric = (type: (typeof healthMetrics.metric_type.enumValues)[number]) =>
  qb
    .select({
      id: healthMetrics.id,
      systolic: healthMetrics.systolic,
      diastolic: healthMetrics.diastolic,
      glucose_mmol: healthMetrics.glucose_mmol,
      weight_kg: healthMetrics.weight_kg,
      recorded_at: healthMetrics.recorded_at,
    })
    .from(healthMetrics)
    .where(and(eq(healthMetrics.user_id, userId), eq(healthMetrics.metric_type, type)))
    .orderBy(desc(healthMetrics.recorded_at))
    .limit(SUMMARY_METRIC_ROWS);

const symptoms = () =>
  qb
    .select({
      id: symptomLogs.id,
      symptom_type: symptomLogs.symptom_type,
      severity: symptomLogs.severity,
      duration: symptomLogs.duration,
      notes: symptomLogs.notes,
      recorded_at: symptomLogs.recorded_at,
    })
    .from(symptomLogs)
    .where(and(eq(symptomLogs.user_id, userId), gte(symptomLogs.recorded_at, param("symptomsSince"))))
    .orderBy(desc(symptomLogs.recorded_at));

const queries = [
  symptoms(),
  qb
    .select({ id: stepLogs.id, steps: stepLogs.steps, log_date: stepLogs.log_date, recorded_at: stepLogs.recorded_at })
    .from(stepLogs)
    .where(and(eq(stepLogs.user_id, userId), gte(stepLogs.log_date, param("stepsSince"))))
    .orderBy(desc(stepLogs.log_date), desc(stepLogs.recorded_at)),
  qb
    .select({
      id: exerciseLogs.id,
      exercise_type: exerciseLogs.exercise_type,
      duration_minutes: exerciseLogs.duration_minutes,
      intensity: exerciseLogs.intensity,
      notes: exerciseLogs.notes,
      recorded_at: exerciseLogs.recorded_at,
    })
    .from(exerciseLogs)
    .where(eq(exerciseLogs.user_id, userId))
    .orderBy(desc(exerciseLogs.recorded_at))
    .limit(SUMMARY_EXERCISE_ROWS),
  metric("blood_pressure"),
  metric("blood_glucose"),
  metric("weight"),
  metric("womens_health"),
  qb
    .select({
      id: sleepLogs.id,
      sleep_start: sleepLogs.sleep_start,
      sleep_end: sleepLogs.sleep_end,
      duration_minutes: sleepLogs.duration_minutes,
    })
    .from(sleepLogs)
    .where(and(eq(sleepLogs.user_id, userId), isNotNull(sleepLogs.sleep_end)))
    .orderBy(desc(sleepLogs.sleep_start))
    .limit(2),
];

const symptomsSince = (now: number) => new Date(now - SUMMARY_SYMPTOM_DAYS * DAY_MS).toISOString();

export function trackersOverviewRead(userId: string, now = Date.now()): Read<TrackersOverviewResponse> {
  return {
    queries,
    values: {
      userId,
      symptomsSince: symptomsSince(now),
      stepsSince: new Date(now - SUMMARY_STEP_DAYS * DAY_MS).toISOString().slice(0, 10),
    },
    shape: ([symptoms, steps, exercise, bp, glucose, weight, womens, sleep]) => ({
      symptoms: symptoms as SymptomRow[],
      steps: steps as StepRow[],
      exercise: exercise as ExerciseRow[],
      metrics: {
        blood_pressure: bp as MetricRow[],
        blood_glucose: glucose as MetricRow[],
        weight: weight as MetricRow[],
        womens_health: womens as MetricRow[],
      },
      sleep: sleep as TrackersOverviewResponse["sleep"],
    }),
  };
}

const recentQueries = [symptoms()];

/** The summary's symptoms alone: what the dashboard's symptom card shows. */
export function recentSymptomsRead(userId: string, now = Date.now()): Read<RecentSymptomsResponse> {
  return {
    queries: recentQueries,
    values: { userId, symptomsSince: symptomsSince(now) },
    shape: ([rows]) => ({ symptoms: rows as SymptomRow[] }),
  };
}
