// What one simulated user sends: the medicines and reminders they set up once, then a
// day of the app's use: the dashboard opened in the morning and the evening, each dose
// marked taken, a blood pressure and a glucose reading, last night's sleep, a symptom.
// Each action is one POST /api/sync with the ops the app's outbox sends for it
// (app/domain/sync/op.ts: UUIDv7 op and row ids), and every op's data passes its table's
// insert schema in app/domain/*/schema.ts and app/domain/sync/op-schema.ts (tests/unit/bench-scale-day.test.ts checks).
import { uuidv7 } from "uuidv7";

/** Each user's medicines; each has a morning and an evening reminder. */
export const MEDICINES = [
  { name: "Metformin", dosage: "500 mg" },
  { name: "Amlodipine", dosage: "5 mg" },
];
export const REMINDER_TIMES = ["08:00", "21:00"];

/** The dashboard as a server-rendered /dashboard reads it: the app shell's reads (app/routes/app-frame.tsx) and its own (app/routes/dashboard.tsx). */
export const DASHBOARD_READS = [
  ["settings", null],
  ["profile", null],
  ["doses", null],
  ["premium", null],
  ["appointments", null],
  ["sleep", null],
  ["symptoms", null],
  ["educationDashboard", { lang: "en" }],
];
export const DASHBOARD_PATH = `/api/read?reads=${encodeURIComponent(JSON.stringify(DASHBOARD_READS))}`;

const op = (table, data, now) => ({ opId: uuidv7(), table, type: "insert", id: uuidv7(), data, clientTime: now().toISOString() });

/** yyyy-MM-dd in Asia/Dhaka (UTC+6 all year), the day a dose is scheduled on. */
export const dhakaDate = (date) => new Date(date.getTime() + 6 * 3_600_000).toISOString().slice(0, 10);

/** The setup: one sync per medicine, with its two reminders. Returns { syncs, medicineIds }. */
export function setupSyncs(now = () => new Date()) {
  const medicineIds = [];
  const syncs = MEDICINES.map((m) => {
    const medicine = op("medicines", { ...m, frequency: "twice-daily", category: "long-term", stock_quantity: 60 }, now);
    medicineIds.push(medicine.id);
    return [medicine, ...REMINDER_TIMES.map((time) => op("medicine_reminders", { medicine_id: medicine.id, reminder_time: time }, now))];
  });
  return { syncs, medicineIds };
}

/**
 * The day's steps in order: { kind: "dashboard" } or { kind: "sync", what, ops }.
 * Ops are made when the step is sent (`make()`), so their clientTime and taken_at are
 * the moment the user taps, as in the app.
 */
export function daySteps(medicineIds, now = () => new Date()) {
  const dose = (medicineId, time) => () => {
    const t = now();
    return [
      op("adherence_logs", { medicine_id: medicineId, status: "taken", taken_at: t.toISOString(), scheduled_time: time, scheduled_date: dhakaDate(t) }, now),
    ];
  };
  const doses = (time) => medicineIds.map((id) => ({ kind: "sync", what: "dose", make: dose(id, time) }));
  const sync = (what, table, data) => ({ kind: "sync", what, make: () => [op(table, data(now()), now)] });
  return [
    { kind: "dashboard" },
    ...doses(REMINDER_TIMES[0]),
    sync("reading", "health_metrics", (t) => ({ metric_type: "blood_pressure", systolic: 128, diastolic: 84, pulse: 76, recorded_at: t.toISOString() })),
    sync("reading", "health_metrics", (t) => ({ metric_type: "blood_glucose", glucose_mmol: 6.4, glucose_context: "fasting", recorded_at: t.toISOString() })),
    sync("sleep", "sleep_logs", (t) => ({
      sleep_start: new Date(t.getTime() - 8 * 3_600_000).toISOString(),
      sleep_end: new Date(t.getTime() - 60 * 60_000).toISOString(),
      duration_minutes: 420,
      quality_rating: 4,
      sleep_type: "manual",
    })),
    sync("symptom", "symptom_logs", (t) => ({ symptom_type: "headache", severity: 3, recorded_at: t.toISOString() })),
    { kind: "dashboard" },
    ...doses(REMINDER_TIMES[1]),
  ];
}

/** The sync measured one endpoint at a time: one weight reading. */
export const oneReading = (now = () => new Date()) => [op("health_metrics", { metric_type: "weight", weight_kg: 61.5, recorded_at: now().toISOString() }, now)];
