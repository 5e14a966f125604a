// The zod schemas for tracker ops: symptom_logs, step_logs, exercise_logs. Insert
// schemas name every field a client may set (never id, user_id or timestamps);
// patch schemas the fields an update may change. Strict: other fields are refused.
// Messages are i18n keys of the trackers namespace ("validation.…").
import * as z from "zod/mini";
import { optionalText, strict } from "../sync/schema-parts";
import { EXERCISE_INTENSITIES, EXERCISE_MINUTES_MAX, EXERCISE_NOTES_MAX, EXERCISE_TYPES, STEPS_MAX } from "./activity";
import { isIsoDate } from "../profile/rules";
import { SEVERITY_MAX, SEVERITY_MIN, SYMPTOM_DATE_YEARS, SYMPTOM_DURATION_MAX, SYMPTOM_NOTES_MAX, SYMPTOM_TYPES } from "./symptoms";

const DAY_MS = 86_400_000;
/** An instant within the last 10 years, not more than a day ahead (a clock a little off is fine). */
const recordedAt = z.iso.datetime({ offset: true, error: "validation.recordedAt" }).check(
  z.refine((v: string) => {
    const ms = Date.parse(v);
    const now = Date.now();
    return ms >= now - (SYMPTOM_DATE_YEARS * 366 + 1) * DAY_MS && ms <= now + DAY_MS;
  }, "validation.recordedAt"),
);

const symptomShape = {
  symptom_type: z.enum(SYMPTOM_TYPES, "validation.symptomRequired"),
  severity: z.optional(z.int("validation.severity").check(z.gte(SEVERITY_MIN, "validation.severity"), z.lte(SEVERITY_MAX, "validation.severity"))),
  duration: optionalText(SYMPTOM_DURATION_MAX, "validation.durationTextMax"),
  notes: optionalText(SYMPTOM_NOTES_MAX, "validation.notesMax"),
  recorded_at: z.optional(recordedAt),
};
export const symptomLogInsertSchema = strict(symptomShape);
export const symptomLogPatchSchema = z.partial(strict(symptomShape));

const stepShape = {
  steps: z.int("validation.stepsInvalid").check(z.gte(0, "validation.stepsInvalid"), z.lte(STEPS_MAX, "validation.stepsInvalid")),
  log_date: z.string("validation.logDate").check(z.refine(isIsoDate, "validation.logDate")),
  recorded_at: z.optional(recordedAt),
};
export const stepLogInsertSchema = strict(stepShape);
export const stepLogPatchSchema = z.partial(strict(stepShape));

const exerciseShape = {
  exercise_type: z.enum(EXERCISE_TYPES, "validation.exerciseRequired"),
  // Missing: 'Please fill in exercise type and duration'; present but not 1–1440 whole minutes: 'Please enter a valid duration'.
  duration_minutes: z
    .int({ error: (iss) => (iss.input === undefined ? "validation.exerciseRequired" : "validation.durationInvalid") })
    .check(z.gte(1, "validation.durationInvalid"), z.lte(EXERCISE_MINUTES_MAX, "validation.durationInvalid")),
  intensity: z.optional(z.nullable(z.enum(EXERCISE_INTENSITIES, "validation.intensity"))),
  notes: optionalText(EXERCISE_NOTES_MAX, "validation.notesMax"),
  recorded_at: z.optional(recordedAt),
};
export const exerciseLogInsertSchema = strict(exerciseShape);
export const exerciseLogPatchSchema = z.partial(strict(exerciseShape));
