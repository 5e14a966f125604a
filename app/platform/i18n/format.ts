// Numbers and dates in the reader's language: Bangla digits and bn-BD formats in bn,
// and times of day the way people say them (domain/time/clock-time.ts).
import { banglaClockParts, localDigits } from "~/domain/time/clock-time";
import type { Language } from "~/domain/settings/rules";

const locale = (lang: string) => (lang === "bn" ? "bn-BD" : "en-GB");

// Building an Intl formatter costs far more than using one, and a screen formats
// hundreds of numbers and dates (on a slow phone that was a tenth of a second):
// each distinct locale and options are built once.
const numberFormats = new Map<string, Intl.NumberFormat>();
const dateFormats = new Map<string, Intl.DateTimeFormat>();

function cached<F>(cache: Map<string, F>, loc: string, options: object | undefined, make: () => F): F {
  const key = `${loc}|${options ? JSON.stringify(options) : ""}`;
  let f = cache.get(key);
  if (!f) cache.set(key, (f = make()));
  return f;
}

const numberFormat = (loc: string, options?: Intl.NumberFormatOptions) => cached(numberFormats, loc, options, () => new Intl.NumberFormat(loc, options));
const dateFormat = (loc: string, options: Intl.DateTimeFormatOptions) => cached(dateFormats, loc, options, () => new Intl.DateTimeFormat(loc, options));

export function formatNumber(value: number, lang: Language | string, options?: Intl.NumberFormatOptions) {
  // Small whole numbers (counts, days, percentages) are most of what a screen shows, and the
  // first Intl.NumberFormat of a page loads the locale's number data: a long task of about
  // 45 ms at 4x CPU in the dashboard's hydration (docs/PERFORMANCE.md). Below 1000 there is no
  // grouping, so the text is the digits in the language's script (a test holds it to Intl's).
  if (!options && Number.isInteger(value) && value >= 0 && value < 1000) return localDigits(String(value), lang);
  return numberFormat(locale(lang), options).format(value);
}

export function formatDate(value: Date | string, lang: Language | string, options?: Intl.DateTimeFormatOptions) {
  const d = typeof value === "string" ? new Date(value) : value;
  const format = dateFormat(locale(lang), options ?? { dateStyle: "medium" });
  if (lang !== "bn") return format.format(d);
  const parts = format.formatToParts(d);
  if (!parts.some((p) => p.type === "dayPeriod")) return format.format(d);
  const hour24 = Number(dateFormat("en-GB", { timeZone: options?.timeZone, hour: "2-digit", hourCycle: "h23" }).format(d));
  return banglaClockParts(parts, hour24);
}

/** A calendar day (yyyy-MM-dd) as that day wherever the reader is: read at noon UTC. */
export function formatDay(day: string, lang: Language | string, options: Intl.DateTimeFormatOptions = { dateStyle: "medium" }) {
  return formatDate(`${day.slice(0, 10)}T12:00:00Z`, lang, { ...options, timeZone: "UTC" });
}

/** A file's size: "850 B", "12 KB", "1.4 MB" (the unit stays Latin, the digits follow the language). */
export function formatSize(bytes: number, lang: Language | string) {
  if (bytes < 1024) return `${formatNumber(bytes, lang)} B`;
  const [value, unit] = bytes < 1024 * 1024 ? [bytes / 1024, "KB"] : [bytes / (1024 * 1024), "MB"];
  return `${formatNumber(value, lang, { maximumFractionDigits: value < 10 ? 1 : 0 })} ${unit}`;
}

/** An instant as a date and a time on the user's clock (`zone`): "25 Nov 2026, 08:00". */
export function formatDateTime(value: Date | string, lang: Language | string, zone: string) {
  return formatDate(value, lang, { dateStyle: "medium", timeStyle: "short", timeZone: zone });
}
