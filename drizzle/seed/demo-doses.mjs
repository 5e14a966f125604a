// The demo account's medicines: the medicine rows, their reminders, three months
// of adherence logs, the refills and the achievements those logs earn.
//
// The dose history follows a patient who is mostly regular: the morning doses go
// with breakfast, lunch is often away from home, night doses are forgotten most on
// the weekend (Friday and Saturday); she gets a little better after the first
// weeks. A taken dose is marked a few minutes after its time, now and then an hour
// or two late (then it is taken but not on time); a dose not taken is skipped, or
// logged missed 15 minutes after its time (what UserHub's missed check writes).
// One day (the trip in demo-patient.mjs) is missed whole. Today the doses before
// noon are taken and the later ones are still to come.
import { MEDICINES, REFILLS, SYMPTOMS, TRAVEL_DAY } from "./demo-patient.mjs";
import { addDays, dhakaDate, dhakaMs, epochDay, iso, minutesOf, weekOf } from "./demo-calendar.mjs";
import { demoId, rngFor } from "./demo-random.mjs";

/** Days of history before today (today is day 0). */
export const HISTORY_DAYS = 90;
/** Today's doses before this time (minutes) are taken; later ones are pending. */
const TODAY_TAKEN_BEFORE = 12 * 60;
const MINUTE_MS = 60_000;
const cmp = (a, b) => (a < b ? -1 : a > b ? 1 : 0);

/** Share of doses taken at each time of day. */
const TAKE_SHARE = { "07:30": 0.93, "08:00": 0.96, "14:00": 0.87, "21:00": 0.9 };
/** The first weeks she was still getting used to it. */
const SETTLING_DAYS = 21;
const SETTLING_PENALTY = 0.04;
/** Noon and night doses are forgotten twice as often on the weekend (Friday, Saturday). */
const WEEKEND_WEIGHT = { "14:00": 2, "21:00": 2 };
/** Of the doses not taken, this share is marked skipped; the rest are logged missed. */
const SKIPPED_SHARE = 0.3;
/** A dose taken with the others of its time is sometimes skipped alone (stomach upset, ran out). */
const SINGLE_SKIP_CHANCE = 0.015;
/** Share of doses marked more than an hour late (taken, not on time). */
const LATE_SHARE = 0.03;
/** UserHub logs a dose missed 15 minutes and 1 second after its time, plus its alarm's delay. */
const MISSED_AFTER_MS = 15 * MINUTE_MS + 1000;
/** The streak reads this many latest taken logs (app/domain/doses/rules.ts STREAK_LOGS_READ). */
const STREAK_LOGS_READ = 30;
/** app/domain/doses/achievements.ts STREAK_ACHIEVEMENTS. */
const STREAK_ACHIEVEMENTS = [
  ["streak-3", 3],
  ["streak-7", 7],
  ["streak-30", 30],
];
const ACHIEVEMENT_ORDER = ["first-dose", "streak-3", "streak-7", "streak-30", "perfect-day"];

export const medicineId = (key) => demoId(`medicine:${key}`);

/** The instant a medicine was entered, in ms. */
const addedMs = (today, med) => dhakaMs(addDays(today, med.added.day), minutesOf(med.added.time));

export function buildMedicines(today, userId) {
  const medicines = MEDICINES.map((m) => {
    const at = iso(addedMs(today, m));
    return {
      id: medicineId(m.key),
      user_id: userId,
      name: m.name,
      dosage: m.dosage,
      timing: m.timing,
      frequency: m.frequency,
      category: m.category,
      stock_quantity: m.stock,
      duration: m.duration,
      notes: m.notes,
      image_url: null,
      // docs/rules/medicines.md, "As needed (SOS)": the prescription's limits, where it gives them.
      max_per_day: m.maxPerDay ?? null,
      min_gap_hours: m.minGapHours ?? null,
      created_at: at,
      updated_at: at,
    };
  });
  const reminders = MEDICINES.flatMap((m) =>
    m.times.map((time) => {
      const at = iso(addedMs(today, m));
      return {
        id: demoId(`reminder:${m.key}:${time}`),
        user_id: userId,
        medicine_id: medicineId(m.key),
        reminder_time: time,
        enabled: true,
        is_critical: m.critical,
        created_at: at,
        updated_at: at,
      };
    }),
  );
  const refills = REFILLS.map((r) => {
    const date = addDays(today, r.day);
    const at = iso(dhakaMs(date, minutesOf(r.time)));
    return {
      id: demoId(`refill:${r.key}`),
      user_id: userId,
      medicine_id: medicineId(r.medicine),
      refill_date: date,
      quantity: r.quantity,
      cost: r.cost,
      pharmacy_name: r.pharmacy,
      created_at: at,
      updated_at: at,
    };
  });
  return { medicines, reminders, refills };
}

