import { describe, expect, it } from "vitest";
import { banglaDayPart, clockTime } from "~/domain/time/clock-time";
import { formatDate, formatDateTime, formatNumber } from "~/platform/i18n/format";
import { pickLanguage } from "~/platform/i18n/i18n";

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
  it("writes whole numbers below 1000 as Intl does, without building a formatter (every one, both languages)", () => {
    for (const lang of ["en", "bn"] as const) {
      const intl = new Intl.NumberFormat(lang === "bn" ? "bn-BD" : "en-GB");
      for (let n = 0; n < 1000; n++) expect(formatNumber(n, lang)).toBe(intl.format(n));
    }
    expect(formatNumber(1234, "en")).toBe("1,234");
    expect(formatNumber(2.5, "bn")).toBe("২.৫");
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
  it("names each hour's part of the day as app/domain/time/clock-time.ts documents", () => {
    const expected = [
      "রাত",
      "রাত",
      "রাত",
      "রাত",
      "ভোর",
      "ভোর",
      "সকাল",
      "সকাল",
      "সকাল",
      "সকাল",
      "সকাল",
      "সকাল",
      "দুপুর",
      "দুপুর",
      "দুপুর",
      "বিকেল",
      "বিকেল",
      "বিকেল",
      "সন্ধ্যা",
      "সন্ধ্যা",
      "রাত",
      "রাত",
      "রাত",
      "রাত",
    ];
    expect(Array.from({ length: 24 }, (_, h) => banglaDayPart(h))).toEqual(expected);
  });
  it("turns at the boundaries, minute by minute", () => {
    expect(clockTime(3, 59, "bn")).toBe("রাত ৩:৫৯");
    expect(clockTime(4, 0, "bn")).toBe("ভোর ৪:০০");
    expect(clockTime(5, 59, "bn")).toBe("ভোর ৫:৫৯");
    expect(clockTime(6, 0, "bn")).toBe("সকাল ৬:০০");
    expect(clockTime(11, 59, "bn")).toBe("সকাল ১১:৫৯");
    expect(clockTime(12, 0, "bn")).toBe("দুপুর ১২:০০");
    expect(clockTime(14, 59, "bn")).toBe("দুপুর ২:৫৯");
    expect(clockTime(15, 0, "bn")).toBe("বিকেল ৩:০০");
    expect(clockTime(17, 59, "bn")).toBe("বিকেল ৫:৫৯");
    expect(clockTime(18, 0, "bn")).toBe("সন্ধ্যা ৬:০০");
    expect(clockTime(19, 59, "bn")).toBe("সন্ধ্যা ৭:৫৯");
    expect(clockTime(20, 0, "bn")).toBe("রাত ৮:০০");
    expect(clockTime(23, 59, "bn")).toBe("রাত ১১:৫৯");
    expect(clockTime(0, 0, "bn")).toBe("রাত ১২:০০");
  });
  it("English keeps AM/PM and Latin digits", () => {
    expect(clockTime(0, 0, "en")).toBe("12:00 AM");
    expect(clockTime(15, 0, "en")).toBe("3:00 PM");
    expect(clockTime(23, 59, "en")).toBe("11:59 PM");
  });
  it("a date and time in bn names the part of the day in the user's zone, never AM/PM or Latin digits", () => {
    // Dhaka is UTC+6: 23:30Z the day before is 05:30, 09:00Z is 15:00, 12:15Z is 18:15.
    expect(formatDateTime("2026-03-06T23:30:00Z", "bn", "Asia/Dhaka")).toMatch(/ভোর ৫:৩০$/);
    expect(formatDateTime("2026-03-07T09:00:00Z", "bn", "Asia/Dhaka")).toMatch(/বিকেল ৩:০০$/);
    expect(formatDateTime("2026-03-07T12:15:00Z", "bn", "Asia/Dhaka")).toMatch(/সন্ধ্যা ৬:১৫$/);
    for (const h of ["2026-03-07T00:00:00Z", "2026-03-07T06:00:00Z", "2026-03-07T18:00:00Z"]) {
      const s = formatDateTime(h, "bn", "Asia/Dhaka");
      expect(s).not.toMatch(/AM|PM|am|pm|[0-9]/);
      // The appointment reminder "At {{when}}" appends -এ to exactly this text.
      expect(`${s}-এ`).toMatch(/(রাত|ভোর|সকাল|দুপুর|বিকেল|সন্ধ্যা) [০-৯]{1,2}:[০-৯]{2}-এ$/);
    }
    expect(formatDate("2026-03-07T09:00:00Z", "bn", { hour: "numeric", minute: "2-digit", timeZone: "Asia/Dhaka" })).toBe("বিকেল ৩:০০");
  });
  it("dates with a time in bn carry the part of the day, in the given zone", () => {
    // 14:30 UTC is 20:30 in Dhaka.
    const s = formatDate("2026-03-07T14:30:00Z", "bn", { dateStyle: "medium", timeStyle: "short", timeZone: "Asia/Dhaka" });
    expect(s).toContain("রাত ৮:৩০");
    expect(s).not.toMatch(/AM|PM|[0-9]/);
    expect(formatDate("2026-03-07T14:30:00Z", "en", { timeStyle: "short", hour12: true, timeZone: "Asia/Dhaka" })).toMatch(/8:30\s?pm/i);
  });
});
