// docs/rules/medicines.md: the dose engine's constants and the shapes it reads. Every number
// of docs/rules/medicines.md is named here once; the engine's files
// (dose-time, dosage-notation, dose-schedule, dose-phase, next-dose, dose-alarm,
// adherence, streak, medicine-stock) import them from here.
// The shapes are the fields the engine needs, so drizzle rows and cached copies fit.

/** A dose more than this many minutes past its schedule is missed; 0–15 inclusive is "exact". */
export const MISSED_THRESHOLD_MINUTES = 15;
/** The alarm rings when now is within ± this many minutes of a reminder time. */
export const ALARM_WINDOW_MINUTES = 1;
/** The in-app alarm check runs this often. */
export const ALARM_POLL_SECONDS = 30;
/** A ringing alarm stops by itself after this long. */
export const ALARM_STOP_MINUTES = 5;
/** Vibration pattern while an alarm rings (ms on, ms off); a single vibration lasts SINGLE_VIBRATION_MS. */
export const ALARM_VIBRATION_PATTERN_MS = [200, 100] as const;
export const SINGLE_VIBRATION_MS = 500;
export const MEDICINE_ALARM_VOLUME = 0.8;
export const URGENT_ALARM_VOLUME = 1;
export const SUCCESS_SOUND_VOLUME = 0.6;
export const TEST_ALARM_SECONDS = 3;
/** A taken dose counts toward its day if marked within this many minutes (before or after) of its schedule. */
export const TAKEN_WINDOW_MINUTES = 60;
/** Adherence rate window and graph length, in local days ending today. */
export const ADHERENCE_WINDOW_DAYS = 30;
export const ADHERENCE_GRAPH_DAYS = 7;
/** The streak reads this many latest taken logs. */
export const STREAK_LOGS_READ = 30;
/** The streak progress bar is full at this many days. */
export const STREAK_PROGRESS_DAYS = 30;
/** Stock of this many units or fewer is low. */
export const LOW_STOCK_THRESHOLD = 5;
export const MEDICINE_PAGE_SIZE = 20;
export const ACHIEVEMENTS_SHOWN = 3;
/** A medicine card shows at most this many reminder-time chips, then "+N". */
export const MAX_REMINDER_CHIPS = 3;

/** The same lists as drizzle/schema/medicines.ts (a unit test keeps them equal). */
export const MEDICINE_FREQUENCIES = ["once-daily", "twice-daily", "three-times-daily", "four-times-daily", "as-needed"] as const;
export type MedicineFrequency = (typeof MEDICINE_FREQUENCIES)[number];
export const MEDICINE_CATEGORIES = ["short-term", "long-term", "deleted"] as const;
export type MedicineCategory = (typeof MEDICINE_CATEGORIES)[number];
/** category 'deleted' is the soft delete (docs/rules/medicines.md): hidden, never scheduled, history kept. */
export const DELETED_CATEGORY: MedicineCategory = "deleted";
export const ADHERENCE_STATUSES = ["taken", "skipped", "missed"] as const;
export type AdherenceStatus = (typeof ADHERENCE_STATUSES)[number];

/** Doses a day each frequency implies; as-needed (SOS) has no fixed number. */
export const FREQUENCY_DOSES_PER_DAY: Record<MedicineFrequency, number | null> = {
  "once-daily": 1,
  "twice-daily": 2,
  "three-times-daily": 3,
  "four-times-daily": 4,
  "as-needed": null,
};

import type { MedicineSchedule } from "./schedule-pattern";

/** An instant: a Date or a UTC ISO string. */
export type Instant = Date | string;

export interface DoseMedicine {
  id: string;
  name: string;
  dosage?: string | null;
  category: string;
  created_at: string;
  /** docs/rules/medicines.md, "Appearance": what the mark dialog and the reminder show (absent in an older copy). */
  image_url?: string | null;
  pill_shape?: string | null;
  pill_colors?: readonly string[] | null;
  /** docs/rules/medicines.md, "Snooze" (absent in an older copy: the default). */
  snooze_minutes?: number | null;
  /** docs/rules/medicines.md, "Schedules" and "As needed (SOS)" (absent in an older copy: daily, scheduled). */
  frequency?: string | null;
  schedule?: MedicineSchedule | null;
  max_per_day?: number | null;
  min_gap_hours?: number | null;
}
export interface DoseReminder {
  medicine_id: string;
  /** 'HH:mm', 'HH:mm:ss' or 'h:mm AM/PM'; invalid or empty ones are skipped. */
  reminder_time: string;
  enabled: boolean;
  is_critical: boolean;
}
export interface DoseLog {
  medicine_id: string;
  status: AdherenceStatus;
  /** The instant the dose was marked. */
  taken_at: string;
  /** 'HH:mm:ss' (or 'HH:mm'); null for a dose outside any schedule (as needed). */
  scheduled_time: string | null;
  /** yyyy-MM-dd in the user's zone; when absent the local day of taken_at stands in. */
  scheduled_date?: string | null;
}

/** What the engine reads: the user's medicines, reminders and logs, now, and the user's IANA zone. */
export interface DoseInput<M extends DoseMedicine = DoseMedicine> {
  medicines: readonly M[];
  reminders: readonly DoseReminder[];
  logs: readonly DoseLog[];
  now: Instant;
  zone: string;
}
