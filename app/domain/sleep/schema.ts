// The zod schemas of sleep_logs ops (docs/rules/trackers.md). Insert names every field a
// client may set (never id, user_id or timestamps); patch the fields an edit or the
// end of a session changes. Both strict. Messages are i18n keys (locales/*/sleep.json).
// The overlap rule and "one open session" need the user's other rows: the server
// checks them in durable-objects/sleep-check.ts, the screens with app/domain/sleep/rules.ts.
import * as z from "zod/mini";
import { strict } from "../sync/schema-parts";
import { SLEEP_MAX_MINUTES, SLEEP_NOTES_MAX, SLEEP_QUALITY_MAX, SLEEP_QUALITY_MIN, SLEEP_TYPES } from "./rules";

/** An instant, stored as toISOString() so that text comparison in SQL orders it right. */
const instant = (key: string) =>
  z.pipe(
    z.iso.datetime(key),
    z.transform((v: string) => new Date(v).toISOString()),
  );

const sleepShape = {
  sleep_start: instant("validation.sleepStart"),
  sleep_end: z.optional(z.nullable(instant("validation.sleepEnd"))),
  duration_minutes: z.optional(
    z.nullable(z.int("validation.sleepDuration").check(z.gte(0, "validation.sleepDuration"), z.lte(SLEEP_MAX_MINUTES, "validation.sleepDuration"))),
  ),
  quality_rating: z.optional(
    z.nullable(
      z.int("validation.sleepQuality").check(z.gte(SLEEP_QUALITY_MIN, "validation.sleepQuality"), z.lte(SLEEP_QUALITY_MAX, "validation.sleepQuality")),
    ),
  ),
  notes: z.optional(z.nullable(z.string("validation.sleepNotesMax").check(z.trim(), z.maxLength(SLEEP_NOTES_MAX, "validation.sleepNotesMax")))),
  sleep_type: z.enum(SLEEP_TYPES, "validation.sleepType"),
  recorded_at: z.optional(z.nullable(instant("validation.sleepRecordedAt"))),
};

type Times = { sleep_start?: string; sleep_end?: string | null };
/** When both are given, the end is after the start (the server checks the stored row's too). */
const endAfterStart = z.refine<Times>((v) => !v.sleep_start || !v.sleep_end || Date.parse(v.sleep_end) > Date.parse(v.sleep_start), {
  error: "validation.sleepEndBeforeStart",
  path: ["sleep_end"],
});

export const sleepLogInsertSchema = strict(sleepShape).check(endAfterStart);
export const sleepLogPatchSchema = z.partial(strict(sleepShape)).check(endAfterStart);
