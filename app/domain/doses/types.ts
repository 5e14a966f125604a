// The `doses` read: everything the dose engine needs for one user, read once per app
// start and kept fresh by change notices. The alarm (on every screen), the
// dashboard and the medicine list's streak, progress and low-stock cards all read it.
import type { AdherenceLogRow, MedicineRow, ReminderRow } from "../medicines/types";

/** The medicine fields the engine and the cards use (not notes or timestamps beyond created_at). */
export type DoseDataMedicine = Pick<
  MedicineRow,
  | "id"
  | "name"
  | "dosage"
  | "frequency"
  | "category"
  | "stock_quantity"
  | "created_at"
  | "image_url"
  | "pill_shape"
  | "pill_colors"
  | "snooze_minutes"
  | "schedule"
  | "max_per_day"
  | "min_gap_hours"
>;
export type DoseDataReminder = ReminderRow & { medicine_id: string };
export interface AchievementRow {
  id: string;
  achievement_name: string;
  earned_at: string;
}

/** Logs older than this many days cannot change the 30-day rate or the streak (30 days back, plus a day of zone slack). */
export const DOSE_DATA_LOG_DAYS = 32;
/** The dashboard's "recent labs" count covers this many days. */
export const RECENT_LABS_DAYS = 30;

export interface DoseDataResponse {
  /** Every medicine that is not deleted. */
  medicines: DoseDataMedicine[];
  /** Their reminders, enabled or not. */
  reminders: DoseDataReminder[];
  /** Adherence logs marked in the last DOSE_DATA_LOG_DAYS days, newest first. */
  logs: AdherenceLogRow[];
  /** The newest ACHIEVEMENTS_SHOWN. */
  achievements: AchievementRow[];
  /** Lab reports added in the last RECENT_LABS_DAYS days. */
  recentLabs: number;
}
