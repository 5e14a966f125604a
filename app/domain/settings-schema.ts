// The zod schema for user_settings ops (kept apart from the constants so the
// first page does not load zod).
import { z } from "zod";
import { FONT_SIZES, LANGUAGES, THEMES, type UserSettingsInput } from "./settings";

const hhmm = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, "validation.invalidTime");

export const userSettingsSchema = z.object({
  notifications_enabled: z.boolean(),
  medication_reminders: z.boolean(),
  health_tips: z.boolean(),
  lab_alerts: z.boolean(),
  privacy_share_data: z.boolean(),
  privacy_analytics: z.boolean(),
  theme: z.enum(THEMES),
  font_size: z.enum(FONT_SIZES),
  language: z.enum(LANGUAGES),
  sleep_bedtime_reminder: hhmm.nullable(),
  sleep_wakeup_reminder: hhmm.nullable(),
  timezone: z.string().min(1).max(64),
}) satisfies z.ZodType<UserSettingsInput>;
