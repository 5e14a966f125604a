// Appointments (docs/rules/appointments.md): constants and rules, pure, clock injected.
// The zod schemas are in schema.ts so screens that only need these
// (the dashboard card) do not download zod.
//
// Times: appointment_date (yyyy-MM-dd) and appointment_time ('HH:mm') are wall-clock
// values in the user's zone (user_settings.timezone, default Asia/Dhaka); the same
// reading as the reminder scheduler (domain/reminders/instants.ts).
import { daysBetween, localDate, zonedInstant } from "../time/zoned-time";

/** The column's enum (drizzle/schema/appointments.ts); 'upcoming' is read like 'scheduled'. */
export const APPOINTMENT_STATUSES = ["scheduled", "upcoming", "completed", "cancelled"] as const;
export type AppointmentStatus = (typeof APPOINTMENT_STATUSES)[number];
/** Statuses that are still to happen (the card and reminders count these). */
export const OPEN_STATUSES: readonly AppointmentStatus[] = ["scheduled", "upcoming"];

export const REMINDER_TYPES = ["days", "hours", "minutes", "custom"] as const;
export type AppointmentReminderType = (typeof REMINDER_TYPES)[number];

/** One entry of the reminder preference: the format domain/reminders/instants.ts reads. */
export interface AppointmentReminderPref {
  id: string;
  type: AppointmentReminderType;
  value: number;
  enabled: boolean;
  /** UTC ISO instant, for type 'custom'. */
  datetime?: string;
}

/**
 * docs/rules/appointments.md: default 1 day and 1 hour before. A stored empty list (the column's
 * default) means these too; the scheduler reads 1 day as 24 hours.
 */
export const DEFAULT_APPOINTMENT_REMINDERS: readonly AppointmentReminderPref[] = [
  { id: "default-1d", type: "days", value: 1, enabled: true },
  { id: "default-1h", type: "hours", value: 1, enabled: true },
];
/** Largest value per relative type (30 days, 72 hours, 24 h in minutes). */
export const REMINDER_VALUE_MAX: Record<Exclude<AppointmentReminderType, "custom">, number> = { days: 30, hours: 72, minutes: 1440 };
export const REMINDERS_MAX = 10;

export const DOCTOR_NAME_MAX = 100;
export const APPOINTMENT_NOTES_MAX = 1000;
export const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;
export const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

/** docs/rules/appointments.md: "soon" is within 24 hours. */
export const APPOINTMENT_SOON_HOURS = 24;
/** docs/rules/appointments.md: the card's related list. */
export const APPOINTMENT_CARD_LIMIT = 3;
/** The `appointments` read: at most this many upcoming and this many past. */
export const UPCOMING_LIMIT = 50;
export const PAST_LIMIT = 20;
/** The countdown re-renders this often. */
export const COUNTDOWN_TICK_MS = 60_000;
/**
 * The zone whose calendar is furthest behind (UTC-12): a date before its today is
 * past everywhere. The server, which does not know the user's zone when checking
 * an op, refuses only those; the form checks the exact instant in the user's zone.
 */
export const EARLIEST_ZONE = "Etc/GMT+12";

const HOUR_MS = 3_600_000;
const MINUTE_MS = 60_000;

export interface AppointmentRow {
  id: string;
  doctor_name: string;
  appointment_date: string;
  appointment_time: string;
  notes: string | null;
  reminder_enabled: boolean;
  reminders: AppointmentReminderPref[];
  status: AppointmentStatus;
  created_at: string;
  updated_at: string;
}

/** The `appointments` read. */
export interface AppointmentListResponse {
  /** From the earliest date still "today" somewhere, ascending. */
  upcoming: AppointmentRow[];
  /** Before that, newest first. */
  past: AppointmentRow[];
}

const minutesOf = (time: string) => {
  const [h, m] = time.split(":").map(Number);
  return h * 60 + m;
};

/** The appointment's instant in the zone, or null when its date or time is not valid. */
export function appointmentInstant(a: Pick<AppointmentRow, "appointment_date" | "appointment_time">, zone: string): Date | null {
  if (!DATE_PATTERN.test(a.appointment_date) || !TIME_PATTERN.test(a.appointment_time.slice(0, 5))) return null;
  try {
    return zonedInstant(a.appointment_date, minutesOf(a.appointment_time), zone);
  } catch {
    return null;
  }
}

/** docs/rules/appointments.md: 'Appointment date cannot be in the past' — the date and time, in the user's zone. */
export function isInPast(a: Pick<AppointmentRow, "appointment_date" | "appointment_time">, now: Date, zone: string): boolean {
  const at = appointmentInstant(a, zone);
  return at !== null && at.getTime() < now.getTime();
}

