// docs/rules/medicines.md: reminder times. Stored and compared as 'HH:mm' (24-hour, minute
// precision); typed as 'HH:mm', 'HH:mm:ss' or 12-hour 'h:mm AM/PM'. Cards show
// them in 12-hour form, sorted by time of day, at most MAX_REMINDER_CHIPS and "+N".
import { toAsciiDigits } from "../bangla/digits";
import { MAX_REMINDER_CHIPS } from "./rules";

export { toAsciiDigits };
const TIME_24 = /^(\d{1,2}):(\d{2})(?::(\d{2}))?$/;
const TIME_12 = /^(\d{1,2}):(\d{2})(?::(\d{2}))?\s*([ap])\.?\s*m\.?$/i;
const STRICT_HH_MM = /^(\d{2}):(\d{2})$/;

const pad = (n: number) => String(n).padStart(2, "0");

/** 'HH:mm' from hour 0–23 and minute 0–59. */
export function formatTime24(hour: number, minute: number): string {
  return `${pad(hour)}:${pad(minute)}`;
}

/**
 * A reminder time as 'HH:mm', or null when empty or invalid. Accepts 'H:mm',
 * 'HH:mm', 'HH:mm:ss' (seconds dropped: reminders are per minute) and
 * 'h:mm AM/PM' (also 'am', 'p.m.'), where 12 AM is hour 0, 12 PM stays 12 and
 * other PM hours add 12.
 */
export function parseReminderTime(value: string | null | undefined): string | null {
  const text = toAsciiDigits((value ?? "").trim());
  if (!text) return null;
  const twelve = TIME_12.exec(text);
  if (twelve) {
    const h = Number(twelve[1]);
    const m = Number(twelve[2]);
    const s = twelve[3] === undefined ? 0 : Number(twelve[3]);
    if (h < 1 || h > 12 || m > 59 || s > 59) return null;
    const pm = twelve[4].toLowerCase() === "p";
    return formatTime24((h % 12) + (pm ? 12 : 0), m);
  }
  const day = TIME_24.exec(text);
  if (!day) return null;
  const h = Number(day[1]);
  const m = Number(day[2]);
  const s = day[3] === undefined ? 0 : Number(day[3]);
  if (h > 23 || m > 59 || s > 59) return null;
  return formatTime24(h, m);
}

/** Minutes since midnight of a reminder time, or null when it is invalid. */
export function reminderMinutes(value: string | null | undefined): number | null {
  const t = parseReminderTime(value);
  return t === null ? null : Number(t.slice(0, 2)) * 60 + Number(t.slice(3));
}

/** The stored form of adherence_logs.scheduled_time ('HH:mm:ss'), or null when invalid. */
export function toScheduledTime(value: string | null | undefined): string | null {
  const t = parseReminderTime(value);
  return t === null ? null : `${t}:00`;
}

/** The missed-dose form's time: exactly 'HH:MM' with hour 0–23 and minute 0–59. */
export function isValidMissedDoseTime(value: string): boolean {
  const m = STRICT_HH_MM.exec(value);
  return !!m && Number(m[1]) <= 23 && Number(m[2]) <= 59;
}

/** The valid times of a list as 'HH:mm', invalid and empty ones skipped, duplicates once, sorted by time of day. */
export function parseReminderTimes(values: readonly (string | null | undefined)[]): string[] {
  const times = new Set<string>();
  for (const v of values) {
    const t = parseReminderTime(v);
    if (t !== null) times.add(t);
  }
  return [...times].sort();
}

export interface Time12 {
  /** The 24-hour 'HH:mm' it shows. */
  time: string;
  /** 1–12. */
  hour: number;
  minute: number;
  period: "AM" | "PM";
}

/** A valid time in 12-hour parts (00:05 → 12:05 AM, 12:00 → 12:00 PM), or null. */
export function toTime12(value: string): Time12 | null {
  const t = parseReminderTime(value);
  if (t === null) return null;
  const h = Number(t.slice(0, 2));
  return { time: t, hour: h % 12 === 0 ? 12 : h % 12, minute: Number(t.slice(3)), period: h < 12 ? "AM" : "PM" };
}

/** The chips of a medicine card: valid times sorted by time of day, at most `max`, and how many more there are. */
export function reminderChips(values: readonly (string | null | undefined)[], max: number = MAX_REMINDER_CHIPS): { chips: Time12[]; more: number } {
  const times = parseReminderTimes(values);
  const chips = times.slice(0, max).map((t) => toTime12(t) as Time12);
  return { chips, more: times.length - chips.length };
}
