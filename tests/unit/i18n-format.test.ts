import { describe, expect, it } from "vitest";
import { clockTime } from "~/domain/clock-time";
import { formatDate, formatNumber } from "~/lib/format";
import { pickLanguage } from "~/lib/i18n";

describe("language choice (docs/rules/profile-and-settings.md)", () => {
  it("prefers the stored choice", () => expect(pickLanguage("bn", ["en-US"])).toBe("bn"));
  it("else the browser's language when it is en or bn", () => {
    expect(pickLanguage(null, ["bn-BD", "en"])).toBe("bn");
    expect(pickLanguage(undefined, ["fr-FR", "en-GB"])).toBe("en");
  });
  it("else English", () => expect(pickLanguage("de", ["fr", "hi-IN"])).toBe("en"));
});

describe("Bangla numbers and dates", () => {
  it("uses Bangla digits in bn", () => {
    expect(formatNumber(16, "bn")).toBe("১৬");
    expect(formatNumber(1234.5, "bn")).toMatch(/^১,২৩৪\.৫$/);
    expect(formatNumber(16, "en")).toBe("16");
  });
  it("formats dates in bn-BD with Bangla digits", () => {
    const s = formatDate("2026-03-07T06:00:00Z", "bn", { year: "numeric", month: "long", day: "numeric", timeZone: "Asia/Dhaka" });
    expect(s).toContain("২০২৬");
    expect(s).toContain("৭");
    expect(s).not.toMatch(/[0-9]/);
  });
});

describe("times of day as people say them", () => {
  it("Bangla names the part of the day before the time, never AM/PM", () => {
    expect(clockTime(8, 0, "bn")).toBe("সকাল ৮:০০");
    expect(clockTime(13, 30, "bn")).toBe("দুপুর ১:৩০");
    expect(clockTime(16, 30, "bn")).toBe("বিকেল ৪:৩০");
    expect(clockTime(20, 0, "bn")).toBe("রাত ৮:০০");
    expect(clockTime(0, 5, "bn")).toBe("রাত ১২:০৫");
    expect(clockTime(8, 0, "en")).toBe("8:00 AM");
    expect(clockTime(12, 0, "en")).toBe("12:00 PM");
  });
  it("dates with a time in bn carry the part of the day, in the given zone", () => {
    // 14:30 UTC is 20:30 in Dhaka.
    const s = formatDate("2026-03-07T14:30:00Z", "bn", { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Dhaka" });
    expect(s).toContain("রাত ৮:৩০");
    expect(s).not.toMatch(/AM|PM|[0-9]/);
    expect(formatDate("2026-03-07T14:30:00Z", "en", { timeStyle: "short", hour12: true, timeZone: "Asia/Dhaka" })).toMatch(/8:30\s?pm/i);
  });
});
