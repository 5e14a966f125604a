import { describe, expect, it } from "vitest";
import { formatDate, formatNumber } from "~/lib/format";
import { pickLanguage } from "~/lib/i18n";

describe("language choice (spec 1 §4)", () => {
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