/** The server's check: the date is before today in every zone. */
export function isPastEverywhere(date: string, now: Date): boolean {
  return DATE_PATTERN.test(date) && daysBetween(localDate(now, EARLIEST_ZONE), date) < 0;
}

/** The first date the server lists as upcoming (see EARLIEST_ZONE). */
export const upcomingFrom = (now: Date) => localDate(now, EARLIEST_ZONE);

export interface AppointmentFormValues {
  doctor_name: string;
  appointment_date: string;
  appointment_time: string;
  notes: string;
}

export type AppointmentFormError = "required" | "past" | null;

/**
 * docs/rules/appointments.md: required fields first ('Please fill in all required fields'), then
 * the date ('Appointment date cannot be in the past'). `checkPast` is false for an
 * edit that leaves the date and time as they were.
 */
export function checkAppointmentForm(v: AppointmentFormValues, now: Date, zone: string, checkPast = true): AppointmentFormError {
  if (!v.doctor_name.trim() || !v.appointment_date || !v.appointment_time) return "required";
  if (checkPast && isInPast(v, now, zone)) return "past";
  return null;
}

const isOpen = (a: Pick<AppointmentRow, "status">) => OPEN_STATUSES.includes(a.status);

/** Upcoming (not yet begun, ascending) and past (begun, newest first), by instant in the zone. */
export function splitAppointments<A extends AppointmentRow>(rows: readonly A[], now: Date, zone: string) {
  const timed = rows.map((a) => ({ a, at: appointmentInstant(a, zone)?.getTime() ?? 0 }));
  const upcoming = timed.filter((x) => x.at >= now.getTime()).sort((x, y) => x.at - y.at || cmp(x.a.id, y.a.id));
  const past = timed.filter((x) => x.at < now.getTime()).sort((x, y) => y.at - x.at || cmp(y.a.id, x.a.id));
  return { upcoming: upcoming.map((x) => x.a), past: past.map((x) => x.a) };
}
const cmp = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

export type AppointmentCardState =
  | { kind: "none" }
  | { kind: "upcoming"; next: AppointmentRow; at: Date; more: AppointmentRow[] }
  | { kind: "soon"; next: AppointmentRow; at: Date; more: AppointmentRow[]; hoursLeft: number; minutesLeft: number };

/**
 * docs/rules/appointments.md: no-appointment, upcoming, or upcoming-soon (within 24 hours, with the
 * time left). Only scheduled (or 'upcoming') appointments that have not begun count;
 * `more` holds the next ones after it, up to the card's limit of 3 in all.
 */
export function appointmentCardState(rows: readonly AppointmentRow[], now: Date, zone: string): AppointmentCardState {
  const { upcoming } = splitAppointments(rows.filter(isOpen), now, zone);
  const next = upcoming[0];
  if (!next) return { kind: "none" };
  const at = appointmentInstant(next, zone)!;
  const more = upcoming.slice(1, APPOINTMENT_CARD_LIMIT);
  const left = at.getTime() - now.getTime();
  if (left > APPOINTMENT_SOON_HOURS * HOUR_MS) return { kind: "upcoming", next, at, more };
  // Rounded up: "0 minutes" only when it begins now.
  const totalMinutes = Math.ceil(left / MINUTE_MS);
  return { kind: "soon", next, at, more, hoursLeft: Math.floor(totalMinutes / 60), minutesLeft: totalMinutes % 60 };
}

/** The reminders an appointment will get: the stored list, or the defaults when it is empty. */
export function effectiveReminders(stored: readonly AppointmentReminderPref[] | null | undefined): AppointmentReminderPref[] {
  return stored && stored.length > 0 ? stored.map((r) => ({ ...r })) : DEFAULT_APPOINTMENT_REMINDERS.map((r) => ({ ...r }));
}

/** The instant a reminder entry fires for an appointment at `at`, or null (disabled, unusable). */
export function reminderAt(pref: AppointmentReminderPref, at: Date): Date | null {
  if (!pref.enabled) return null;
  if (pref.type === "custom") {
    const t = pref.datetime ? Date.parse(pref.datetime) : NaN;
    return Number.isNaN(t) ? null : new Date(t);
  }
  const unit = { days: 24 * HOUR_MS, hours: HOUR_MS, minutes: MINUTE_MS }[pref.type];
  return new Date(at.getTime() - pref.value * unit);
}

/** Is the entry complete: a whole value in range, or a custom instant before the appointment? */
export function reminderEntryError(pref: AppointmentReminderPref, at: Date | null): "value" | "datetime" | null {
  if (pref.type === "custom") {
    const t = pref.datetime ? Date.parse(pref.datetime) : NaN;
    if (Number.isNaN(t) || (at !== null && t > at.getTime())) return "datetime";
    return null;
  }
  return Number.isInteger(pref.value) && pref.value >= 1 && pref.value <= REMINDER_VALUE_MAX[pref.type] ? null : "value";
}
