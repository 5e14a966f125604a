// This device's ad impressions, per user (docs/rules/premium-and-ads.md, "House ads"):
// localStorage `adImpressions:{userId}`, pruned to the last 24 hours whenever read or
// written, removed with the rest of the user's device data at log out (platform/device/user-data.ts).
// Nothing of it is ever sent anywhere.
import { AD_NETWORK, adAllowedAt, chooseAd, pruneImpressions, type AdAction, type AdImpression, type AdType, type HouseAd } from "~/domain/ads/rules";
import { userCache } from "../../platform/reads/user-cache";

const store = userCache<AdImpression[]>("adImpressions");

export function readImpressions(userId: string, now = Date.now()): AdImpression[] {
  const records = store.read(userId);
  return Array.isArray(records) ? pruneImpressions(records, now) : [];
}

export function recordImpression(userId: string, type: AdType, adId: string, action: AdAction, now = Date.now()) {
  store.write(userId, [...readImpressions(userId, now), { type, network: AD_NETWORK, timestamp: now, action, adId }]);
}

/** A slot's turn: a campaign to show now, or when to ask again; null when no campaign suits the type. */
export type AdTurn = { ad: HouseAd } | { retryAt: number } | null;

/**
 * Takes a slot's turn: when the cooldowns allow an ad of `type` now, records it shown
 * (before answering, so a second slot asking in the same moment waits its turn) and
 * answers the campaign; otherwise when they will.
 */
export function takeAdTurn(userId: string, type: AdType, ads: readonly HouseAd[], now = Date.now()): AdTurn {
  const records = readImpressions(userId, now);
  const ad = chooseAd(ads, type, records);
  if (!ad) return null;
  const allowedAt = adAllowedAt(type, records);
  if (allowedAt > now) return { retryAt: allowedAt };
  recordImpression(userId, type, ad.id, "shown", now);
  return { ad };
}
