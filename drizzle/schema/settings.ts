import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { LANGUAGES, timestamps, userId } from "./columns";

export const THEMES = ["light", "dark", "system"] as const;
export const FONT_SIZES = ["small", "medium", "large", "extra-large"] as const;

const flag = (name: string, value: boolean) => integer(name, { mode: "boolean" }).notNull().default(value);

// One row per user; defaults are docs/rules/profile-and-settings.md.
export const userSettings = sqliteTable("user_settings", {
  // In the user's hub: no foreign key to D1's user.
  user_id: text("user_id").primaryKey(),
  notifications_enabled: flag("notifications_enabled", true),
  medication_reminders: flag("medication_reminders", true),
  health_tips: flag("health_tips", true),
  lab_alerts: flag("lab_alerts", true),
  privacy_share_data: flag("privacy_share_data", false),
  privacy_analytics: flag("privacy_analytics", true),
  theme: text("theme", { enum: THEMES }).notNull().default("system"),
  font_size: text("font_size", { enum: FONT_SIZES }).notNull().default("medium"),
  language: text("language", { enum: LANGUAGES }).notNull().default("en"),
  sleep_bedtime_reminder: text("sleep_bedtime_reminder"), // 'HH:mm' or null
  sleep_wakeup_reminder: text("sleep_wakeup_reminder"), // 'HH:mm' or null
  timezone: text("timezone").notNull().default("Asia/Dhaka"), // IANA zone for reminder times and day boundaries
  // Meal times ('HH:mm') that the dosage notation 1+0+1 turns into reminder times.
  meal_morning: text("meal_morning").notNull().default("08:00"),
  meal_noon: text("meal_noon").notNull().default("14:00"),
  meal_evening: text("meal_evening").notNull().default("18:00"),
  meal_night: text("meal_night").notNull().default("21:00"),
  ...timestamps(),
});

// Web Push subscriptions: one per user and browser endpoint. On a phone shared by
// several accounts one endpoint serves each of them that keeps reminders there.
export const pushSubscriptions = sqliteTable(
  "push_subscriptions",
  {
    id: text("id").primaryKey(),
    user_id: userId(),
    endpoint: text("endpoint").notNull(),
    p256dh: text("p256dh").notNull(),
    auth: text("auth").notNull(),
    user_agent: text("user_agent"),
    ...timestamps(),
  },
  (t) => [
    index("push_subscriptions_user_id_idx").on(t.user_id),
    uniqueIndex("push_subscriptions_user_endpoint_unique").on(t.user_id, t.endpoint),
    index("push_subscriptions_endpoint_idx").on(t.endpoint),
  ],
);

export type UserSettings = typeof userSettings.$inferSelect;
export type PushSubscriptionRow = typeof pushSubscriptions.$inferSelect;
