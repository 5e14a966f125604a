// user_settings (docs/rules/profile-and-settings.md): the fields a user may change and their defaults.
export const THEMES = ["light", "dark", "system"] as const;
export const FONT_SIZES = ["small", "medium", "large", "extra-large"] as const;
export const LANGUAGES = ["en", "bn"] as const;
export type Theme = (typeof THEMES)[number];
export type FontSize = (typeof FONT_SIZES)[number];
export type Language = (typeof LANGUAGES)[number];

export const FONT_SIZE_PX: Record<FontSize, number> = { small: 14, medium: 16, large: 18, "extra-large": 20 };

export interface UserSettings {
  user_id: string;
  notifications_enabled: boolean;
  medication_reminders: boolean;
  health_tips: boolean;
  lab_alerts: boolean;
  privacy_share_data: boolean;
  privacy_analytics: boolean;
  theme: Theme;
  font_size: FontSize;
  language: Language;
  sleep_bedtime_reminder: string | null;
  sleep_wakeup_reminder: string | null;
  timezone: string;
  /** Meal times ('HH:mm') the dosage notation 1+0+1 turns into reminder times. */
  meal_morning: string;
  meal_noon: string;
  meal_evening: string;
  meal_night: string;
  created_at: string;
  updated_at: string;
}
export type UserSettingsInput = Omit<UserSettings, "user_id" | "created_at" | "updated_at">;
export const DEFAULT_SETTINGS: UserSettingsInput = {
  notifications_enabled: true,
  medication_reminders: true,
  health_tips: true,
  lab_alerts: true,
  privacy_share_data: false,
  privacy_analytics: true,
  theme: "system",
  font_size: "medium",
  language: "en",
  sleep_bedtime_reminder: null,
  sleep_wakeup_reminder: null,
  timezone: "Asia/Dhaka",
  meal_morning: "08:00",
  meal_noon: "14:00",
  meal_evening: "18:00",
  meal_night: "21:00",
};
