// The demo account's trackers over the last three months: sleep most nights,
// blood pressure 2–4 times a week (high at first, better since the medicines),
// fasting and after-meal glucose, weight every Friday, steps and morning walks on
// many days, and the symptoms of demo-patient.mjs. Nothing is dated later than
// today's early morning, except what demo-doses.mjs marks for this morning.
import { SYMPTOMS, TRAVEL_DAY } from "./demo-patient.mjs";
import { addDays, dhakaMs, iso, weekday, weekOf } from "./demo-calendar.mjs";
import { HISTORY_DAYS } from "./demo-doses.mjs";
import { demoId, rngFor } from "./demo-random.mjs";

const MINUTE_MS = 60_000;
const at = (h, m = 0) => h * 60 + m;

/** 0 on the first day of the history, 1 today: how far her treatment has come. */
const progress = (day) => Math.min(1, Math.max(0, (day + HISTORY_DAYS) / HISTORY_DAYS));
const oneDecimal = (v) => Math.round(v * 10) / 10;
const clamp = (v, min, max) => Math.min(max, Math.max(min, v));

/** Days of the history before today, oldest first. */
const pastDays = () => Array.from({ length: HISTORY_DAYS }, (_, i) => i - HISTORY_DAYS);

/** The week's days (0 = Saturday, the first day of the week in Bangladesh) chosen for a reading of `kind`. */
function weekPick(date, kind, min, max) {
  const { start, index } = weekOf(date);
  const r = rngFor(`${kind}-week:${start}`);
  return r.sample([0, 1, 2, 3, 4, 5, 6], r.int(min, max)).includes(index);
}

function row(table, key, userId, fields, createdMs) {
  const created = iso(createdMs);
  return { id: demoId(`${table}:${key}`), user_id: userId, ...fields, created_at: created, updated_at: created };
}

const SLEEP_NOTES = [
  "Woke up for Fajr prayer, slept again after.",
  "Neighbours' wedding music until late.",
  "Power cut, too hot to sleep well.",
  "রাতে বারবার ঘুম ভেঙেছে।",
  "Slept well after the evening walk.",
  "Woke up twice to drink water.",
];

export function buildSleepLogs(today, userId) {
  const logs = [];
  for (const day of pastDays()) {
    const night = addDays(today, day);
    const r = rngFor(`sleep:${night}`);
    const recent = day >= -3;
    if (!recent && r.chance(0.1)) continue;
    const lateNight = weekday(night) === 4; // Thursday night: the weekend begins
    let bed = Math.round(clamp(r.normal(at(23, 15) + (lateNight ? 40 : 0), 25), at(22, 10), at(24, 50)));
    let wake = Math.round(clamp(r.normal(at(6, 15) + (lateNight ? 50 : 0), 15), at(5, 20), at(7, 40)));
    const short = day === TRAVEL_DAY || (!recent && r.chance(0.08));
    if (short) wake = bed - at(24) + r.int(270, 340);
    const tracked = r.chance(0.35);
    const round5 = (m) => (tracked ? m : Math.round(m / 5) * 5);
    bed = round5(bed);
    wake = round5(wake);
    const startMs = dhakaMs(night, bed) + (tracked ? r.int(0, 59) * 1000 : 0);
    const endMs = dhakaMs(night, at(24) + wake) + (tracked ? r.int(0, 59) * 1000 : 0);
    const minutes = Math.round((endMs - startMs) / MINUTE_MS);
    const quality = minutes >= 420 ? (r.chance(0.3) ? 5 : 4) : minutes >= 360 ? r.pick([3, 4, 4]) : minutes >= 300 ? r.pick([2, 3]) : r.pick([1, 2]);
    const note = day === TRAVEL_DAY ? "At the wedding house in Sylhet, too noisy to sleep." : r.chance(0.1) ? r.pick(SLEEP_NOTES) : null;
    const entry = {
      sleep_start: iso(startMs),
      sleep_end: iso(endMs),
      duration_minutes: minutes,
      quality_rating: quality,
      notes: note,
      sleep_type: tracked ? "tracked" : "manual",
      recorded_at: iso(dhakaMs(night, 0)),
    };
    const log = row("sleep", night, userId, entry, tracked ? startMs : endMs + r.int(5, 90) * MINUTE_MS);
    if (tracked) log.updated_at = iso(endMs);
    logs.push(log);
  }
  return logs;
}

const BP_NOTES = {
  morning: ["After the morning walk.", "Before breakfast.", "সকালে নাস্তার আগে মাপা।"],
  evening: ["Felt tense today.", "Measured at the pharmacy.", "সন্ধ্যায় মাপা।"],
};

/** Readings tied to a day of the story (the trip, the dizzy morning, the bad headache). */
const BP_EVENTS = {
  [TRAVEL_DAY + 1]: { time: at(8, 10), systolic: 158, diastolic: 98, notes: "Missed yesterday's medicines on the trip." },
  [-23]: { time: at(7, 20), systolic: 112, diastolic: 70, notes: "Felt dizzy after getting up." },
  [-63]: { time: at(11, 40), systolic: 162, diastolic: 101, notes: "Bad headache." },
};

