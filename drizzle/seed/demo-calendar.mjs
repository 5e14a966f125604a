// Calendar arithmetic for the demo account, which lives in Asia/Dhaka. Dhaka has
// kept UTC+6 all year since 2009 (no daylight saving), so a fixed offset is exact
// and the seed needs nothing from app/domain (plain Node runs it, no TypeScript).
export const DEMO_ZONE = "Asia/Dhaka";
const OFFSET_MINUTES = 6 * 60;
const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

const pad = (n) => String(n).padStart(2, "0");

/** The local date (yyyy-MM-dd) in Dhaka of an instant in ms. */
export function dhakaDate(ms) {
  return new Date(ms + OFFSET_MINUTES * MINUTE_MS).toISOString().slice(0, 10);
}

/** Days since 1970-01-01 of a yyyy-MM-dd date. */
export function epochDay(date) {
  const [y, m, d] = date.split("-").map(Number);
  return Math.round(Date.UTC(y, m - 1, d) / DAY_MS);
}

export function addDays(date, days) {
  return new Date((epochDay(date) + days) * DAY_MS).toISOString().slice(0, 10);
}

/** 0 = Sunday … 5 = Friday, 6 = Saturday (Friday and Saturday are the weekend in Bangladesh). */
export function weekday(date) {
  return new Date(epochDay(date) * DAY_MS).getUTCDay();
}

/** The Saturday that begins the week of `date` (weeks run Saturday to Friday in Bangladesh), and the day's place in it (0–6). */
export function weekOf(date) {
  const index = (weekday(date) + 1) % 7;
  return { start: addDays(date, -index), index };
}

/** 'HH:mm' → minutes since midnight. */
export function minutesOf(time) {
  return Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
}

/** 'HH:mm' of minutes since midnight (0–1439). */
export function timeOf(minutes) {
  return `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}`;
}

/** The instant (ms) of a local date + minutes since midnight (may pass 1440: the next day). */
export function dhakaMs(date, minutes) {
  return (epochDay(date) * 1440 + minutes - OFFSET_MINUTES) * MINUTE_MS;
}

/** UTC ISO with milliseconds, as Date#toISOString and the app store instants. */
export const iso = (ms) => new Date(ms).toISOString();
