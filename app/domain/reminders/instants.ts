// Issue 5: the reminder instants a user's UserHub holds and sends as Web Push.
// Pure: given the user's medicines, reminders, logs, appointments, sleep
// settings, zone and a window of time, it answers what is due when. Each instant
// has a stable key (its idempotency key): the same reminder at the same local
// time always has the same key, so a retried alarm can tell what it already sent.
//
//   med:{date}T{HH:mm}                  all medicines due at that local time (one notification)
//   missed:{date}T{HH:mm}               15 minutes later: log the still unmarked ones as missed
//   appt:{id}:{offset}@{date}T{HH:mm}   an appointment reminder (offset 24h, 1h, 2d, 30m, custom-…)
//   sleep:{bedtime|wakeup}@{date}T{HH:mm}
import { MISSED_THRESHOLD_MINUTES, type DoseLog, type DoseMedicine, type DoseReminder, type Instant } from "../doses/rules";
import { indexLogs } from "../doses/log-key";
import { doseSlots, slotDoses } from "../doses/schedule";
import { parseReminderTime, reminderMinutes } from "../doses/time";
import { addDays, isValidTimeZone, localDate, toMs, zonedInstant, DEFAULT_TIME_ZONE } from "../time/zoned-time";
import { appearanceOf, type PillAppearance } from "../medicines/pill-appearance";
import { snoozeMinutesOf, type SnoozeMinutes } from "./snooze";

const MINUTE_MS = 60_000;
/** An instant, or epoch ms (the hub's clock and storage use ms). */
export type ReminderTime = Instant | number;
const ms = (t: ReminderTime): number => (typeof t === "number" ? t : toMs(t));
const HOUR_MS = 60 * MINUTE_MS;

/** Daily reminders (medicines, missed checks, sleep) are held this far ahead; the alarm after each one extends the window. */
export const REMINDER_HORIZON_HOURS = 48;
/**
 * The missed check runs this long after a dose's time: just past the
 * 15-minute "exact" window (15:00 past is still exact), so the dose is missed by
 * then in every screen too.
 */
export const MISSED_CHECK_DELAY_MS = MISSED_THRESHOLD_MINUTES * MINUTE_MS + 1000;
/** A notification whose time is further past than this when the alarm runs (a late or retried alarm) is not sent. */
export const LATE_NOTIFICATION_LIMIT_MS = MISSED_THRESHOLD_MINUTES * MINUTE_MS;
/** Only this status gets appointment reminders (docs/rules/appointments.md, "Reminders"). */
export const REMINDED_APPOINTMENT_STATUS = "scheduled";

/** One entry of an appointment's reminder preference (doctor_appointments.reminders). */
export interface AppointmentReminderPref {
  id: string;
  type: "days" | "hours" | "minutes" | "custom";
  value: number;
  enabled: boolean;
  /** Instant (UTC ISO) for type 'custom'. */
  datetime?: string;
}

/**
 * docs/rules/appointments.md: default 1 day and 1 hour before; the scheduler reads them as 24 hours and
 * 1 hour. An appointment whose list is empty (the column's default) gets these.
 */
export const DEFAULT_APPOINTMENT_REMINDERS: readonly AppointmentReminderPref[] = [
  { id: "default-24h", type: "hours", value: 24, enabled: true },
  { id: "default-1h", type: "hours", value: 1, enabled: true },
];

export interface ReminderAppointment {
  id: string;
  doctor_name: string;
  /** yyyy-MM-dd in the user's zone. */
  appointment_date: string;
  /** 'HH:mm'. */
  appointment_time: string;
  status: string;
  reminder_enabled: boolean;
  reminders: readonly AppointmentReminderPref[] | null;
}

/** The user_settings fields reminders read; a missing row means the defaults. */
export interface ReminderSettings {
  notifications_enabled: boolean;
  medication_reminders: boolean;
  sleep_bedtime_reminder: string | null;
  sleep_wakeup_reminder: string | null;
  timezone: string;
}