export function buildHealthMetrics(today, userId) {
  const rows = [];
  const metric = (key, fields, ms) => rows.push(row("metric", key, userId, { ...fields, recorded_at: iso(ms) }, ms));
  for (const day of pastDays()) {
    const date = addDays(today, day);
    const p = progress(day);
    const event = BP_EVENTS[day];
    if (event || weekPick(date, "bp", 2, 4)) {
      const r = rngFor(`bp:${date}`);
      const morning = r.chance(0.7);
      const time = event?.time ?? (morning ? r.int(at(7), at(8, 40)) : r.int(at(19), at(21, 30)));
      let systolic = Math.round(r.normal(141 - 11 * p, 5));
      let diastolic = Math.round(r.normal(88 - 6 * p, 3.5));
      if (r.chance(0.07)) {
        systolic += r.int(10, 18);
        diastolic += r.int(5, 9);
      }
      const pulse = Math.round(r.normal(80 - 4 * p, 4));
      const notes = event?.notes ?? (r.chance(0.12) ? r.pick(BP_NOTES[morning ? "morning" : "evening"]) : null);
      metric(
        `bp:${date}`,
        { metric_type: "blood_pressure", systolic: event?.systolic ?? systolic, diastolic: event?.diastolic ?? diastolic, pulse, notes },
        dhakaMs(date, time),
      );
    }
    const glucose = (context, mean, sd, from, to, notes = null, value = null) => {
      const r = rngFor(`glucose:${context}:${date}`);
      const mmol = value ?? oneDecimal(clamp(r.normal(mean, sd), 4.2, 20));
      metric(
        `glucose:${context}:${date}`,
        { metric_type: "blood_glucose", glucose_mmol: mmol, glucose_context: context, notes },
        dhakaMs(date, r.int(from, to)),
      );
    };
    if (weekPick(date, "fasting", 2, 3)) glucose("fasting", 8.3 - 1.7 * p, 0.45, at(6, 50), at(7, 25));
    if (day === TRAVEL_DAY + 1) glucose("after-meal", 0, 0, at(16), at(16, 40), "Wedding leftovers: biryani and sweets.", 13.2);
    else if (weekPick(date, "after-meal", 1, 2)) glucose("after-meal", 11.6 - 2.3 * p, 0.8, at(16), at(16, 40));
    if (weekPick(date, "random", 0, 1)) glucose("random", 9 - 1.5 * p, 0.9, at(11), at(12, 30));
    if (weekday(date) === 5 && !rngFor(`weight-skip:${date}`).chance(0.1)) {
      const r = rngFor(`weight:${date}`);
      metric(
        `weight:${date}`,
        { metric_type: "weight", weight_kg: oneDecimal(r.normal(68.7 - 1.9 * p, 0.2)), notes: null },
        dhakaMs(date, r.int(at(7, 30), at(7, 50))),
      );
    }
  }
  return rows;
}

const WALK_NOTES = ["Morning walk around Dhanmondi Lake.", "ধানমন্ডি লেকে হাঁটা।", "Walked with my sister."];

export function buildActivity(today, userId) {
  const steps = [];
  const exercise = [];
  for (const day of pastDays()) {
    const date = addDays(today, day);
    const p = progress(day);
    const r = rngFor(`activity:${date}`);
    if (day === TRAVEL_DAY || !r.chance(0.5 + 0.2 * p)) continue;
    const count = Math.round(clamp(r.normal(4200 + 1800 * p, 1200), 1200, 11000));
    const stepsMs = dhakaMs(date, r.int(at(21, 45), at(22, 30)));
    steps.push(row("steps", date, userId, { steps: count, log_date: date, recorded_at: iso(stepsMs) }, stepsMs));
    if (r.chance(0.35 + 0.15 * p)) {
      const walkMs = dhakaMs(date, r.int(at(6, 20), at(6, 50)));
      const fields = {
        exercise_type: "walking",
        duration_minutes: r.int(20, 45),
        intensity: r.chance(0.6) ? "moderate" : "light",
        notes: r.chance(0.15) ? r.pick(WALK_NOTES) : null,
        recorded_at: iso(walkMs),
      };
      exercise.push(row("exercise", date, userId, fields, walkMs));
    }
  }
  return { steps, exercise };
}

export function buildSymptoms(today, userId) {
  return SYMPTOMS.filter((s) => s.day >= -HISTORY_DAYS && s.day < 0).map((s) => {
    const date = addDays(today, s.day);
    const [h, m] = s.time.split(":").map(Number);
    const ms = dhakaMs(date, at(h, m));
    const fields = { symptom_type: s.type, severity: s.severity, duration: s.duration, notes: s.notes, recorded_at: iso(ms) };
    // Named after its place in the story, not its date: a later run does not add it again.
    return row("symptom", `${s.type}:${s.day}`, userId, fields, ms);
  });
}
