// docs/rules/premium-and-ads.md, "House ads": cooldowns, banner refresh, pruning after
// 24 h, the rotation among campaigns, and the interstitial's close countdown.
import { describe, expect, it } from "vitest";
import {
  AD_APP_OPEN_COOLDOWN_MS,
  AD_BANNER_REFRESH_MAX_MS,
  AD_BANNER_REFRESH_MIN_MS,
  AD_CLOSE_DELAY_SECONDS,
  AD_GENERAL_COOLDOWN_MS,
  AD_IMPRESSION_KEEP_MS,
  isSameSitePath,
  AD_INTERSTITIAL_COOLDOWN_MS,
  adAllowedAt,
  adTexts,
  bannerRefreshMs,
  canShowAd,
  chooseAd,
  closeCountdown,
  closeDelaySeconds,
  pruneImpressions,
  type AdAction,
  type AdImpression,
  type AdType,
  type HouseAd,
} from "../../app/domain/ads/rules";

const T0 = Date.parse("2026-03-01T09:00:00Z");
const seen = (type: AdType, at: number, adId = "a", action: AdAction = "shown"): AdImpression => ({ type, network: "house", timestamp: at, action, adId });
const ad = (id: string, types: AdType[] = ["banner", "native", "interstitial", "app_open"]): HouseAd => ({
  id,
  types,
  title: { en: `T ${id}`, bn: `শি ${id}` },
  body: { en: "B", bn: "ব" },
  action: null,
  link: null,
});

describe("the spec's numbers", () => {
  it("are the constants", () => {
    expect(AD_GENERAL_COOLDOWN_MS).toBe(10_000);
    expect(AD_INTERSTITIAL_COOLDOWN_MS).toBe(30_000);
    expect([AD_BANNER_REFRESH_MIN_MS, AD_BANNER_REFRESH_MAX_MS]).toEqual([45_000, 60_000]);
    expect(AD_APP_OPEN_COOLDOWN_MS).toBe(86_400_000);
    expect(AD_IMPRESSION_KEEP_MS).toBe(86_400_000);
    expect(AD_CLOSE_DELAY_SECONDS).toBe(5);
  });
});

describe("cooldowns", () => {
  it("nothing seen yet: every type may show at once, online only", () => {
    for (const type of ["banner", "interstitial", "native", "app_open"] as const) {
      expect(canShowAd(type, [], T0, true)).toBe(true);
      expect(canShowAd(type, [], T0, false)).toBe(false);
    }
  });

  it("any impression holds every type back for 10 s", () => {
    const records = [seen("banner", T0)];
    expect(adAllowedAt("native", records)).toBe(T0 + 10_000);
    expect(canShowAd("native", records, T0 + 9_999, true)).toBe(false);
    expect(canShowAd("native", records, T0 + 10_000, true)).toBe(true);
    expect(canShowAd("banner", records, T0 + 10_000, true)).toBe(true);
  });

  it("an interstitial waits 30 s after the last interstitial", () => {
    const records = [seen("interstitial", T0)];
    expect(canShowAd("interstitial", records, T0 + 29_999, true)).toBe(false);
    expect(canShowAd("interstitial", records, T0 + 30_000, true)).toBe(true);
    // Other types only wait for the general cooldown.
    expect(canShowAd("banner", records, T0 + 10_000, true)).toBe(true);
  });

  it("an app-open ad shows once in 24 hours", () => {
    const records = [seen("app_open", T0)];
    expect(canShowAd("app_open", records, T0 + AD_APP_OPEN_COOLDOWN_MS - 1, true)).toBe(false);
    expect(canShowAd("app_open", records, T0 + AD_APP_OPEN_COOLDOWN_MS, true)).toBe(true);
  });

  it("counts only shown impressions (a click or a close is not another ad)", () => {
    const records = [seen("interstitial", T0 - 40_000), seen("interstitial", T0 - 1_000, "a", "closed"), seen("banner", T0 - 500, "a", "clicked")];
    expect(canShowAd("interstitial", records, T0, true)).toBe(true);
  });

  it("the later of the general and the type's own cooldown wins", () => {
    const records = [seen("interstitial", T0), seen("banner", T0 + 25_000)];
    expect(adAllowedAt("interstitial", records)).toBe(T0 + 35_000);
    expect(adAllowedAt("native", records)).toBe(T0 + 35_000);
    expect(adAllowedAt("interstitial", [seen("interstitial", T0), seen("banner", T0 + 5_000)])).toBe(T0 + 30_000);
  });
});

