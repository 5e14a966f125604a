// Calendar math in an IANA time zone with Intl.DateTimeFormat alone. Why no date
// library: the engine needs three operations (an instant's local date and time, a
// local date + time's instant, whole-day steps on yyyy-MM-dd), Intl carries the
// tz database in every browser and in workerd, and this file is smaller than any
// library's zone support would add to the dashboard's bundle.
import type { Instant } from "../doses/rules";
import { DEFAULT_SETTINGS } from "../settings/rules";

export const DEFAULT_TIME_ZONE = DEFAULT_SETTINGS.timezone;
const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(zone: string): Intl.DateTimeFormat {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", {
      timeZone: zone,
      hourCycle: "h23",
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
      hour: "2-digit",
      minute: "2-digit",
      second: "2-digit",
    });
    formatters.set(zone, f);
  }
  return f;
}

/** True when Intl knows the zone name. */
export function isValidTimeZone(zone: string): boolean {
  try {
    formatter(zone);
    return true;
  } catch {
    return false;
  }
}

/** Milliseconds since the epoch; throws on a string that is not a date. */
export function toMs(instant: Instant): number {
  const ms = typeof instant === "string" ? Date.parse(instant) : instant.getTime();
  if (Number.isNaN(ms)) throw new RangeError(`Not an instant: ${String(instant)}`);
  return ms;
}

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function wallClock(ms: number, zone: string): WallClock {
  const out: Record<string, number> = {};
  for (const p of formatter(zone).formatToParts(new Date(ms))) {
    if (p.type !== "literal") out[p.type] = Number(p.value);
  }
  // Some engines write midnight as 24 even with h23.
  return { year: out.year, month: out.month, day: out.day, hour: out.hour % 24, minute: out.minute, second: out.second };
}

/** The wall clock at `ms` read as if it were UTC, in ms (seconds precision). */
function wallMs(ms: number, zone: string): number {
  const w = wallClock(ms, zone);
  return Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
}

/** The zone's offset from UTC at an instant, in minutes (Dhaka: +360). */
export function zoneOffsetMinutes(instant: Instant, zone: string): number {
  const ms = toMs(instant);
  const whole = ms - (((ms % 1000) + 1000) % 1000);
  return Math.round((wallMs(whole, zone) - whole) / MINUTE_MS);
}

const pad = (n: number) => String(n).padStart(2, "0");

/** The local date (yyyy-MM-dd) of an instant in the zone. */
export function localDate(instant: Instant, zone: string): string {
  const w = wallClock(toMs(instant), zone);
  return `${w.year}-${pad(w.month)}-${pad(w.day)}`;
}

/** Minutes since local midnight (0–1439) of an instant in the zone. */
export function localMinutes(instant: Instant, zone: string): number {
  const w = wallClock(toMs(instant), zone);
  return w.hour * 60 + w.minute;
}

function dateParts(date: string): [number, number, number] {
  const m = ISO_DATE.exec(date);
  if (!m) throw new RangeError(`Not a yyyy-MM-dd date: ${date}`);
  return [+m[1], +m[2], +m[3]];
}

/**
 * The instant a local date + minutes since midnight falls on in the zone.
 * Like Temporal's "compatible" choice: a time that occurs twice (clocks go back)
 * takes the earlier instant; a time that does not exist (clocks go forward) is
 * read with the offset before the change, so 02:30 becomes 03:30.
 */
export function zonedInstant(date: string, minutes: number, zone: string): Date {
  const [y, m, d] = dateParts(date);
  const wall = Date.UTC(y, m - 1, d, 0, minutes);
  // Real zones change offset at most once within a day either side.
  const before = zoneOffsetMinutes(new Date(wall - DAY_MS), zone);
  const after = zoneOffsetMinutes(new Date(wall + DAY_MS), zone);
  const candidates = [wall - before * MINUTE_MS, wall - after * MINUTE_MS].filter((t) => wallMs(t, zone) === wall);
  if (candidates.length) return new Date(Math.min(...candidates));
  return new Date(wall - before * MINUTE_MS);
}

/** The yyyy-MM-dd date `days` after (or before, when negative) `date`. */
export function addDays(date: string, days: number): string {
  const [y, m, d] = dateParts(date);
  const t = new Date(Date.UTC(y, m - 1, d + days));
  return `${t.getUTCFullYear()}-${pad(t.getUTCMonth() + 1)}-${pad(t.getUTCDate())}`;
}

/** Whole calendar days from `from` to `to` (positive when `to` is later). */
export function daysBetween(from: string, to: string): number {
  const [y1, m1, d1] = dateParts(from);
  const [y2, m2, d2] = dateParts(to);
  return Math.round((Date.UTC(y2, m2 - 1, d2) - Date.UTC(y1, m1 - 1, d1)) / DAY_MS);
}
