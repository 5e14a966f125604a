// Numbers and dates in the reader's language: Bangla digits and bn-BD formats in bn,
// and times of day the way people say them (domain/clock-time.ts).
import { banglaClockParts } from "~/domain/clock-time";
import type { Language } from "~/domain/settings";

const locale = (lang: string) => (lang === "bn" ? "bn-BD" : "en-GB");

export function formatNumber(value: number, lang: Language | string, options?: Intl.NumberFormatOptions) {
  return new Intl.NumberFormat(locale(lang), options).format(value);
}

export function formatDate(value: Date | string, lang: Language | string, options?: Intl.DateTimeFormatOptions) {
  const d = typeof value === "string" ? new Date(value) : value;
  const format = new Intl.DateTimeFormat(locale(lang), options ?? { dateStyle: "medium" });
  if (lang !== "bn") return format.format(d);
  const parts = format.formatToParts(d);
  if (!parts.some((p) => p.type === "dayPeriod")) return format.format(d);
  const hour24 = Number(new Intl.DateTimeFormat("en-GB", { timeZone: options?.timeZone, hour: "2-digit", hourCycle: "h23" }).format(d));
  return banglaClockParts(parts, hour24);
}
