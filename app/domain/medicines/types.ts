// The shapes the `medicines` read and the `medicine` read answer (rows as stored;
// docs/rules/medicines.md). Constants are in domain/doses/rules.ts, op schemas in schema.ts.
import type { AdherenceStatus, MedicineCategory, MedicineFrequency } from "../doses/rules";
import type { PillColor, PillShape } from "./pill-appearance";
import type { SnoozeMinutes } from "../reminders/snooze";
import type { MedicineSchedule } from "../doses/schedule-pattern";

export interface MedicineRow {
  id: string;
  user_id: string;
  name: string;
  dosage: string | null;
  timing: string | null;
  frequency: MedicineFrequency;
  category: MedicineCategory;
  stock_quantity: number | null;
  duration: string | null;
  notes: string | null;
  image_url: string | null;
  /** docs/rules/medicines.md, "Appearance": null when not chosen. */
  pill_shape: PillShape | null;
  pill_colors: PillColor[] | null;
  /** docs/rules/medicines.md, "Snooze": one of SNOOZE_CHOICES. */
  snooze_minutes: SnoozeMinutes;
  /** docs/rules/medicines.md, "Schedules": null is every day. */
  schedule: MedicineSchedule | null;
  /** docs/rules/medicines.md, "As needed (SOS)": null is no limit. */
  max_per_day: number | null;
  min_gap_hours: number | null;
  created_at: string;
  updated_at: string;
}
/** A reminder as read with its medicine. */
export interface ReminderRow {
  id: string;
  reminder_time: string;
  enabled: boolean;
  is_critical: boolean;
}
export interface RefillRow {
  id: string;
  medicine_id: string;
  refill_date: string;
  quantity: number;
  cost: number | null;
  pharmacy_name: string | null;
  created_at: string;
}
export interface AdherenceLogRow {
  id: string;
  medicine_id: string;
  status: AdherenceStatus;
  taken_at: string;
  scheduled_time: string | null;
  scheduled_date: string | null;
}

export type MedicineWithReminders = MedicineRow & { reminders: ReminderRow[] };

/** The list filter (docs/rules/medicines.md): all, or one live category. */
export const MEDICINE_LIST_FILTERS = ["all", "short-term", "long-term"] as const;
export type MedicineListFilter = (typeof MEDICINE_LIST_FILTERS)[number];
export const MEDICINE_SEARCH_MAX = 100;

/** The `medicines` read: one page, long-term first then by name. */
export interface MedicineListResponse {
  items: MedicineWithReminders[];
  total: number;
  page: number;
  pageSize: number;
}

/** Adherence logs the detail read shows. */
export const MEDICINE_DETAIL_LOGS = 30;

/** The `medicine` read. */
export interface MedicineDetailResponse extends MedicineWithReminders {
  refills: RefillRow[];
  /** The latest 30, newest first. */
  adherence: AdherenceLogRow[];
}
