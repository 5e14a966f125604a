// The demo account's seed (drizzle/seed/demo-data.mjs): three months of rows that
// the app's own rules accept and that make its screens look lived-in.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildDemoData, DEMO_USER, demoToday, type DemoTables } from "../../drizzle/seed/demo-data.mjs";
import { DEMO_USER_ID } from "../../workers/lib/demo-account";
import { earnedAchievements, isAchievementName, isPerfectDay } from "../../app/domain/doses/achievements";
import { adherenceRate, todayStats } from "../../app/domain/doses/adherence";
import { appointmentCardState, splitAppointments, type AppointmentRow } from "../../app/domain/appointments/rules";
import { appointmentInsertSchemaAt } from "../../app/domain/appointments/schema";
import type { DoseInput, DoseLog } from "../../app/domain/doses/rules";
import { adherenceLogKey } from "../../app/domain/doses/log-key";
import { isLowStock } from "../../app/domain/medicines/stock";
import { adherenceLogInsertSchema, medicineInsertSchema, refillInsertSchema, reminderInsertSchema } from "../../app/domain/medicines/schema";
import { medicalHistorySchema, profileSchema } from "../../app/domain/profile/schema";
import { userSettingsSchema } from "../../app/domain/settings/schema";
import { durationMinutes, findOverlap, recordedAt, sleepAverage, type SleepLogRow } from "../../app/domain/sleep/rules";
import { sleepLogInsertSchema } from "../../app/domain/sleep/schema";
import { streakDays } from "../../app/domain/doses/streak";
import { symptomCardState } from "../../app/domain/trackers/symptoms";
import { exerciseLogInsertSchema, stepLogInsertSchema, symptomLogInsertSchema } from "../../app/domain/trackers/schema";
import { bloodPressureFlag } from "../../app/domain/health-metrics/rules";
import { healthMetricInsertSchema } from "../../app/domain/health-metrics/schema";
import { addDays, localDate, zonedInstant } from "../../app/domain/time/zoned-time";

const ZONE = "Asia/Dhaka";
const TODAY = "2025-03-15";
/** 13:00 in Dhaka: the morning doses are taken, the 14:00 and 21:00 ones to come. */
const NOW = zonedInstant(TODAY, 13 * 60, ZONE);
const data = buildDemoData(TODAY);
const t = data.tables;

type Row = DemoTables[keyof DemoTables][number];
/** What a client sends in an insert: the row without the columns the server sets (per-user rows have no id). */
const clientFields = ({ id: _id, user_id: _user, created_at: _c, updated_at: _u, ...rest }: Row & { id?: string }) => rest;
const doseInput = (logs: DoseLog[] = t.adherence_logs, now: Date = NOW): DoseInput => ({
  medicines: t.medicines,
  reminders: t.medicine_reminders,
  logs,
  now,
  zone: ZONE,
});

// The schemas' "not in the future" and "within 10 years" checks read the clock.
beforeAll(() => {
  vi.useFakeTimers({ toFake: ["Date"] });
  vi.setSystemTime(NOW);
});
afterAll(() => vi.useRealTimers());

describe("demo seed: the account", () => {
  it("is the one account the local seed route writes (workers/lib/demo-account.ts)", () => {
    expect(DEMO_USER.id).toBe(DEMO_USER_ID);
  });
});