export interface ReminderData<M extends DoseMedicine = DoseMedicine> {
  medicines: readonly M[];
  reminders: readonly DoseReminder[];
  /** Logs of the days in the window (any older are ignored); used to leave out doses already marked. */
  logs: readonly DoseLog[];
  appointments: readonly ReminderAppointment[];
  settings: ReminderSettings | null;
}

interface InstantBase {
  key: string;
  /** Epoch ms. */
  at: number;
}
export interface MedicineInstant extends InstantBase {
  kind: "medicine";
  /** Local day and 'HH:mm' of the dose time. */
  date: string;
  time: string;
  /** The medicines still unmarked at that time, in reminder order. */
  medicines: { id: string; name: string; dosage: string | null; critical: boolean; look?: PillAppearance }[];
  critical: boolean;
  /** Snooze brings it again this many minutes later, once: the shortest choice of its medicines (snooze.ts). */
  snoozeMinutes: SnoozeMinutes;
}
export interface MissedCheckInstant extends InstantBase {
  kind: "missed";
  date: string;
  time: string;
  /** Medicines to log as missed if still unmarked when it runs. */
  medicineIds: string[];
}
export interface AppointmentInstant extends InstantBase {
  kind: "appointment";
  appointmentId: string;
  doctorName: string;
  /** The appointment's own instant (epoch ms) and local date/time. */
  appointmentAt: number;
  date: string;
  time: string;
}
export interface SleepInstant extends InstantBase {
  kind: "sleep";
  which: "bedtime" | "wakeup";
  date: string;
  time: string;
}
export type ReminderInstant = MedicineInstant | MissedCheckInstant | AppointmentInstant | SleepInstant;
/** The instants that show a notification. */
export type NotifyInstant = MedicineInstant | AppointmentInstant | SleepInstant;

/** The user's zone: settings' timezone when Intl knows it, else Asia/Dhaka. */
export function reminderZone(settings: Pick<ReminderSettings, "timezone"> | null): string {
  const zone = settings?.timezone;
  return zone && isValidTimeZone(zone) ? zone : DEFAULT_TIME_ZONE;
}

const DEFAULT_REMINDER_SETTINGS: ReminderSettings = {
  notifications_enabled: true,
  medication_reminders: true,
  sleep_bedtime_reminder: null,
  sleep_wakeup_reminder: null,
  timezone: DEFAULT_TIME_ZONE,
};

/** Local days whose times may fall in (from, to]: one day of slack on either side covers every zone. */
function daysCovering(from: number, to: number, zone: string): string[] {
  const last = addDays(localDate(new Date(to), zone), 1);
  const days: string[] = [];
  for (let d = addDays(localDate(new Date(from), zone), -1); d <= last; d = addDays(d, 1)) days.push(d);
  return days;
}

const inWindow = (at: number, from: number, to: number) => at > from && at <= to;

const LAST_MINUTE = 24 * 60 - 1;

/**
 * zonedInstant() for many times of few days: on a day whose clock does not change
 * (every day but the DST days) a local time is the day's 00:00 instant plus its
 * minutes, so each day costs two zone look-ups instead of one per reminder (Intl
 * look-ups are the slow part: ~40 of them instead of ~1,600 for 80 daily times).
 */
function dayClock(zone: string) {
  const days = new Map<string, number | null>();
  return (date: string, minutes: number): number => {
    let midnight = days.get(date);
    if (midnight === undefined) {
      const start = zonedInstant(date, 0, zone).getTime();
      const end = zonedInstant(date, LAST_MINUTE, zone).getTime();
      midnight = end - start === LAST_MINUTE * MINUTE_MS ? start : null;
      days.set(date, midnight);
    }
    return midnight === null ? zonedInstant(date, minutes, zone).getTime() : midnight + minutes * MINUTE_MS;
  };
}

