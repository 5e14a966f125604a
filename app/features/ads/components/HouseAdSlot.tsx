// Where a house ad may show (docs/rules/premium-and-ads.md, "House ads"). For a premium
// user (everyone while tiers are off), offline, on the server and while the page
// hydrates it is nothing; the ads' code is a lazy chunk a screen fetches only for a free
// user online, so no premium user's screen waits for it (the service worker precaches it
// in the background, like every chunk, for offline use). Slots of one screen take
// their turns in the screen's order (Home: the app-open ad before the banner).
import { lazy, Suspense, useSyncExternalStore } from "react";
import type { AdType } from "~/domain/ads/rules";
import { useOnline } from "~/platform/device/online";
import { usePremium } from "~/features/premium/queries";

const HouseAd = lazy(() => import("./HouseAd.client"));

const noSubscription = () => () => {};
/** False on the server and while hydrating (the page's HTML has no ad), true after. */
const useInBrowser = () =>
  useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );

export function HouseAdSlot({ type }: { type: AdType }) {
  const premium = usePremium();
  const online = useOnline();
  const inBrowser = useInBrowser();
  if (premium || !online || !inBrowser) return null;
  return (
    <Suspense fallback={null}>
      <HouseAd type={type} />
    </Suspense>
  );
}
