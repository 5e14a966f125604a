// docs/rules/home.md: morning before 12:00, midday before 15:00, afternoon before 18:00, else evening, in the user's zone.
import { describe, expect, it } from "vitest";
import { dayPart } from "../../app/domain/dashboard/greeting";
import bn from "../../locales/bn/dashboard.json";
import en from "../../locales/en/dashboard.json";
import { DHAKA, NEW_YORK, dhaka } from "./dose-fixtures";

const D = "2025-06-15";

describe("dayPart", () => {
  it("changes at 12:00, 15:00 and 18:00 local time", () => {
    expect(dayPart(dhaka(D, "00:00"), DHAKA)).toBe("morning");
    expect(dayPart(dhaka(D, "11:59", 59), DHAKA)).toBe("morning");
    expect(dayPart(dhaka(D, "12:00"), DHAKA)).toBe("midday");
    expect(dayPart(dhaka(D, "14:59", 59), DHAKA)).toBe("midday");
    expect(dayPart(dhaka(D, "15:00"), DHAKA)).toBe("afternoon");
    expect(dayPart(dhaka(D, "17:59", 59), DHAKA)).toBe("afternoon");
    expect(dayPart(dhaka(D, "18:00"), DHAKA)).toBe("evening");
    expect(dayPart(dhaka(D, "23:59"), DHAKA)).toBe("evening");
  });

  it("reads the clock of the user's zone, not the device's", () => {
    // 09:00 in Dhaka is 23:00 the evening before in New York (UTC-4 in June).
    const instant = dhaka(D, "09:00");
    expect(dayPart(instant, DHAKA)).toBe("morning");
    expect(dayPart(instant, NEW_YORK)).toBe("evening");
    expect(dayPart(dhaka(D, "23:00"), NEW_YORK)).toBe("midday");
    expect(dayPart(dhaka(D, "02:00"), NEW_YORK)).toBe("afternoon");
  });
});

describe("greeting texts", () => {
  it("English says Good afternoon all afternoon; Bangla শুভ দুপুর, then শুভ বিকেল from 15:00", () => {
    expect(en.greeting.midday).toBe(en.greeting.afternoon);
    expect(bn.greeting.midday).toBe("শুভ দুপুর, {{name}}");
    expect(bn.greeting.afternoon).toBe("শুভ বিকেল, {{name}}");
  });
});
