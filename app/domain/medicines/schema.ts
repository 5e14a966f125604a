// The zod schemas for medicine ops: medicines, medicine_reminders, adherence_logs,
// medicine_refills. Insert schemas name every field a client may set (never id,
// user_id, created_at or updated_at: the server sets those); patch schemas the
// fields an update may change. Both are strict, so any other field is refused.
// Messages are i18n keys ("validation.…").
import * as z from "zod/mini";
import { SNOOZE_CHOICES } from "../reminders/snooze";
import { isoDate, optionalText, strict } from "../sync/schema-parts";
import { ADHERENCE_STATUSES, MEDICINE_CATEGORIES, MEDICINE_FREQUENCIES } from "../doses/rules";
import {
  LIVE_MEDICINE_CATEGORIES,
  MEDICINE_IMAGE_URL_PATTERN,
  MEDICINE_NAME_MAX,
  MEDICINE_NOTES_MAX,
  MEDICINE_STOCK_MAX,
  MEDICINE_TEXT_MAX,
  PHARMACY_NAME_MAX,
  REFILL_COST_MAX,
  REFILL_QUANTITY_MAX,
  TIME_OF_DAY_PATTERN,
} from "./limits";
import { rowIdSchema } from "../sync/op-schema";
import { MEDICINE_END_REASONS } from "./history";
import { PILL_COLOR_IDS, PILL_COLORS_MAX, PILL_SHAPES, type PillColor } from "./pill-appearance";
import { SCHEDULE_LIMITS, WEEKDAYS, type Weekday } from "../doses/schedule-pattern";
import { AS_NEEDED_LIMITS } from "../doses/as-needed";

/** docs/rules/medicines.md, "Appearance": 0–2 distinct palette colours; none is stored as null. */
const pillColors = z.pipe(
  z.array(z.enum(PILL_COLOR_IDS, "validation.pillColor"), "validation.pillColor").check(
    z.maxLength(PILL_COLORS_MAX, "validation.pillColorsMax"),
    z.refine((v) => new Set(v).size === v.length, "validation.pillColorsRepeat"),
  ),
  z.transform((v: PillColor[]) => (v.length ? v : null)),
);

/** docs/rules/medicines.md, "Schedules": a whole number of days within [min, max]. */
const dayCount = (min: number, max: number) => z.int("validation.schedule").check(z.gte(min, "validation.schedule"), z.lte(max, "validation.schedule"));
const scheduleTime = z.string("validation.reminderTime").check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, "validation.reminderTime"));
/** null: every day. Days of the week once each; a taper of 1–12 steps, at least one with a dose. */
const scheduleSchema = z.discriminatedUnion(
  "kind",
  [
    strict({ kind: z.literal("every"), days: dayCount(SCHEDULE_LIMITS.everyDaysMin, SCHEDULE_LIMITS.everyDaysMax), from: isoDate("validation.schedule") }),
    strict({
      kind: z.literal("weekdays"),
      days: z.array(z.literal([...WEEKDAYS] as Weekday[], "validation.schedule")).check(
        z.minLength(1, "validation.scheduleWeekdays"),
        z.refine((v) => new Set(v).size === v.length, "validation.schedule"),
      ),
    }),
    strict({
      kind: z.literal("cycle"),
      on: dayCount(1, SCHEDULE_LIMITS.cycleDaysMax),
      off: dayCount(1, SCHEDULE_LIMITS.cycleDaysMax),
      from: isoDate("validation.schedule"),
    }),
    strict({
      kind: z.literal("taper"),
      from: isoDate("validation.schedule"),
      steps: z
        .array(strict({ days: dayCount(1, SCHEDULE_LIMITS.taperStepDaysMax), times: z.array(scheduleTime).check(z.maxLength(8, "validation.schedule")) }))
        .check(
          z.minLength(1, "validation.scheduleTaper"),
          z.maxLength(SCHEDULE_LIMITS.taperStepsMax, "validation.scheduleTaper"),
          z.refine((steps) => steps.some((s) => s.times.length > 0), "validation.scheduleTaper"),
        ),
    }),
  ],
  "validation.schedule",
);