function medicineInstants<M extends DoseMedicine>(data: ReminderData<M>, zone: string, days: string[], from: number, to: number, notify: boolean) {
  const out: ReminderInstant[] = [];
  const logIndex = indexLogs(data.logs, zone);
  const createdAt = new Map(data.medicines.map((m) => [m.id, toMs(m.created_at)]));
  const instantOf = dayClock(zone);
  for (const date of days) {
    for (const slot of doseSlots(data.medicines, data.reminders, date)) {
      const at = instantOf(date, slot.minutes);
      const missedAt = at + MISSED_CHECK_DELAY_MS;
      if (!inWindow(at, from, to) && !inWindow(missedAt, from, to)) continue;
      // Doses before a medicine existed are not its doses (as in the adherence rate).
      const pending = slotDoses(slot, date, logIndex).filter((d) => d.status === "pending" && (createdAt.get(d.medicine.id) as number) <= at);
      if (pending.length === 0) continue;
      const stamp = `${date}T${slot.time}`;
      if (notify && inWindow(at, from, to)) {
        out.push({
          kind: "medicine",
          key: `med:${stamp}`,
          at,
          date,
          time: slot.time,
          medicines: pending.map((d) => {
            const look = appearanceOf(d.medicine);
            return { id: d.medicine.id, name: d.medicine.name, dosage: d.medicine.dosage ?? null, critical: d.critical, ...(look ? { look } : {}) };
          }),
          critical: pending.some((d) => d.critical),
          snoozeMinutes: snoozeMinutesOf(pending.map((d) => d.medicine)),
        });
      }
      if (inWindow(missedAt, from, to)) {
        out.push({ kind: "missed", key: `missed:${stamp}`, at: missedAt, date, time: slot.time, medicineIds: pending.map((d) => d.medicine.id) });
      }
    }
  }
  return out;
}

/** An entry's instant, or null when it is off or malformed. */
function prefInstant(pref: AppointmentReminderPref, appointmentAt: number): { at: number; label: string } | null {
  if (!pref || pref.enabled === false) return null;
  if (pref.type === "custom") {
    const at = pref.datetime ? Date.parse(pref.datetime) : NaN;
    return Number.isNaN(at) ? null : { at, label: `custom-${new Date(at).toISOString()}` };
  }
  const value = Number(pref.value);
  if (!Number.isFinite(value) || value < 0) return null;
  const unit = { days: 24 * HOUR_MS, hours: HOUR_MS, minutes: MINUTE_MS }[pref.type];
  if (!unit) return null;
  const suffix = { days: "d", hours: "h", minutes: "m" }[pref.type];
  return { at: appointmentAt - value * unit, label: `${value}${suffix}` };
}

function appointmentInstants(appointments: readonly ReminderAppointment[], zone: string, from: number, to: number) {
  const out: AppointmentInstant[] = [];
  for (const a of appointments) {
    if (a.status !== REMINDED_APPOINTMENT_STATUS || !a.reminder_enabled) continue;
    const time = parseReminderTime(a.appointment_time);
    if (time === null || !/^\d{4}-\d{2}-\d{2}$/.test(a.appointment_date)) continue;
    const appointmentAt = zonedInstant(a.appointment_date, reminderMinutes(time) as number, zone).getTime();
    const prefs = Array.isArray(a.reminders) && a.reminders.length > 0 ? a.reminders : DEFAULT_APPOINTMENT_REMINDERS;
    const seen = new Set<string>();
    for (const pref of prefs) {
      const p = prefInstant(pref, appointmentAt);
      // A reminder after the appointment itself tells nothing.
      if (!p || p.at > appointmentAt || !inWindow(p.at, from, to)) continue;
      const key = `appt:${a.id}:${p.label}@${a.appointment_date}T${time}`;
      if (seen.has(key)) continue;
      seen.add(key);
      out.push({ kind: "appointment", key, at: p.at, appointmentId: a.id, doctorName: a.doctor_name, appointmentAt, date: a.appointment_date, time });
    }
  }
  return out;
}

