// A medicine's days and limits in one line (app/features/medicines/schedule-text.ts), in both
// languages with the reader's digits and dates, read through the real locale files.
import { createInstance } from "i18next";
import { describe, expect, it } from "vitest";
import { DEFAULT_MEAL_TIMES } from "~/domain/medicines/dosage-notation";
import { scheduleText, type ScheduledMedicine } from "~/features/medicines/schedule-text";
import bnMedicines from "../../locales/bn/medicines.json";
import enMedicines from "../../locales/en/medicines.json";

const i18n = createInstance();
await i18n.init({
  resources: { en: { medicines: enMedicines }, bn: { medicines: bnMedicines } },
  ns: ["medicines"],
  defaultNS: "medicines",
  interpolation: { escapeValue: false },
});

const text = (m: Partial<ScheduledMedicine>, lang: "en" | "bn", besideFrequency = false) => {
  const t = i18n.getFixedT(lang, "medicines");
  return scheduleText({ frequency: "twice-daily", schedule: null, ...m }, (k, v) => t(k, v), lang, DEFAULT_MEAL_TIMES, besideFrequency);
};
const both = (m: Partial<ScheduledMedicine>, besideFrequency = false) => [text(m, "en", besideFrequency), text(m, "bn", besideFrequency)];

describe("a medicine's schedule in words", () => {
  it("says nothing for every day", () => {
    expect(both({})).toEqual([null, null]);
  });

  it("every N days, chosen weekdays, a cycle", () => {
    expect(both({ schedule: { kind: "every", days: 2, from: "2026-12-01" } })).toEqual(["Every 2 days", "২ দিন পরপর"]);
    expect(both({ schedule: { kind: "weekdays", days: [1, 3, 5] } })).toEqual(["Mon, Wed, Fri", "সোম, বুধ, শুক্র"]);
    expect(both({ schedule: { kind: "cycle", on: 21, off: 7, from: "2026-12-01" } })).toEqual(["21 days on, 7 off", "২১ দিন খাবেন, ৭ দিন বন্ধ"]);
  });

  it("a taper: each step's doses as the notation (times when they are not meal times), and its last day", () => {
    const schedule = {
      kind: "taper" as const,
      from: "2026-11-19",
      steps: [
        { days: 7, times: ["08:00", "21:00"] },
        { days: 14, times: ["21:00"] },
      ],
    };
    expect(both({ schedule })).toEqual([
      "Taper: 1+0+1 for 7 days, then 0+0+1 for 14 days (until 9 Dec)",
      "ধাপে ধাপে: ৭ দিন ১+০+১, তারপর ১৪ দিন ০+০+১ (৯ ডিসে পর্যন্ত)",
    ]);
    expect(
      text(
        {
          schedule: {
            kind: "taper",
            from: "2026-12-01",
            steps: [
              { days: 1, times: ["09:30"] },
              { days: 2, times: [] },
            ],
          },
        },
        "en",
      ),
    ).toBe("Taper: 9:30 AM for 1 day, then no dose for 2 days (until 3 Dec)");
  });

  it("as needed, with its limits; beside the frequency only the limits", () => {
    const sos = { frequency: "as-needed", max_per_day: 3, min_gap_hours: 6 };
    expect(both(sos)).toEqual(["As needed · at most 3 a day, 6 hours apart", "প্রয়োজন হলে · দিনে সর্বোচ্চ ৩ বার, অন্তত ৬ ঘণ্টা পরপর"]);
    expect(both(sos, true)).toEqual(["at most 3 a day, 6 hours apart", "দিনে সর্বোচ্চ ৩ বার, অন্তত ৬ ঘণ্টা পরপর"]);
    expect(both({ frequency: "as-needed" })).toEqual(["As needed", "প্রয়োজন হলে"]);
    expect(both({ frequency: "as-needed" }, true)).toEqual([null, null]);
  });
});
