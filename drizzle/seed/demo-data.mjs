// The demo account's rows (demo@sushastho.app): three months of a lived-in account
// ending on `today` (yyyy-MM-dd in Asia/Dhaka), as plain rows keyed by column name,
// in an order that satisfies the foreign keys. scripts/seed-sql.mjs writes them as
// INSERT OR IGNORE; tests/unit/demo-seed.test.ts checks them against the app's rules.
//
// Same day, same rows: every value comes from generators seeded by names (see
// demo-random.mjs), never from the clock. Ids are derived from what a row is: a
// day's records by their date (a dose of a medicine on a date, the night of a
// date…), the story's rows by their part in it (the first visit, the headache two
// days ago, a refill). So a run on a later day keeps every row already there and
// adds only the days since: the history stays current and nothing is doubled.
// (An upcoming visit whose day has passed unmarked moves ahead: scripts/seed-sql.mjs.)
import { ACCOUNT_CREATED, APPOINTMENTS, MEDICAL_HISTORY, PROFILE, SETTINGS } from "./demo-patient.mjs";
import { addDays, dhakaDate, dhakaMs, DEMO_ZONE, iso, minutesOf } from "./demo-calendar.mjs";
import { buildAchievements, buildAdherenceLogs, buildMedicines, HISTORY_DAYS } from "./demo-doses.mjs";
import { buildActivity, buildHealthMetrics, buildSleepLogs, buildSymptoms } from "./demo-trackers.mjs";
import { demoId } from "./demo-random.mjs";

export const DEMO_USER = {
  id: "00000000-0000-7000-8000-000000000001",
  email: "demo@sushastho.app",
  password: "demo-password",
  name: PROFILE.full_name,
};

export { DEMO_ZONE, HISTORY_DAYS };

/** Today's date in Asia/Dhaka: the last day of the demo history. */
export const demoToday = (nowMs) => dhakaDate(nowMs);

const msOf = (today, { day, time }) => dhakaMs(addDays(today, day), minutesOf(time));

function buildAppointments(today, userId) {
  return APPOINTMENTS.map((a) => {
    const date = addDays(today, a.day);
    const booked = iso(msOf(today, a.booked));
    // A visit that happened was marked completed that evening.
    const updated = a.status === "completed" ? iso(dhakaMs(date, minutesOf(a.time) + 180)) : booked;
    return {
      id: demoId(`appointment:${a.key}`),
      user_id: userId,
      doctor_name: a.doctor_name,
      appointment_date: date,
      appointment_time: a.time,
      notes: a.notes,
      reminder_enabled: true,
      reminders: a.reminders,
      status: a.status,
      created_at: booked,
      updated_at: updated,
    };
  });
}

/**
 * Every demo row, by table, tables in insert order (parents first).
 * @param {string} today yyyy-MM-dd in Asia/Dhaka
 */
export function buildDemoData(today) {
  const userId = DEMO_USER.id;
  const createdMs = msOf(today, ACCOUNT_CREATED);
  const created = iso(createdMs);
  const perUser = (fields) => ({ user_id: userId, ...fields, created_at: created, updated_at: created });
  const { medicines, reminders, refills } = buildMedicines(today, userId);
  const adherence = buildAdherenceLogs(today, userId);
  const { steps, exercise } = buildActivity(today, userId);
  return {
    today,
    zone: DEMO_ZONE,
    user: { ...DEMO_USER, created_at_ms: createdMs },
    tables: {
      profiles: [perUser(PROFILE)],
      medical_history: [perUser(MEDICAL_HISTORY)],
      user_settings: [perUser(SETTINGS)],
      medicines,
      medicine_reminders: reminders,
      adherence_logs: adherence,
      medicine_refills: refills,
      achievements: buildAchievements(today, userId, adherence),
      sleep_logs: buildSleepLogs(today, userId),
      health_metrics: buildHealthMetrics(today, userId),
      symptom_logs: buildSymptoms(today, userId),
      step_logs: steps,
      exercise_logs: exercise,
      doctor_appointments: buildAppointments(today, userId),
    },
  };
}