function sleepInstants(settings: ReminderSettings, zone: string, days: string[], from: number, to: number) {
  const out: SleepInstant[] = [];
  const instantOf = dayClock(zone);
  const entries = [
    ["bedtime", settings.sleep_bedtime_reminder],
    ["wakeup", settings.sleep_wakeup_reminder],
  ] as const;
  for (const [which, value] of entries) {
    const time = parseReminderTime(value);
    if (time === null) continue;
    for (const date of days) {
      const at = instantOf(date, reminderMinutes(time) as number);
      if (inWindow(at, from, to)) out.push({ kind: "sleep", key: `sleep:${which}@${date}T${time}`, at, which, date, time });
    }
  }
  return out;
}

const byTime = (a: ReminderInstant, b: ReminderInstant) => a.at - b.at || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);

/**
 * Every reminder instant in (from, to], sorted by time. Medicine notifications
 * group every still-unmarked medicine due at one local time (critical if any is)
 * and need notifications and medication reminders on; appointment and sleep
 * notifications need notifications on; missed checks are kept regardless, since
 * they record adherence, not notify.
 */
export function remindersBetween<M extends DoseMedicine>(data: ReminderData<M>, from: ReminderTime, to: ReminderTime): ReminderInstant[] {
  const start = ms(from);
  const end = ms(to);
  if (!(end > start)) return [];
  const settings = data.settings ?? DEFAULT_REMINDER_SETTINGS;
  const zone = reminderZone(settings);
  const days = daysCovering(start, end, zone);
  const notify = settings.notifications_enabled;
  return [
    ...medicineInstants(data, zone, days, start, end, notify && settings.medication_reminders),
    ...(notify ? appointmentInstants(data.appointments, zone, start, end) : []),
    ...(notify ? sleepInstants(settings, zone, days, start, end) : []),
  ].sort(byTime);
}

/**
 * What a hub holds after `now`: the daily reminders of the next
 * REMINDER_HORIZON_HOURS, and every future appointment reminder however far ahead
 * (an appointment has only a few, and a hub with nothing else to do must still
 * wake for them).
 */
export function upcomingReminders<M extends DoseMedicine>(data: ReminderData<M>, now: ReminderTime): ReminderInstant[] {
  const start = ms(now);
  const daily = remindersBetween({ ...data, appointments: [] }, start, start + REMINDER_HORIZON_HOURS * HOUR_MS);
  const settings = data.settings ?? DEFAULT_REMINDER_SETTINGS;
  const appointments = settings.notifications_enabled ? appointmentInstants(data.appointments, reminderZone(settings), start, Number.POSITIVE_INFINITY) : [];
  return [...daily, ...appointments].sort(byTime);
}

/** The key a snoozed copy of a notification is sent under (re-snoozing reuses it). */
export function snoozeKey(key: string): string {
  return `snooze:${key}`;
}

const MEDICINE_KEY = /^med:(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/;

/** The local day and time of a medicine instant's key, or null when it is not one. */
export function parseMedicineKey(key: string): { date: string; time: string } | null {
  const m = MEDICINE_KEY.exec(key);
  if (!m || parseReminderTime(m[2]) !== m[2]) return null;
  return { date: m[1], time: m[2] };
}

/** The instant a medicine key stands for in the zone (epoch ms), or null. */
export function medicineKeyInstant(key: string, zone: string): number | null {
  const parsed = parseMedicineKey(key);
  if (!parsed) return null;
  return zonedInstant(parsed.date, reminderMinutes(parsed.time) as number, zone).getTime();
}

/** The local days a window touches, for reading only those days' logs. */
export function reminderLogDays(from: ReminderTime, to: ReminderTime, zone: string): { first: string; last: string } {
  const days = daysCovering(ms(from), ms(to), zone);
  return { first: days[0], last: days[days.length - 1] };
}
