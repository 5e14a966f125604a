// House ads (docs/rules/premium-and-ads.md): the app's own public-health messages,
// shown to free users only, online only, never chosen by the user's health data.
// Which one and when follow from the type, the language and this device's impressions.

export const AD_TYPES = ["banner", "interstitial", "native", "app_open"] as const;
export type AdType = (typeof AD_TYPES)[number];

/**
 * A house ad's link is a path in this app: one leading `/`, no `//`, no backslash, no
 * space or control character. Browsers read `/\evil.example/` and `/\t/evil.example` as
 * another site (a backslash counts as a slash; tabs and newlines are dropped), so those
 * are refused on saving and never rendered (issue 27).
 */
export function isSameSitePath(link: string): boolean {
  return link.length <= 300 && /^\/(?!\/)[^\\\s\x00-\x1f\x7f]*$/.test(link) && !link.includes("//");
}

/** The only network there is: our own campaigns from D1 (`house_ads`). */
export const AD_NETWORK = "house";

/** Two impressions of any type are at least this far apart. */
export const AD_GENERAL_COOLDOWN_MS = 10_000;
/** Two interstitials are at least this far apart. */
export const AD_INTERSTITIAL_COOLDOWN_MS = 30_000;
/** A banner shows one campaign for a random time in this range, then the next. */
export const AD_BANNER_REFRESH_MIN_MS = 45_000;
export const AD_BANNER_REFRESH_MAX_MS = 60_000;
/** An app-open ad at most once in this time. */
export const AD_APP_OPEN_COOLDOWN_MS = 86_400_000;
/** Impressions are kept on the device this long, then pruned. */
export const AD_IMPRESSION_KEEP_MS = 86_400_000;
/** The interstitial's close button is disabled for this countdown (spec: "Advert close delay 5 s"). */
export const AD_CLOSE_DELAY_SECONDS = 5;

/** A type's own gap between two of its impressions, besides the general one. */
const TYPE_COOLDOWN_MS: Record<AdType, number> = {
  banner: 0,
  native: 0,
  interstitial: AD_INTERSTITIAL_COOLDOWN_MS,
  app_open: AD_APP_OPEN_COOLDOWN_MS,
};

export const AD_ACTIONS = ["shown", "clicked", "closed"] as const;
export type AdAction = (typeof AD_ACTIONS)[number];

/** One impression record, kept on this device only (spec: type, network, timestamp, action), with the campaign for rotation. */
export interface AdImpression {
  type: AdType;
  network: typeof AD_NETWORK;
  /** ms since the epoch. */
  timestamp: number;
  action: AdAction;
  adId: string;
}

/** A campaign as the `houseAds` read answers it: every text in both languages. */
export interface HouseAd {
  id: string;
  /** The ad types its texts suit. */
  types: AdType[];
  title: Record<"en" | "bn", string>;
  body: Record<"en" | "bn", string>;
  /** The button's text and where it leads in the app (a path), or null: a message only. */
  action: Record<"en" | "bn", string> | null;
  link: string | null;
}

export interface HouseAdsResponse {
  /** Empty for a premium user (and for everyone while tiers are off). */
  ads: HouseAd[];
}

/** The records of the last AD_IMPRESSION_KEEP_MS; one from the future (the clock was set back) is dropped too, so it holds nothing back. */
export function pruneImpressions(records: readonly AdImpression[], now: number): AdImpression[] {
  return records.filter((r) => r.timestamp <= now && now - r.timestamp < AD_IMPRESSION_KEEP_MS);
}

const lastShown = (records: readonly AdImpression[], match: (r: AdImpression) => boolean) =>
  records.reduce((at, r) => (r.action === "shown" && match(r) && r.timestamp > at ? r.timestamp : at), -Infinity);

/** The earliest time (ms) an ad of `type` may be shown after these impressions: the general cooldown and the type's own. */
export function adAllowedAt(type: AdType, records: readonly AdImpression[]): number {
  return Math.max(lastShown(records, () => true) + AD_GENERAL_COOLDOWN_MS, lastShown(records, (r) => r.type === type) + TYPE_COOLDOWN_MS[type]);
}

/** Whether an ad of `type` may show now: online, and no cooldown running. */
export function canShowAd(type: AdType, records: readonly AdImpression[], now: number, online: boolean): boolean {
  return online && adAllowedAt(type, records) <= now;
}

/** How long a banner shows one campaign: 45–60 s, at random (`random` in [0, 1)). */
export function bannerRefreshMs(random: () => number = Math.random): number {
  const span = AD_BANNER_REFRESH_MAX_MS - AD_BANNER_REFRESH_MIN_MS;
  return AD_BANNER_REFRESH_MIN_MS + Math.min(span, Math.floor(random() * (span + 1)));
}

/**
 * The campaign to show in a slot of `type`: of those that suit the type, the one shown
 * longest ago on this device (never shown first), ties in the campaigns' order. Nothing
 * about the user is looked at.
 */
export function chooseAd(ads: readonly HouseAd[], type: AdType, records: readonly AdImpression[]): HouseAd | null {
  let best: HouseAd | null = null;
  let bestAt = Infinity;
  for (const ad of ads) {
    if (!ad.types.includes(type)) continue;
    const at = lastShown(records, (r) => r.adId === ad.id);
    if (at < bestAt) {
      best = ad;
      bestAt = at;
    }
  }
  return best;
}

/** Whole seconds left before a modal ad shown at `shownAt` may be closed (0: now); the interstitial waits AD_CLOSE_DELAY_SECONDS. */
export function closeCountdown(shownAt: number, now: number, delaySeconds: number = AD_CLOSE_DELAY_SECONDS): number {
  return Math.max(0, Math.ceil((shownAt + delaySeconds * 1000 - now) / 1000));
}

/** The close delay of a modal ad: the interstitial's countdown; the app-open ad closes at once. */
export const closeDelaySeconds = (type: "interstitial" | "app_open"): number => (type === "interstitial" ? AD_CLOSE_DELAY_SECONDS : 0);

/** A campaign's texts in the app's language (every campaign has both). */
export function adTexts(ad: HouseAd, lang: string): { title: string; body: string; action: string | null } {
  const l = lang === "bn" ? "bn" : "en";
  return { title: ad.title[l], body: ad.body[l], action: ad.action?.[l] ?? null };
}
