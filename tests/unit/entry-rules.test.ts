import { describe, expect, it } from "vitest";
import { signedOutDestination } from "~/domain/auth/entry-rules";

describe("first run for a signed-out visitor (docs/rules/entry-and-accounts.md)", () => {
  it("goes language → feature intro → sign-in, each step once", () => {
    expect(signedOutDestination({ hasSeenLanguageSelection: false, hasSeenFeatureIntro: false })).toBe("/language-selection");
    expect(signedOutDestination({ hasSeenLanguageSelection: true, hasSeenFeatureIntro: false })).toBe("/feature-intro");
    expect(signedOutDestination({ hasSeenLanguageSelection: true, hasSeenFeatureIntro: true })).toBe("/auth/login");
  });
  it("asks the language first even when the intro was seen (a language never chosen on this device)", () => {
    expect(signedOutDestination({ hasSeenLanguageSelection: false, hasSeenFeatureIntro: true })).toBe("/language-selection");
  });
});
