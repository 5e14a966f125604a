// Times of day as a patient reads them. English: "8:05 AM". Bangla names the part of
// the day before the time, with Bangla digits ("সকাল ৮:০৫", "রাত ১০:৩০"): an "AM" or
// "PM" after Bangla digits is how machines write, not people. Intl's bn locale prints
// "৮:০৫ AM", so every time shown in the app or in a reminder goes through here.
import type { Language } from "../settings/rules";

const BANGLA_DIGITS = "০১২৩৪৫৬৭৮৯";

/** ASCII digits to Bangla digits for bn. */
export function localDigits(text: string, lang: Language | string): string {
  return lang === "bn" ? text.replace(/\d/g, (d) => BANGLA_DIGITS[Number(d)]) : text;
}

/**
 * The part of the day (hour 0–23) a Bangla speaker in Bangladesh names before a time,
 * as BANGLA.md's examples read (সকাল ৮:০০, দুপুর ১:৩০, বিকেল ৪:৩০, রাত ৮:০০):
 *   রাত     20–23 and 0–3   (রাত ১২:০৫, রাত ৩:০০)
 *   ভোর     4–5             (ভোর ৫:০০, the time of the dawn prayer)
 *   সকাল    6–11
 *   দুপুর    12–14           (দুপুর ১২:০০ to দুপুর ২:৫৯)
 *   বিকেল   15–17           (বিকেল ৩:০০, as in "বিকেল ৩টায়")
 *   সন্ধ্যা   18–19
 * Every Bangla time in the app goes through here (clockTime, and formatDate via
 * banglaClockParts), so a screen and a reminder never name the same hour differently.
 */
export function banglaDayPart(hour24: number): string {
  if (hour24 < 4) return "রাত";
  if (hour24 < 6) return "ভোর";
  if (hour24 < 12) return "সকাল";
  if (hour24 < 15) return "দুপুর";
  if (hour24 < 18) return "বিকেল";
  if (hour24 < 20) return "সন্ধ্যা";
  return "রাত";
}

/** A 24-hour hour and minute as '8:05 AM' (en) or 'সকাল ৮:০৫' (bn). */
export function clockTime(hour24: number, minute: number, lang: Language | string): string {
  const hour12 = hour24 % 12 === 0 ? 12 : hour24 % 12;
  const hm = `${hour12}:${String(minute).padStart(2, "0")}`;
  return lang === "bn" ? `${banglaDayPart(hour24)} ${localDigits(hm, lang)}` : `${hm} ${hour24 < 12 ? "AM" : "PM"}`;
}

/** A stored time of day 'HH:mm' (seconds ignored) as clockTime reads it. */
export function clockTimeOf(hm: string, lang: Language | string): string {
  return clockTime(Number(hm.slice(0, 2)), Number(hm.slice(3, 5)), lang);
}

/**
 * Intl's parts of a formatted date with a 12-hour time, in Bangla: the "AM"/"PM" part
 * (and the space before it) dropped, and the part of the day put before the hour.
 * `hour24` is the shown hour in 24-hour form.
 */
export function banglaClockParts(parts: readonly Intl.DateTimeFormatPart[], hour24: number): string {
  const at = parts.findIndex((p) => p.type === "dayPeriod");
  if (at < 0) return parts.map((p) => p.value).join("");
  const kept = parts.filter((_, i) => i !== at && !(parts[i + 1]?.type === "dayPeriod" && _.type === "literal" && !_.value.trim()));
  return kept
    .map((p) => (p.type === "hour" ? `${banglaDayPart(hour24)} ${p.value}` : p.value))
    .join("")
    .trim();
}
