// What a new row holds in each column its insert left out: the hub's column defaults
// (drizzle/schema), written once here for the client's appliers, which build the row a
// screen shows before the server has it. Each table's contract points at its entry
// (table-contracts.ts), and tests/unit/table-contracts.test.ts fails when an entry and the
// hub's schema disagree, so an applier cannot drift from the server's defaults.
// Kept apart from the contracts so that the appliers do not bring every schema into the page.
import { SEVERITY_DEFAULT } from "./trackers/symptoms";
import { DEFAULT_SNOOZE_MINUTES } from "./reminders/snooze";

/** A column the hub stamps with the time of the write: the op's time on the client. */
export const NOW = "$now";

type Default = string | number | boolean | null | readonly never[];

export const ROW_DEFAULTS = {
  medicines: {
    dosage: null,
    timing: null,
    frequency: "once-daily",
    category: "long-term",
    stock_quantity: null,
    duration: null,
    notes: null,
    image_url: null,
    pill_shape: null,
    pill_colors: null,
    snooze_minutes: DEFAULT_SNOOZE_MINUTES,
    schedule: null,
    max_per_day: null,
    min_gap_hours: null,
  },
  medicine_history: {
    medicine_id: null,
    medicine_name: null,
    dosage: null,
    is_active: true,
    start_date: null,
    end_date: null,
    last_taken_at: null,
    end_reason: null,
  },
  medicine_reminders: { enabled: true, is_critical: false },
  medicine_refills: { cost: null, pharmacy_name: null },
  adherence_logs: { taken_at: NOW, scheduled_time: null, scheduled_date: null },
  health_metrics: {
    systolic: null,
    diastolic: null,
    pulse: null,
    glucose_mmol: null,
    glucose_context: null,
    weight_kg: null,
    value_json: null,
    notes: null,
    recorded_at: NOW,
  },
  lab_reports: { lab_name: null, doctor_name: null, report_date: null, file_key: null, file_type: null, notes: null },
  lab_trends: { lab_report_id: null, unit: null, reference_min: null, reference_max: null, notes: null },
  sleep_logs: { sleep_end: null, duration_minutes: null, quality_rating: null, notes: null, sleep_type: "manual", recorded_at: null },
  symptom_logs: { severity: SEVERITY_DEFAULT, duration: null, notes: null, recorded_at: NOW },
  step_logs: { recorded_at: NOW },
  exercise_logs: { intensity: null, notes: null, recorded_at: NOW },
  doctor_appointments: { notes: null, reminder_enabled: true, reminders: [], status: "scheduled" },
  saved_prescriptions: { image_key: null, prescribing_date: null, doctor_name: null, notes: null },
  doctor_favorites: {},
  education_bookmarks: {},
} as const satisfies Record<string, Record<string, Default>>;

export type RowDefaultsTable = keyof typeof ROW_DEFAULTS;

/**
 * The row an insert op makes, as the hub makes it: the table's defaults (NOW is the op's
 * time), then the op's data, then its id. The applier still reads the fields its answer shows.
 */
export function rowOfInsert(table: RowDefaultsTable, op: { id: string; data: Record<string, unknown>; clientTime: string }): Record<string, unknown> {
  const row: Record<string, unknown> = Object.fromEntries(Object.entries(ROW_DEFAULTS[table]).map(([k, v]) => [k, v === NOW ? op.clientTime : v]));
  // A field set to undefined is left out, as JSON leaves it out on its way to the hub.
  for (const [k, v] of Object.entries(op.data)) if (v !== undefined) row[k] = v;
  row.id = op.id;
  return row;
}