describe("demo seed: deterministic", () => {
  // `data` was built before the clock was faked, this one after: neither the clock nor Math.random may matter.
  it("gives the same rows for the same day", () => {
    expect(JSON.stringify(buildDemoData(TODAY))).toBe(JSON.stringify(data));
  });

  it("ends on the day it is given", () => {
    const other = buildDemoData(addDays(TODAY, 1));
    const last = (tables: DemoTables) =>
      tables.adherence_logs
        .map((l) => l.scheduled_date!)
        .sort()
        .at(-1);
    expect(last(t)).toBe(TODAY);
    expect(last(other.tables)).toBe(addDays(TODAY, 1));
  });

  it("takes today in Asia/Dhaka", () => {
    expect(demoToday(Date.parse("2025-03-14T18:30:00Z"))).toBe("2025-03-15");
    expect(demoToday(Date.parse("2025-03-14T17:59:00Z"))).toBe("2025-03-14");
  });

  it("belongs to the demo account only, with ids unique across every table", () => {
    const rows = Object.values(t).flat();
    expect(new Set(rows.map((r) => r.user_id))).toEqual(new Set([DEMO_USER.id]));
    const ids = rows.flatMap((r) => ("id" in r ? [r.id] : []));
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe("demo seed: every row passes the app's insert schemas", () => {
  const cases: [string, Row[], (row: Row) => { success: boolean; error?: unknown }][] = [
    ["medicines", t.medicines, (r) => medicineInsertSchema.safeParse(clientFields(r))],
    ["medicine_reminders", t.medicine_reminders, (r) => reminderInsertSchema.safeParse(clientFields(r))],
    ["adherence_logs", t.adherence_logs, (r) => adherenceLogInsertSchema.safeParse(clientFields(r))],
    ["medicine_refills", t.medicine_refills, (r) => refillInsertSchema.safeParse(clientFields(r))],
    ["sleep_logs", t.sleep_logs, (r) => sleepLogInsertSchema.safeParse(clientFields(r))],
    ["health_metrics", t.health_metrics, (r) => healthMetricInsertSchema.safeParse(clientFields(r))],
    ["symptom_logs", t.symptom_logs, (r) => symptomLogInsertSchema.safeParse(clientFields(r))],
    ["step_logs", t.step_logs, (r) => stepLogInsertSchema.safeParse(clientFields(r))],
    ["exercise_logs", t.exercise_logs, (r) => exerciseLogInsertSchema.safeParse(clientFields(r))],
    // Checked at the moment it was booked: a visit already done was in the future then.
    ["doctor_appointments", t.doctor_appointments, (r) => appointmentInsertSchemaAt(() => new Date(r.created_at)).safeParse(clientFields(r))],
    ["profiles", t.profiles, (r) => profileSchema.safeParse(clientFields(r))],
    ["medical_history", t.medical_history, (r) => medicalHistorySchema.safeParse(clientFields(r))],
    ["user_settings", t.user_settings, (r) => userSettingsSchema.safeParse(clientFields(r))],
  ];
  it.each(cases)("%s", (_table, rows, parse) => {
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      const result = parse(row);
      expect(result.error, JSON.stringify(row)).toBeUndefined();
    }
  });

  it("stores values in the form the schemas would store them (HH:mm:ss, UTC ISO instants)", () => {
    for (const row of t.adherence_logs) expect(adherenceLogInsertSchema.parse(clientFields(row))).toEqual(clientFields(row));
    for (const row of t.sleep_logs) expect(sleepLogInsertSchema.parse(clientFields(row))).toEqual(clientFields(row));
    for (const row of Object.values(t).flat()) {
      expect(new Date(row.created_at).toISOString()).toBe(row.created_at);
      expect(row.updated_at >= row.created_at).toBe(true);
    }
  });

  it("achievements are names the app awards", () => {
    for (const a of t.achievements) expect(isAchievementName(a.achievement_name)).toBe(true);
  });
});

describe("demo seed: medicines and doses", () => {
  it("spans about 90 days ending today", () => {
    const dates = t.adherence_logs.map((l) => l.scheduled_date!).sort();
    expect(dates[0]).toBe(addDays(TODAY, -90));
    expect(dates.at(-1)).toBe(TODAY);
    for (const table of ["sleep_logs", "health_metrics", "symptom_logs", "step_logs", "exercise_logs"] as const) {
      const instants = t[table].map((r) => ("sleep_start" in r ? r.sleep_start : r.recorded_at));
      const local = instants.map((i) => localDate(i, ZONE)).sort();
      expect(local[0] >= addDays(TODAY, -91), table).toBe(true);
      expect(local.at(-1)! <= TODAY, table).toBe(true);
      expect(local.at(-1)! >= addDays(TODAY, -3), table).toBe(true);
    }
  });

  it("logs each dose at most once (the unique index on medicine, scheduled time and day)", () => {
    const keys = t.adherence_logs.map((l) => adherenceLogKey(l, ZONE)).filter((k) => k !== null);
    expect(keys.length).toBeGreaterThan(400);
    expect(new Set(keys).size).toBe(keys.length);
    const columns = t.adherence_logs.filter((l) => l.scheduled_time).map((l) => `${l.medicine_id}|${l.scheduled_time}|${l.scheduled_date}`);
    expect(new Set(columns).size).toBe(columns.length);
  });

  it("every scheduled log matches an enabled reminder of its medicine, after the medicine was added", () => {
    const created = new Map(t.medicines.map((m) => [m.id, m.created_at]));
    const times = new Set(t.medicine_reminders.map((r) => `${r.medicine_id}|${r.reminder_time}:00`));
    for (const l of t.adherence_logs) {
      if (!l.scheduled_time) continue;
      expect(times.has(`${l.medicine_id}|${l.scheduled_time}`)).toBe(true);
      const due = zonedInstant(l.scheduled_date!, Number(l.scheduled_time.slice(0, 2)) * 60 + Number(l.scheduled_time.slice(3, 5)), ZONE);
      expect(due.toISOString() >= created.get(l.medicine_id)!).toBe(true);
    }
  });

  it("has an adherence rate of 85–92% over the last 30 days, with some doses skipped and some missed", () => {
    const rate = adherenceRate(doseInput()).rate!;
    expect(rate).toBeGreaterThanOrEqual(0.85);
    expect(rate).toBeLessThanOrEqual(0.92);
    const statuses = new Set(t.adherence_logs.map((l) => l.status));
    expect(statuses).toEqual(new Set(["taken", "skipped", "missed"]));
  });

  it("misses more at night than in the morning", () => {
    const missedShare = (time: string) => {
      const at = t.adherence_logs.filter((l) => l.scheduled_time === time);
      return at.filter((l) => l.status !== "taken").length / at.length;
    };
    expect(missedShare("21:00:00")).toBeGreaterThan(missedShare("08:00:00"));
  });

  it("shows a current streak of 3 days or more, and today's morning doses taken with the rest to come", () => {
    expect(streakDays(t.adherence_logs, NOW, ZONE)).toBeGreaterThanOrEqual(3);
    const today = todayStats(doseInput());
    expect(today.taken).toBeGreaterThanOrEqual(2);
    expect(today.pending).toBeGreaterThanOrEqual(2);
    expect(today.missed).toBe(0);
  });

  it("has logs in the window the doses read reads (32 days)", () => {
    const since = new Date(NOW.getTime() - 32 * 86_400_000).toISOString();
    expect(t.adherence_logs.filter((l) => l.taken_at >= since).length).toBeGreaterThan(100);
  });

  it("has exactly one medicine low on stock, an as-needed one, and 1–3 refills", () => {
    expect(t.medicines.filter((m) => isLowStock(m.stock_quantity))).toHaveLength(1);
    expect(t.medicines.some((m) => m.frequency === "as-needed")).toBe(true);
    expect(t.medicine_refills.length).toBeGreaterThanOrEqual(1);
    expect(t.medicine_refills.length).toBeLessThanOrEqual(3);
    for (const r of t.medicine_refills) expect(t.medicines.some((m) => m.id === r.medicine_id)).toBe(true);
  });

  it("holds every achievement the data earns, each earned when UserHub would have awarded it", () => {
    const names = t.achievements.map((a) => a.achievement_name);
    const allDays = [...new Set(t.adherence_logs.map((l) => l.scheduled_date!))];
    for (const name of earnedAchievements({ ...doseInput(), perfectDayCandidates: allDays })) expect(names).toContain(name);
    expect(names).toEqual(expect.arrayContaining(["first-dose", "streak-3", "perfect-day"]));
    for (const a of t.achievements) {
      const logsThen = t.adherence_logs.filter((l) => l.taken_at <= a.earned_at);
      const earning = logsThen.find((l) => l.taken_at === a.earned_at && l.status === "taken")!;
      expect(earning, a.achievement_name).toBeDefined();
      const streak = /^streak-(\d+)$/.exec(a.achievement_name);
      if (streak) expect(streakDays(logsThen, a.earned_at, ZONE)).toBeGreaterThanOrEqual(Number(streak[1]));
      if (a.achievement_name === "perfect-day") expect(isPerfectDay(doseInput(logsThen), earning.scheduled_date!)).toBe(true);
    }
  });
});

describe("demo seed: trackers and appointments", () => {
  it("logs sleep on most nights, 6–8 hours on average, a few short nights, no overlaps", () => {
    const logs: SleepLogRow[] = t.sleep_logs;
    expect(logs.length).toBeGreaterThanOrEqual(70);
    expect(logs.length).toBeLessThanOrEqual(90);
    for (const l of logs) {
      expect(l.recorded_at).toBe(recordedAt(l.sleep_start, ZONE));
      expect(l.duration_minutes).toBe(durationMinutes(l.sleep_start, l.sleep_end!));
      expect(findOverlap({ sleep_start: l.sleep_start, sleep_end: l.sleep_end! }, logs, l.id)).toBeNull();
    }
    const average = sleepAverage(logs, NOW, 30).minutes!;
    expect(average).toBeGreaterThanOrEqual(360);
    expect(average).toBeLessThanOrEqual(480);
    expect(logs.filter((l) => l.duration_minutes! < 330).length).toBeGreaterThanOrEqual(2);
    expect(new Set(logs.map((l) => l.quality_rating)).size).toBeGreaterThanOrEqual(4);
    // Last night is logged, so the dashboard's sleep card has it.
    expect(logs.some((l) => l.recorded_at === zonedInstant(addDays(TODAY, -1), 0, ZONE).toISOString())).toBe(true);
  });

  it("measures blood pressure 2–4 times a week, improving, with a few high readings", () => {
    const bp = t.health_metrics.filter((m) => m.metric_type === "blood_pressure").sort((a, b) => (a.recorded_at < b.recorded_at ? -1 : 1));
    expect(bp.length).toBeGreaterThanOrEqual(26);
    expect(bp.length).toBeLessThanOrEqual(52);
    const mean = (rows: typeof bp) => rows.reduce((s, r) => s + r.systolic!, 0) / rows.length;
    expect(mean(bp.slice(0, 10))).toBeGreaterThan(mean(bp.slice(-10)) + 5);
    const high = bp.filter((r) => bloodPressureFlag(r.systolic!, r.diastolic!) === "high").length;
    expect(high).toBeGreaterThanOrEqual(3);
    expect(high).toBeLessThan(bp.length / 2);
  });

  it("measures fasting and after-meal glucose, and weight about weekly", () => {
    const glucose = t.health_metrics.filter((m) => m.metric_type === "blood_glucose");
    const byContext = (c: string) => glucose.filter((g) => g.glucose_context === c).length;
    expect(byContext("fasting")).toBeGreaterThanOrEqual(20);
    expect(byContext("after-meal")).toBeGreaterThanOrEqual(10);
    const weight = t.health_metrics.filter((m) => m.metric_type === "weight");
    expect(weight.length).toBeGreaterThanOrEqual(10);
    expect(weight.length).toBeLessThanOrEqual(14);
  });

  it("has steps on some days, a handful of symptoms and a recent one", () => {
    expect(t.step_logs.length).toBeGreaterThanOrEqual(30);
    expect(t.step_logs.length).toBeLessThan(90);
    expect(new Set(t.step_logs.map((s) => s.log_date)).size).toBe(t.step_logs.length);
    expect(t.symptom_logs.length).toBeGreaterThanOrEqual(5);
    expect(t.symptom_logs.length).toBeLessThanOrEqual(20);
    expect(symptomCardState(t.symptom_logs, NOW)).toBe("active");
  });

  it("has two completed visits and an upcoming one on the dashboard card", () => {
    const rows: AppointmentRow[] = t.doctor_appointments;
    const { upcoming, past } = splitAppointments(rows, NOW, ZONE);
    expect(past.map((a) => a.status)).toEqual(["completed", "completed"]);
    expect(upcoming.length).toBeGreaterThanOrEqual(1);
    expect(upcoming.length).toBeLessThanOrEqual(2);
    expect(appointmentCardState(rows, NOW, ZONE).kind).toBe("upcoming");
  });
});

describe("demo seed: a run on a later day", () => {
  // INSERT OR IGNORE keeps the rows already there (same id) and adds the new ones.
  const later = buildDemoData(addDays(TODAY, 9));
  const merged = <K extends keyof DemoTables>(table: K): DemoTables[K] => {
    const rows = new Map<string, DemoTables[K][number]>();
    for (const r of [...t[table], ...later.tables[table]]) {
      const key = "id" in r ? r.id : r.user_id;
      if (!rows.has(key)) rows.set(key, r);
    }
    return [...rows.values()] as DemoTables[K];
  };

  it("gives a row that already exists the same id, so nothing is doubled", () => {
    const logs = merged("adherence_logs");
    const keys = logs.filter((l) => l.scheduled_time).map((l) => `${l.medicine_id}|${l.scheduled_time}|${l.scheduled_date}`);
    expect(new Set(keys).size).toBe(keys.length);
    const sleep: SleepLogRow[] = merged("sleep_logs");
    for (const l of sleep) expect(findOverlap({ sleep_start: l.sleep_start, sleep_end: l.sleep_end! }, sleep, l.id)).toBeNull();
    const readings = merged("health_metrics").map((m) => `${m.metric_type}|${m.glucose_context}|${localDate(m.recorded_at, ZONE)}`);
    expect(new Set(readings).size).toBe(readings.length);
    expect(merged("adherence_logs").length).toBeGreaterThan(t.adherence_logs.length);
  });

  it("keeps the story's rows (visits, symptoms, refills, achievements) instead of adding shifted copies", () => {
    for (const table of ["doctor_appointments", "symptom_logs", "medicine_refills", "achievements", "medicines"] as const) {
      expect(merged(table).length, table).toBe(t[table].length);
    }
    const sos = (rows: DemoTables["adherence_logs"]) => rows.filter((l) => l.scheduled_time === null).length;
    expect(sos(merged("adherence_logs"))).toBe(sos(t.adherence_logs));
  });

  it("keeps the streak going through the new days", () => {
    const now = zonedInstant(addDays(TODAY, 9), 13 * 60, ZONE);
    expect(streakDays(merged("adherence_logs"), now, ZONE)).toBeGreaterThanOrEqual(3);
  });
});