describe("banner refresh", () => {
  it("is 45 to 60 s, at random", () => {
    expect(bannerRefreshMs(() => 0)).toBe(45_000);
    expect(bannerRefreshMs(() => 0.5)).toBe(52_500);
    expect(bannerRefreshMs(() => 0.999999)).toBe(60_000);
    for (let i = 0; i < 200; i++) {
      const ms = bannerRefreshMs();
      expect(ms).toBeGreaterThanOrEqual(45_000);
      expect(ms).toBeLessThanOrEqual(60_000);
    }
  });
});

describe("pruning", () => {
  it("keeps the last 24 hours only", () => {
    const keep = [seen("banner", T0 - AD_IMPRESSION_KEEP_MS + 1), seen("native", T0)];
    const old = [seen("app_open", T0 - AD_IMPRESSION_KEEP_MS), seen("banner", T0 - 2 * AD_IMPRESSION_KEEP_MS)];
    expect(pruneImpressions([...old, ...keep], T0)).toEqual(keep);
  });

  it("drops a record from the future (the clock was set back), which would hold ads back", () => {
    expect(pruneImpressions([seen("app_open", T0 + 60_000)], T0)).toEqual([]);
  });

  it("lets the app-open ad show again once its record is pruned", () => {
    const records = pruneImpressions([seen("app_open", T0)], T0 + AD_IMPRESSION_KEEP_MS);
    expect(canShowAd("app_open", records, T0 + AD_IMPRESSION_KEEP_MS, true)).toBe(true);
  });
});

describe("choosing a campaign", () => {
  const ads = [ad("bp"), ad("dengue", ["native", "interstitial"]), ad("feet")];

  it("takes only campaigns that suit the type", () => {
    expect(chooseAd(ads, "banner", [])?.id).toBe("bp");
    expect(chooseAd([ad("dengue", ["native"])], "banner", [])).toBeNull();
    expect(chooseAd([], "native", [])).toBeNull();
  });

  it("rotates: never shown first in the campaigns' order, then the one shown longest ago", () => {
    expect(chooseAd(ads, "native", [seen("banner", T0, "bp")])?.id).toBe("dengue");
    expect(chooseAd(ads, "native", [seen("banner", T0, "bp"), seen("native", T0 + 1, "dengue")])?.id).toBe("feet");
    const all = [seen("banner", T0 + 2, "bp"), seen("native", T0, "dengue"), seen("native", T0 + 1, "feet")];
    expect(chooseAd(ads, "native", all)?.id).toBe("dengue");
    expect(chooseAd(ads, "banner", all)?.id).toBe("feet");
  });

  it("is the same for the same inputs (nothing about the user is looked at)", () => {
    const records = [seen("banner", T0, "bp")];
    expect(chooseAd(ads, "interstitial", records)).toBe(chooseAd(ads, "interstitial", records));
  });
});

describe("the interstitial's close countdown", () => {
  it("counts 5 whole seconds down to 0", () => {
    expect(closeCountdown(T0, T0)).toBe(5);
    expect(closeCountdown(T0, T0 + 1)).toBe(5);
    expect(closeCountdown(T0, T0 + 1_000)).toBe(4);
    expect(closeCountdown(T0, T0 + 4_001)).toBe(1);
    expect(closeCountdown(T0, T0 + 5_000)).toBe(0);
    expect(closeCountdown(T0, T0 + 60_000)).toBe(0);
  });

  it("the app-open ad has none", () => {
    expect(closeDelaySeconds("interstitial")).toBe(5);
    expect(closeDelaySeconds("app_open")).toBe(0);
    expect(closeCountdown(T0, T0, closeDelaySeconds("app_open"))).toBe(0);
  });
});

describe("a campaign's texts", () => {
  it("are in the app's language", () => {
    const a = { ...ad("bp"), action: { en: "Log", bn: "লিখুন" }, link: "/tracking/blood-pressure" };
    expect(adTexts(a, "bn")).toEqual({ title: "শি bp", body: "ব", action: "লিখুন" });
    expect(adTexts(a, "en")).toEqual({ title: "T bp", body: "B", action: "Log" });
    expect(adTexts(ad("x"), "en").action).toBeNull();
  });
});

describe("a house ad's link stays on this site (isSameSitePath)", () => {
  const base = "https://sushastho.app/dashboard";
  it("refuses what a browser would take off-site, and every link it accepts resolves here", () => {
    for (const link of ["/\\evil.example/", "/\t/evil.example", "/\n/evil.example", "//evil.example"]) {
      expect(new URL(link, base).host, JSON.stringify(link)).toBe("evil.example");
      expect(isSameSitePath(link), JSON.stringify(link)).toBe(false);
    }
    for (const link of ["/premium", "/education/articles/x?y=1#z", "/"]) {
      expect(isSameSitePath(link)).toBe(true);
      expect(new URL(link, base).host).toBe("sushastho.app");
    }
    expect(isSameSitePath("premium")).toBe(false);
    expect(isSameSitePath("/a\u007fb")).toBe(false);
  });
});