/** The scheduled times of day, each with the medicines due then. */
function slots() {
  const byTime = new Map();
  for (const m of MEDICINES) for (const t of m.times) byTime.set(t, [...(byTime.get(t) ?? []), m]);
  return [...byTime.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([time, meds]) => ({ time, meds }));
}

/**
 * How many of a week's doses at one time of day go a way, `perWeek` on average:
 * the whole part every week and the fraction spread evenly over the weeks (a
 * phase per time of day, counted from a fixed week, so a week always gets the same
 * number). Any 30 days then hold close to the intended share, so the adherence
 * rate the app shows stays near 85–92% whichever day the seed runs.
 */
function weeklyCount(weekStart, perWeek, phaseName) {
  const week = Math.floor(epochDay(weekStart) / 7);
  const phase = rngFor(phaseName).next();
  return Math.floor((week + 1) * perWeek + phase) - Math.floor(week * perWeek + phase);
}

/** `count` distinct days of the week starting `weekStart`, drawn with the given weights. */
function drawDays(r, weekStart, count, weights) {
  const w = [...weights];
  const chosen = new Set();
  for (let n = 0; n < count && w.some((x) => x > 0); n++) {
    let pick = r.next() * w.reduce((a, b) => a + b, 0);
    let i = 0;
    while (i < 6 && (pick >= w[i] || w[i] === 0)) pick -= w[i++];
    chosen.add(addDays(weekStart, i));
    w[i] = 0;
  }
  return chosen;
}

/**
 * A week's plan for the doses at `time` (weeks run Saturday to Friday in
 * Bangladesh, see weekOf): the days they are not taken (more often on the weekend for noon and
 * night) and the days they are taken more than an hour late.
 */
function weekPlan(weekStart, time, settling) {
  const r = rngFor(`week:${weekStart}:${time}`);
  const share = (TAKE_SHARE[time] ?? 0.92) - (settling ? SETTLING_PENALTY : 0);
  const weekendWeight = WEEKEND_WEIGHT[time] ?? 1;
  const notTaken = drawDays(r, weekStart, weeklyCount(weekStart, 7 * (1 - share), `miss-phase:${time}`), [weekendWeight, 1, 1, 1, 1, 1, weekendWeight]);
  const lateWeights = Array.from({ length: 7 }, (_, i) => (notTaken.has(addDays(weekStart, i)) ? 0 : 1));
  const late = drawDays(r, weekStart, weeklyCount(weekStart, 7 * LATE_SHARE, `late-phase:${time}`), lateWeights);
  return { notTaken, late };
}

function logRow(userId, med, status, takenMs, time, date, idName = `adherence:${med.key}:${date}:${time}`) {
  const at = iso(takenMs);
  return {
    id: demoId(idName),
    user_id: userId,
    medicine_id: medicineId(med.key),
    status,
    taken_at: at,
    scheduled_time: time === null ? null : `${time}:00`,
    scheduled_date: date,
    created_at: at,
    updated_at: at,
  };
}

