// The zod schemas of health_metrics ops (blood pressure, glucose, weight, women's
// health). The insert schema is strict per
// metric_type: each type names exactly the fields it needs, never id, user_id or
// timestamps. Messages are i18n keys ("validation.…", namespace "health-metrics").
import * as z from "zod/mini";
import { isoDate, strict } from "../sync/schema-parts";
import { isIsoDate } from "../profile/rules";
import {
  DIASTOLIC_MAX,
  DIASTOLIC_MIN,
  GLUCOSE_CONTEXTS,
  GLUCOSE_MMOL_MAX,
  GLUCOSE_MMOL_MIN,
  PERIOD_FLOWS,
  PERIOD_MAX_DAYS,
  PERIOD_SYMPTOMS,
  PULSE_MAX,
  PULSE_MIN,
  SYSTOLIC_MAX,
  SYSTOLIC_MIN,
  HEALTH_METRIC_NOTES_MAX,
  WEIGHT_KG_MAX,
  WEIGHT_KG_MIN,
} from "./rules";
import { daysBetween } from "../time/zoned-time";

const notes = z.optional(z.nullable(z.string("validation.notesMax").check(z.trim(), z.maxLength(HEALTH_METRIC_NOTES_MAX, "validation.notesMax"))));
// UTC ("…Z") only, so recorded_at compares as text in the window and the order.
const recordedAt = z.optional(z.iso.datetime("validation.recordedAt"));
const between = (min: number, max: number, key: string) => [z.gte(min, key), z.lte(max, key)] as const;

export const systolicSchema = z.int("validation.systolicRange").check(...between(SYSTOLIC_MIN, SYSTOLIC_MAX, "validation.systolicRange"));
export const diastolicSchema = z.int("validation.diastolicRange").check(...between(DIASTOLIC_MIN, DIASTOLIC_MAX, "validation.diastolicRange"));
export const pulseSchema = z.int("validation.pulseRange").check(...between(PULSE_MIN, PULSE_MAX, "validation.pulseRange"));
export const glucoseSchema = z.number("validation.glucoseRange").check(...between(GLUCOSE_MMOL_MIN, GLUCOSE_MMOL_MAX, "validation.glucoseRange"));
export const weightSchema = z.number("validation.weightRange").check(...between(WEIGHT_KG_MIN, WEIGHT_KG_MAX, "validation.weightRange"));

export const periodValueSchema = strict({
  kind: z.literal("period", "validation.periodKind"),
  start: isoDate("validation.periodStart"),
  end: z.optional(z.nullable(isoDate("validation.periodEnd"))),
  flow: z.optional(z.nullable(z.enum(PERIOD_FLOWS, "validation.periodFlow"))),
  symptoms: z.optional(z.array(z.enum(PERIOD_SYMPTOMS, "validation.periodSymptom")).check(z.maxLength(PERIOD_SYMPTOMS.length, "validation.periodSymptom"))),
}).check(
  // Object refinements run even when a field failed: only compare two real dates.
  z.refine((v) => !v.end || !isIsoDate(v.start) || !isIsoDate(v.end) || (daysBetween(v.start, v.end) >= 0 && daysBetween(v.start, v.end) < PERIOD_MAX_DAYS), {
    message: "validation.periodEnd",
    path: ["end"],
  }),
);

const bloodPressure = strict({
  metric_type: z.literal("blood_pressure"),
  systolic: systolicSchema,
  diastolic: diastolicSchema,
  pulse: z.optional(z.nullable(pulseSchema)),
  notes,
  recorded_at: recordedAt,
}).check(z.refine((v) => v.systolic > v.diastolic, { message: "validation.systolicAboveDiastolic", path: ["systolic"] }));

const bloodGlucose = strict({
  metric_type: z.literal("blood_glucose"),
  glucose_mmol: glucoseSchema,
  glucose_context: z.enum(GLUCOSE_CONTEXTS, "validation.glucoseContext"),
  notes,
  recorded_at: recordedAt,
});

const weight = strict({ metric_type: z.literal("weight"), weight_kg: weightSchema, notes, recorded_at: recordedAt });

const womensHealth = strict({ metric_type: z.literal("womens_health"), value_json: periodValueSchema, notes, recorded_at: recordedAt });

/** One reading: the fields its metric_type needs, nothing else. */
export const healthMetricInsertSchema = z.discriminatedUnion("metric_type", [bloodPressure, bloodGlucose, weight, womensHealth], {
  error: (iss) => (iss.code === "invalid_union" ? "validation.metricType" : undefined),
});

/**
 * An update may change the notes and a period's details (its end, flow, symptoms);
 * readings themselves are deleted and entered again, so a row's values always
 * passed the checks of its type.
 */
export const healthMetricPatchSchema = z.partial(strict({ notes, value_json: periodValueSchema }));

// The entry forms: what was typed (strings) → numbers, with the same checks as the server.
const typedNumber = <T extends z.ZodMiniType<number, number>>(schema: T, key: string) =>
  z.pipe(
    z.string(key).check(z.trim(), z.minLength(1, key)),
    z.pipe(
      z.transform((v: string) => Number(v.replace(",", "."))),
      schema,
    ),
  );
const typedOptionalInt = <T extends z.ZodMiniType<number, number>>(schema: T) =>
  z
    .pipe(
      z.string().check(z.trim()),
      z.transform((v: string) => (v === "" ? null : Number(v))),
    )
    .check(z.refine((v) => v === null || schema.safeParse(v).success, "validation.pulseRange"));

export const bloodPressureFormSchema = z
  .object({
    systolic: typedNumber(systolicSchema, "validation.systolicRange"),
    diastolic: typedNumber(diastolicSchema, "validation.diastolicRange"),
    pulse: typedOptionalInt(pulseSchema),
  })
  .check(z.refine((v) => v.systolic > v.diastolic, { message: "validation.systolicAboveDiastolic", path: ["systolic"] }));

export const glucoseFormSchema = z.object({
  glucose_mmol: typedNumber(glucoseSchema, "validation.glucoseRange"),
  glucose_context: z.enum(GLUCOSE_CONTEXTS, "validation.glucoseContext"),
});

export const weightFormSchema = z.object({ weight_kg: typedNumber(weightSchema, "validation.weightRange") });

/** Each health metric's form schema: what was typed → that type's reading. */
export const READING_FORM_SCHEMAS = { blood_pressure: bloodPressureFormSchema, blood_glucose: glucoseFormSchema, weight: weightFormSchema } as const;
