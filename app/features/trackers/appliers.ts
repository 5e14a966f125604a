// How a tracker op (symptom_logs, step_logs, exercise_logs) changes the trackers overview
// answer, exactly as the server will: pure, so it is unit-tested and applied both
// optimistically and again over a refetch while the op still waits in the outbox.
import type { ExerciseRow, StepRow } from "~/domain/trackers/activity";
import type { SymptomRow } from "~/domain/trackers/symptoms";
import {
  SUMMARY_EXERCISE_ROWS,
  SUMMARY_STEP_DAYS,
  SUMMARY_SYMPTOM_DAYS,
  type RecentSymptomsResponse,
  type TrackersOverviewResponse,
} from "~/domain/trackers/overview";
import { rowOfInsert, type RowDefaultsTable } from "~/domain/row-defaults";
import type { Op } from "~/domain/sync/op";

export const EMPTY_OVERVIEW: TrackersOverviewResponse = {
  symptoms: [],
  steps: [],
  exercise: [],
  metrics: { blood_pressure: [], blood_glucose: [], weight: [], womens_health: [] },
  sleep: [],
};

type Order<T> = (a: T, b: T) => number;
const newestFirst = <T extends { recorded_at: string }>(a: T, b: T) => b.recorded_at.localeCompare(a.recorded_at);
/** Steps as the server reads them (workers/reads/trackers.ts): newest day first, then newest entry. */
const newestDayFirst: Order<StepRow> = (a, b) => b.log_date.localeCompare(a.log_date) || newestFirst(a, b);

const DAY_MS = 86_400_000;
/**
 * The overview's windows (workers/reads/trackers.ts), from the op's time as the server's
 * now: a symptom or steps logged for a day before them is not in the answer the server
 * reads next, so it does not join it here either.
 */
const daysBefore = (op: Op, days: number) => new Date(Date.parse(op.clientTime) - days * DAY_MS).toISOString();
const inSymptomWindow = (op: Op) => (r: SymptomRow) => r.recorded_at >= daysBefore(op, SUMMARY_SYMPTOM_DAYS);
const inStepWindow = (op: Op) => (r: StepRow) => r.log_date >= daysBefore(op, SUMMARY_STEP_DAYS).slice(0, 10);

function applyRows<T extends { id: string; recorded_at: string }>(
  rows: T[],
  op: Op,
  /** The answer's row from the row the hub makes (its column defaults, then the op's data: row-defaults.ts). */
  make: (row: Record<string, unknown>) => T,
  order: Order<T> = newestFirst,
  inWindow: (row: T) => boolean = () => true,
): T[] {
  if (op.type === "insert") {
    if (rows.some((r) => r.id === op.id)) return rows;
    return [make(rowOfInsert(op.table as RowDefaultsTable, op)), ...rows].filter(inWindow).sort(order);
  }
  if (op.type === "delete") return rows.filter((r) => r.id !== op.id);
  return rows
    .map((r) => (r.id === op.id ? ({ ...r, ...op.data } as T) : r))
    .filter(inWindow)
    .sort(order);
}

/** Optional text as the server keeps it: trimmed by the op's schema, an empty one kept empty. */
const text = (v: unknown) => (typeof v === "string" ? v.trim() : null);
/** A time as the server keeps it: its schema writes it as an ISO instant. */
const iso = (v: unknown) => new Date(String(v)).toISOString();

/** A symptom_logs op on a list of symptoms, newest first. */
function applyToSymptoms(rows: SymptomRow[], op: Op): SymptomRow[] {
  return applyRows<SymptomRow>(
    rows,
    op,
    (r) => ({
      id: op.id,
      symptom_type: r.symptom_type as SymptomRow["symptom_type"],
      severity: Number(r.severity),
      duration: text(r.duration),
      notes: text(r.notes),
      recorded_at: iso(r.recorded_at),
    }),
    newestFirst,
    inSymptomWindow(op),
  );
}

export const EMPTY_RECENT_SYMPTOMS: RecentSymptomsResponse = { symptoms: [] };

/** The dashboard's symptoms read: only symptom_logs ops reach it. */
export function applyToRecentSymptoms(data: RecentSymptomsResponse, op: Op): RecentSymptomsResponse {
  return op.table === "symptom_logs" ? { symptoms: applyToSymptoms(data.symptoms, op) } : data;
}

export function applyToOverview(overview: TrackersOverviewResponse, op: Op): TrackersOverviewResponse {
  switch (op.table) {
    case "symptom_logs":
      return { ...overview, symptoms: applyToSymptoms(overview.symptoms, op) };
    case "step_logs":
      return {
        ...overview,
        steps: applyRows<StepRow>(
          overview.steps,
          op,
          (r) => ({
            id: op.id,
            steps: Number(r.steps),
            log_date: String(r.log_date),
            recorded_at: iso(r.recorded_at),
          }),
          newestDayFirst,
          inStepWindow(op),
        ),
      };
    case "exercise_logs":
      return {
        ...overview,
        exercise: applyRows<ExerciseRow>(overview.exercise, op, (r) => ({
          id: op.id,
          exercise_type: r.exercise_type as ExerciseRow["exercise_type"],
          duration_minutes: Number(r.duration_minutes),
          intensity: r.intensity as ExerciseRow["intensity"],
          notes: text(r.notes),
          recorded_at: iso(r.recorded_at),
        })).slice(0, SUMMARY_EXERCISE_ROWS),
      };
    default:
      return overview;
  }
}
