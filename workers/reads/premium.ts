// Whether the user is premium, and the house ads a free user's device may show
// (docs/rules/premium-and-ads.md). While tiers are off (the default) both answer
// without asking D1: everyone is premium and no ad exists for anyone.
import { asc, eq } from "drizzle-orm";
import { AD_TYPES, type AdType, type HouseAd, type HouseAdsResponse } from "../../app/domain/ads/rules";
import { isPremium, type PremiumStatus } from "../../app/domain/premium/rules";
import type { SessionUser } from "../../app/domain/session";
import { houseAds, premiumGrants, type HouseAdRow } from "../../drizzle/schema";
import { param, qb, type Read } from "./read";

const grantQuery = qb
  .select({ until: premiumGrants.until })
  .from(premiumGrants)
  .where(eq(premiumGrants.user_id, param("userId")));
const adsQuery = qb.select().from(houseAds).where(eq(houseAds.is_active, true)).orderBy(asc(houseAds.sort_order), asc(houseAds.id));

const EVERYONE_PREMIUM: PremiumStatus = { tiers: false, grant: null };

const statusOf = (rows: unknown): PremiumStatus => ({ tiers: true, grant: (rows as { until: string | null }[])[0] ?? null });

export function premiumRead(me: SessionUser, tiers: boolean): Read<PremiumStatus> {
  if (!tiers) return { queries: [], shape: () => EVERYONE_PREMIUM };
  return { queries: [grantQuery], values: { userId: me.id }, shape: ([grant]) => statusOf(grant) };
}

const isAdType = (v: unknown): v is AdType => (AD_TYPES as readonly unknown[]).includes(v);

function houseAd(row: HouseAdRow): HouseAd {
  // A button needs its text in both languages and somewhere to go.
  const action = row.action_en && row.action_bn && row.link ? { en: row.action_en, bn: row.action_bn } : null;
  return {
    id: row.id,
    types: (Array.isArray(row.types) ? row.types : []).filter(isAdType),
    title: { en: row.title_en, bn: row.title_bn },
    body: { en: row.body_en, bn: row.body_bn },
    action,
    link: action ? row.link : null,
  };
}

/**
 * The active campaigns, for a free user only: a premium user (everyone while tiers
 * are off) gets none, whatever the device asks. Nothing of the user's health data is
 * read: the device picks among them by type, language and rotation.
 */
export function houseAdsRead(me: SessionUser, tiers: boolean): Read<HouseAdsResponse> {
  if (!tiers) return { queries: [], shape: () => ({ ads: [] }) };
  return {
    queries: [grantQuery, adsQuery],
    values: { userId: me.id },
    shape: ([grant, rows]) => (isPremium(statusOf(grant), Date.now()) ? { ads: [] } : { ads: (rows as HouseAdRow[]).map(houseAd) }),
  };
}
