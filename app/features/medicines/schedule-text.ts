// A medicine's days and limits in one line (docs/rules/medicines.md, "Schedules", "As
// needed (SOS)"), pure and in the reader's language: "Every 2 days", "Mon, Wed, Fri",
// "21 days on, 7 off", "Taper: 1+0+1 for 7 days, then 0+0+1 for 14 days (until 16 Dec)",
// "As needed · at most 3 a day, 6 hours apart". Null for a medicine taken every day.
// The texts are the medicines namespace's schedule.* (loaded on every signed-in page).
import { AS_NEEDED } from "../../domain/doses/as-needed";
import { scheduleLastDay, type MedicineSchedule } from "../../domain/doses/schedule-pattern";
import type { MealTimes } from "../../domain/medicines/dosage-notation";
import { clockTimeOf, localDigits } from "../../domain/time/clock-time";
import { parseReminderTime } from "../../domain/doses/time";
import { formatDay, formatNumber } from "../../platform/i18n/format";

export interface ScheduledMedicine {
  frequency: string;
  schedule?: MedicineSchedule | null;
  max_per_day?: number | null;
  min_gap_hours?: number | null;
}

type Translate = (key: string, values?: Record<string, unknown>) => string;

const SLOTS3 = ["morning", "noon", "night"] as const;
const SLOTS4 = ["morning", "noon", "evening", "night"] as const;

/**
 * A taper step's times as the dosage notation against the meal times ('1+0+1'; '1+1+1+1'
 * when the evening is one of them), or the times themselves when one is not a meal time.
 * What the form's step field shows and reads back (schedule-form.ts's stepTimes).
 */
export function stepDoses(times: readonly string[], meals: MealTimes): string {
  if (times.length === 0) return "";
  const slots = meals.evening && times.includes(meals.evening) ? SLOTS4 : SLOTS3;
  const at = slots.map((s) => parseReminderTime(meals[s]));
  return times.every((time) => at.includes(time)) ? at.map((time) => (time && times.includes(time) ? "1" : "0")).join("+") : times.join(", ");
}

/** 2026-11-01 was a Sunday: the weekday `day` (0 = Sunday) named short in `lang`. */
export const weekdayShort = (day: number, lang: string) => formatDay(`2026-11-0${day + 1}`, lang, { weekday: "short" });

/** A taper step's doses: its notation against the meal times, else its times on the reader's clock. */
function doses(times: readonly string[], meals: MealTimes, t: Translate, lang: string): string {
  if (times.length === 0) return t("medicines:schedule.noDose");
  const text = stepDoses(times, meals);
  return text.includes("+") ? localDigits(text, lang) : times.map((time) => clockTimeOf(time, lang)).join(", ");
}

/**
 * `besideFrequency`: the frequency ("As needed (SOS)") is shown next to it, so an as-needed
 * medicine's line is only its limits.
 */
export function scheduleText(medicine: ScheduledMedicine, t: Translate, lang: string, meals: MealTimes, besideFrequency = false): string | null {
  const n = (value: number) => formatNumber(value, lang);
  if (medicine.frequency === AS_NEEDED) {
    const limits = [
      medicine.max_per_day ? t("medicines:schedule.maxPerDay", { n: n(medicine.max_per_day) }) : null,
      medicine.min_gap_hours ? t("medicines:schedule.minGap", { count: medicine.min_gap_hours, n: n(medicine.min_gap_hours) }) : null,
    ]
      .filter(Boolean)
      .join(", ");
    if (besideFrequency) return limits || null;
    return limits ? `${t("medicines:schedule.asNeeded")} · ${limits}` : t("medicines:schedule.asNeeded");
  }
  const s = medicine.schedule;
  switch (s?.kind) {
    case "every":
      return t("medicines:schedule.every", { n: n(s.days) });
    case "weekdays":
      return s.days.map((d) => weekdayShort(d, lang)).join(", ");
    case "cycle":
      return t("medicines:schedule.cycle", { count: s.on, on: n(s.on), off: n(s.off) });
    case "taper": {
      const steps = s.steps.map((step) =>
        t("medicines:schedule.taperStep", { count: step.days, days: n(step.days), doses: doses(step.times, meals, t, lang) }),
      );
      const last = scheduleLastDay(s);
      return t("medicines:schedule.taper", {
        steps: steps.join(t("medicines:schedule.then")),
        end: last ? formatDay(last, lang, { day: "numeric", month: "short" }) : "",
      });
    }
    default:
      return null;
  }
}
