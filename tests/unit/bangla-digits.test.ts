// Bangla digits read as numbers, and a number's suffix kept on its line (app/domain/bangla/digits.ts).
import { describe, expect, it } from "vitest";
import { keepNumberSuffixes, toAsciiDigits } from "~/domain/bangla/digits";

const JOINER = "\u2060";

describe("Bangla digits", () => {
  it("reads Bangla digits as ASCII", () => {
    expect(toAsciiDigits("৮:০০")).toBe("8:00");
    expect(toAsciiDigits("৪৫ mg")).toBe("45 mg");
  });

  it("keeps a number's hyphenated suffix on the number's line, and the hyphen in the text", () => {
    const text = keepNumberSuffixes("৬-টির মধ্যে ৩-টি ডোজ খাওয়া হয়েছে");
    expect(text).toBe(`৬-${JOINER}টির মধ্যে ৩-${JOINER}টি ডোজ খাওয়া হয়েছে`);
    expect(text.replaceAll(JOINER, "")).toBe("৬-টির মধ্যে ৩-টি ডোজ খাওয়া হয়েছে");
    expect(keepNumberSuffixes("৯০/৬০-এর")).toBe(`৯০/৬০-${JOINER}এর`);
  });

  it("leaves other hyphens and English alone", () => {
    expect(keepNumberSuffixes("3/6 doses taken")).toBe("3/6 doses taken");
    expect(keepNumberSuffixes("ঘুম-জাগরণ")).toBe("ঘুম-জাগরণ");
    expect(keepNumberSuffixes("৫ - ১০")).toBe("৫ - ১০");
  });
});