/** Every adherence log from HISTORY_DAYS days ago to today. */
export function buildAdherenceLogs(today, userId) {
  const logs = [];
  for (let day = -HISTORY_DAYS; day <= 0; day++) {
    const date = addDays(today, day);
    for (const { time, meds } of slots()) {
      const dueMs = dhakaMs(date, minutesOf(time));
      const due = meds.filter((m) => addedMs(today, m) <= dueMs);
      if (due.length === 0) continue;
      if (day === 0 && minutesOf(time) >= TODAY_TAKEN_BEFORE) continue;
      const r = rngFor(`dose:${date}:${time}`);
      const week = weekOf(date);
      const settling = day - week.index + HISTORY_DAYS < SETTLING_DAYS; // the week began in her first weeks
      const plan = weekPlan(week.start, time, settling);
      const taken = day === 0 || (day !== TRAVEL_DAY && !plan.notTaken.has(date));
      const skipped = r.chance(SKIPPED_SHARE);
      const late = day !== 0 && plan.late.has(date);
      // Mostly a few minutes after the reminder, sometimes just before it.
      const offsetMinutes = late ? r.int(65, 150) : Math.max(-8, Math.min(28, Math.round(r.normal(6, 6))));
      const seconds = r.int(0, 59);
      for (const med of due) {
        let status = taken ? "taken" : skipped ? "skipped" : "missed";
        if (status === "taken" && day !== 0 && rngFor(`dose:${date}:${time}:${med.key}`).chance(SINGLE_SKIP_CHANCE)) status = "skipped";
        const takenMs =
          status === "missed"
            ? dueMs + MISSED_AFTER_MS + seconds * 500
            : status === "skipped"
              ? dueMs + r.int(1, 20) * MINUTE_MS + seconds * 1000
              : dueMs + offsetMinutes * MINUTE_MS + seconds * 1000;
        logs.push(logRow(userId, med, status, takenMs, time, date));
      }
    }
  }
  // As-needed Paracetamol, about 20 minutes after a headache or a painful knee was noted.
  const sos = MEDICINES.find((m) => m.frequency === "as-needed");
  for (const s of SYMPTOMS) {
    if (!s.paracetamol || s.day < -HISTORY_DAYS) continue;
    const date = addDays(today, s.day);
    const ms = dhakaMs(date, minutesOf(s.time)) + rngFor(`sos:${date}`).int(10, 35) * MINUTE_MS;
    // Named after its symptom, like the symptom row: a later run adds neither again.
    logs.push(logRow(userId, sos, "taken", ms, null, date, `adherence:${sos.key}:symptom:${s.type}:${s.day}`));
  }
  return logs.sort((a, b) => cmp(a.taken_at, b.taken_at) || cmp(a.id, b.id));
}

/**
 * The achievements the logs earn, each at the moment UserHub would have awarded it:
 * after each taken log, in the order they were marked, with the rules of
 * app/domain/doses/achievements.ts (the streak from the 30 latest taken logs, a perfect day
 * when every scheduled dose of the day is taken, counting medicines entered by then).
 */
export function buildAchievements(today, userId, logs) {
  const earned = new Map();
  const earn = (name, at) => {
    if (!earned.has(name)) earned.set(name, at);
  };
  const takenSoFar = [];
  const statusByDose = new Map();
  const scheduled = MEDICINES.flatMap((m) => m.times.map((time) => ({ m, time })));
  for (const log of logs) {
    const doseKey = `${log.medicine_id}|${log.scheduled_date}|${log.scheduled_time}`;
    if (log.scheduled_time && !statusByDose.has(doseKey)) statusByDose.set(doseKey, log.status);
    if (log.status !== "taken") continue;
    takenSoFar.push(log);
    earn("first-dose", log.taken_at);
    const days = new Set(takenSoFar.slice(-STREAK_LOGS_READ).map((l) => l.scheduled_date));
    let day = dhakaDate(Date.parse(log.taken_at));
    if (!days.has(day)) day = addDays(day, -1);
    let streak = 0;
    while (days.has(day)) {
      streak++;
      day = addDays(day, -1);
    }
    for (const [name, n] of STREAK_ACHIEVEMENTS) if (streak >= n) earn(name, log.taken_at);
    if (log.scheduled_time) {
      const date = log.scheduled_date;
      const dueThatDay = scheduled.filter(({ m }) => dhakaDate(addedMs(today, m)) <= date);
      const perfect = dueThatDay.every(({ m, time }) => statusByDose.get(`${medicineId(m.key)}|${date}|${time}:00`) === "taken");
      if (dueThatDay.length > 0 && perfect) earn("perfect-day", log.taken_at);
    }
  }
  return ACHIEVEMENT_ORDER.filter((n) => earned.has(n)).map((name) => ({
    id: demoId(`achievement:${name}`),
    user_id: userId,
    achievement_name: name,
    earned_at: earned.get(name),
    created_at: earned.get(name),
    updated_at: earned.get(name),
  }));
}
