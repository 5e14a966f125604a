// Whether the user is premium and the house ads a free user's device may show
// (docs/rules/premium-and-ads.md), through the offline-query layer. No op writes
// either (an operator grants premium; campaigns are ours), so `apply` changes nothing.
import { useQuery } from "@tanstack/react-query";
import type { HouseAdsResponse } from "~/domain/ads/rules";
import { isPremium, type PremiumStatus } from "~/domain/premium/rules";
import { offlineQuery } from "../../platform/reads/offline-query";
import { useSessionUser } from "../auth/session";
import { useNow } from "~/platform/device/now";

const HOUR_MS = 60 * 60_000;

export const premiumQuery = offlineQuery({
  read: "premium",
  tables: ["premium_grants"],
  ops: async () => ({ apply: (data: PremiumStatus) => data }),
  // The tier decides what screens show offline, however long: a free user's copy must
  // not lapse after 24 hours into "not known", which counts as premium.
  keepsCopy: true,
});

export const houseAdsQuery = offlineQuery({
  read: "houseAds",
  tables: ["house_ads"],
  ops: async () => ({ apply: (data: HouseAdsResponse) => data }),
  // Ads show only online: the device keeps no copy.
  copy: () => null,
});

/**
 * Whether the signed-in user is premium now (everyone, while tiers are off). The app
 * shell reads it with every page. Not screen data: it never makes a screen say
 * 'Viewing offline data' (platform/reads/offline-data-scope.tsx), so More stays without the notice.
 */
export function usePremium(): boolean {
  const { data } = useQuery(premiumQuery.options(useSessionUser().id, null));
  // Hourly is enough for a grant's end, and the whole frame reads this: no re-render every 30 s.
  return isPremium(data, useNow(HOUR_MS).getTime());
}

/** The campaigns for a free user's ad slots (fetched only online: ads show only then). */
export function useHouseAds() {
  return useQuery(houseAdsQuery.options(useSessionUser().id, null)).data;
}
