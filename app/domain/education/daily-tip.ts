// The 'Daily Health Tip' push (docs/rules/education.md): once a day at
// DAILY_TIP_MINUTES on the user's clock, one of up to 10 tips in the user's language (the
// same tip the dashboard shows that day), unless notifications or health tips are off.
// A tap opens the dashboard.
import { tipOfTheDay } from "./rotation";
import type { ReminderPushPayload } from "../reminders/texts";
import type { Language } from "../settings/rules";
import { addDays, localDate, zonedInstant } from "../time/zoned-time";

/** 09:00 on the user's clock: after the morning doses, well before the night. */
export const DAILY_TIP_MINUTES = 9 * 60;
/** How long the push service keeps a tip for a phone that is off: a day's tip is stale the next day. */
export const DAILY_TIP_TTL_S = 12 * 3600;

export const DAILY_TIP_TITLES: Record<Language, string> = { en: "Daily Health Tip", bn: "আজকের স্বাস্থ্য টিপস" };

/** The next tip time strictly after `now` in `zone`. */
export function nextTipAt(now: number, zone: string): number {
  const today = localDate(new Date(now), zone);
  const at = zonedInstant(today, DAILY_TIP_MINUTES, zone).getTime();
  return at > now ? at : zonedInstant(addDays(today, 1), DAILY_TIP_MINUTES, zone).getTime();
}

/** The day's tip as a push; null when there is none in the language. */
export function dailyTipPayload(
  tips: readonly { id: string; tip_text: string }[],
  opts: { now: number; zone: string; lang: string; userId: string },
): ReminderPushPayload | null {
  const lang: Language = opts.lang === "bn" ? "bn" : "en";
  const tip = tipOfTheDay(tips, new Date(opts.now), opts.zone);
  if (!tip) return null;
  const day = localDate(new Date(opts.now), opts.zone);
  return { type: "tip", key: `tip:${day}`, tag: "daily-tip", title: DAILY_TIP_TITLES[lang], body: tip.tip_text, url: "/dashboard", lang, userId: opts.userId };
}
