// docs/rules/premium-and-ads.md, "Free and premium": everyone is premium unless tiers
// are on; then only while an operator's grant lasts.
import { describe, expect, it } from "vitest";
import { isPremium, tiersOn } from "../../app/domain/premium/rules";

const NOW = Date.parse("2026-03-01T09:00:00Z");

describe("tiersOn", () => {
  it("is on only for 'on' (the default 'off', unset or anything else leave everyone premium)", () => {
    expect(tiersOn("on")).toBe(true);
    expect(tiersOn(" ON ")).toBe(true);
    for (const v of ["off", "", undefined, "true", "1", "yes"]) expect(tiersOn(v)).toBe(false);
  });
});

describe("isPremium", () => {
  it("everyone while tiers are off, grant or not", () => {
    expect(isPremium({ tiers: false, grant: null }, NOW)).toBe(true);
  });

  it("not known yet counts as premium (no lock, no ad by mistake)", () => {
    expect(isPremium(undefined, NOW)).toBe(true);
    expect(isPremium(null, NOW)).toBe(true);
  });

  it("with tiers on: free without a grant, premium with one that has not ended", () => {
    expect(isPremium({ tiers: true, grant: null }, NOW)).toBe(false);
    expect(isPremium({ tiers: true, grant: { until: null } }, NOW)).toBe(true);
    expect(isPremium({ tiers: true, grant: { until: "2026-03-01T09:00:01.000Z" } }, NOW)).toBe(true);
    expect(isPremium({ tiers: true, grant: { until: "2026-03-01T09:00:00.000Z" } }, NOW)).toBe(false);
    expect(isPremium({ tiers: true, grant: { until: "2026-02-01T00:00:00.000Z" } }, NOW)).toBe(false);
  });
});