const medicineShape = {
  name: z
    .string("validation.medicineNameRequired")
    .check(z.trim(), z.minLength(1, "validation.medicineNameRequired"), z.maxLength(MEDICINE_NAME_MAX, "validation.medicineNameMax")),
  dosage: optionalText(MEDICINE_TEXT_MAX, "validation.dosageMax"),
  timing: optionalText(MEDICINE_TEXT_MAX, "validation.timingMax"),
  frequency: z.optional(z.enum(MEDICINE_FREQUENCIES, "validation.frequency")),
  category: z.optional(z.enum(LIVE_MEDICINE_CATEGORIES, "validation.category")),
  stock_quantity: z.optional(
    z.nullable(z.int("validation.stockQuantity").check(z.gte(0, "validation.stockQuantity"), z.lte(MEDICINE_STOCK_MAX, "validation.stockQuantity"))),
  ),
  duration: optionalText(MEDICINE_TEXT_MAX, "validation.durationMax"),
  notes: optionalText(MEDICINE_NOTES_MAX, "validation.notesMax"),
  image_url: z.optional(z.nullable(z.string("validation.imageUrl").check(z.regex(MEDICINE_IMAGE_URL_PATTERN, "validation.imageUrl")))),
  pill_shape: z.optional(z.nullable(z.enum(PILL_SHAPES, "validation.pillShape"))),
  pill_colors: z.optional(z.nullable(pillColors)),
  snooze_minutes: z.optional(z.literal([...SNOOZE_CHOICES], "validation.snoozeMinutes")),
  schedule: z.optional(z.nullable(scheduleSchema)),
  // docs/rules/medicines.md, "As needed (SOS)": kept only for an as-needed medicine.
  max_per_day: z.optional(
    z.nullable(z.int("validation.maxPerDay").check(z.gte(1, "validation.maxPerDay"), z.lte(AS_NEEDED_LIMITS.maxPerDayMax, "validation.maxPerDay"))),
  ),
  min_gap_hours: z.optional(
    z.nullable(z.int("validation.minGapHours").check(z.gte(1, "validation.minGapHours"), z.lte(AS_NEEDED_LIMITS.minGapHoursMax, "validation.minGapHours"))),
  ),
};

export const medicineInsertSchema = strict(medicineShape);
/** An edit, or the soft delete: category 'deleted' hides the medicine and keeps its history. */
export const medicinePatchSchema = z.partial(strict({ ...medicineShape, category: z.enum(MEDICINE_CATEGORIES, "validation.category") }));

const reminderTime = z.string("validation.reminderTime").check(z.regex(TIME_OF_DAY_PATTERN, "validation.reminderTime"));
const reminderFields = {
  reminder_time: reminderTime,
  enabled: z.optional(z.boolean("validation.boolean")),
  is_critical: z.optional(z.boolean("validation.boolean")),
};

export const reminderInsertSchema = strict({ medicine_id: rowIdSchema, ...reminderFields });
/** A reminder stays with its medicine: medicine_id cannot change. */
export const reminderPatchSchema = z.partial(strict(reminderFields));

/** '08:00' and '08:00:00' are the same dose: stored as 'HH:mm:ss' so the unique index sees one. */
const scheduledTime = z.pipe(
  z.string("validation.scheduledTime").check(z.regex(TIME_OF_DAY_PATTERN, "validation.scheduledTime")),
  z.transform((v: string) => (v.length === 5 ? `${v}:00` : v)),
);

export const adherenceLogInsertSchema = strict({
  medicine_id: rowIdSchema,
  status: z.enum(ADHERENCE_STATUSES, "validation.adherenceStatus"),
  taken_at: z.optional(z.iso.datetime("validation.takenAt")),
  scheduled_time: z.optional(z.nullable(scheduledTime)),
  scheduled_date: z.optional(z.nullable(isoDate("validation.scheduledDate"))),
}).check(
  // Without its day a scheduled dose could not be recognised as a duplicate.
  z.refine((v) => !v.scheduled_time || !!v.scheduled_date, { message: "validation.scheduledDateRequired", path: ["scheduled_date"] }),
);

/** BDT with at most 2 decimals (the form's step 0.01); checked with a tolerance for binary fractions. */
const hasTwoDecimals = (v: number) => Math.abs(v * 100 - Math.round(v * 100)) < 1e-6;

export const refillInsertSchema = strict({
  medicine_id: rowIdSchema,
  refill_date: isoDate("validation.refillDate"),
  quantity: z.int("validation.refillQuantity").check(z.gte(1, "validation.refillQuantity"), z.lte(REFILL_QUANTITY_MAX, "validation.refillQuantity")),
  cost: z.optional(
    z.nullable(
      z
        .number("validation.refillCost")
        .check(z.gte(0, "validation.refillCost"), z.lte(REFILL_COST_MAX, "validation.refillCost"), z.refine(hasTwoDecimals, "validation.refillCost")),
    ),
  ),
  pharmacy_name: optionalText(PHARMACY_NAME_MAX, "validation.pharmacyNameMax"),
});

/**
 * docs/rules/medicines.md, "Past medicines": a course that ended, written once and never
 * changed. Its medicine may be gone from a backup imported elsewhere: then it names none.
 */
export const medicineHistoryInsertSchema = strict({
  medicine_id: z.optional(z.nullable(rowIdSchema)),
  medicine_name: medicineShape.name,
  dosage: optionalText(MEDICINE_TEXT_MAX, "validation.dosageMax"),
  is_active: z.optional(z.boolean("validation.boolean")),
  start_date: z.optional(z.nullable(isoDate("validation.historyDate"))),
  end_date: z.optional(z.nullable(isoDate("validation.historyDate"))),
  last_taken_at: z.optional(z.nullable(z.iso.datetime("validation.takenAt"))),
  end_reason: z.optional(z.nullable(z.enum(MEDICINE_END_REASONS, "validation.endReason"))),
}).check(
  // An ended course says why; a course ends on or after the day it started.
  z.refine((v) => v.is_active !== false || !!v.end_reason, { message: "validation.endReason", path: ["end_reason"] }),
  z.refine((v) => !v.start_date || !v.end_date || v.start_date <= v.end_date, { message: "validation.historyDate", path: ["end_date"] }),
);
