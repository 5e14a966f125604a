import { describe, expect, it } from "vitest";
import { badgeText } from "~/features/reminders/badge";

describe("bell badge (docs/rules/profile-and-settings.md)", () => {
  it("shows nothing at 0, the count up to 9, and 9+ beyond", () => {
    expect(badgeText(0, "en")).toBeNull();
    expect(badgeText(1, "en")).toBe("1");
    expect(badgeText(9, "en")).toBe("9");
    expect(badgeText(10, "en")).toBe("9+");
  });
  it("uses Bangla digits in bn", () => {
    expect(badgeText(1, "bn")).toBe("১");
    expect(badgeText(12, "bn")).toBe("৯+");
  });
});
