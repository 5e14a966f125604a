// The zod schemas for user_settings ops (kept apart from the constants so screens
// that only need the constants do not load zod).
import * as z from "zod/mini";
import { FONT_SIZES, LANGUAGES, THEMES, type UserSettingsInput } from "./rules";
import { isValidTimeZone } from "../time/zoned-time";

const hhmm = z.string().check(z.regex(/^([01]\d|2[0-3]):[0-5]\d$/, "validation.invalidTime"));

const shape = {
  notifications_enabled: z.boolean(),
  medication_reminders: z.boolean(),
  health_tips: z.boolean(),
  lab_alerts: z.boolean(),
  privacy_share_data: z.boolean(),
  privacy_analytics: z.boolean(),
  theme: z.enum(THEMES),
  font_size: z.enum(FONT_SIZES),
  language: z.enum(LANGUAGES),
  sleep_bedtime_reminder: z.nullable(hhmm),
  sleep_wakeup_reminder: z.nullable(hhmm),
  // An IANA zone the runtime knows ("Asia/Dhaka"): any other text would silently fall back to Dhaka's times.
  timezone: z.string().check(z.maxLength(64), z.refine(isValidTimeZone, "validation.invalidTimezone")),
  meal_morning: hhmm,
  meal_noon: hhmm,
  meal_evening: hhmm,
  meal_night: hhmm,
};

export const userSettingsSchema = z.object(shape) satisfies z.ZodMiniType<UserSettingsInput>;
/** An update names only the fields it changes; any other field is refused. */
export const userSettingsPatchSchema = z.partial(z.strictObject(shape));
