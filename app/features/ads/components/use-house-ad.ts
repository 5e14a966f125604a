// The campaign one ad slot shows (docs/rules/premium-and-ads.md, "House ads"): the slot
// asks for its turn once the campaigns are here; a cooldown either makes it ask again
// when it ends (inline ads) or ends its chance for this visit (modal ads); the banner
// asks again after its refresh time and keeps its campaign until the next may show.
import { useCallback, useEffect, useState } from "react";
import type { AdAction, AdType, HouseAd } from "~/domain/ads/rules";
import { recordImpression, takeAdTurn } from "~/features/ads/impressions";
import { useHouseAds } from "~/features/premium/queries";
import { useSessionUser } from "~/features/auth/session";

interface Options {
  /** False while the slot must not take its turn (a modal ad while the dose dialog is open). */
  ready?: boolean;
  /** Held back by a cooldown: ask again when it ends (true) or give up for this visit (false). */
  waits: boolean;
  /** After showing a campaign, the time until the next one takes its place (the banner). */
  refreshMs?: () => number;
  /** Called once the slot has shown its campaign or given up (no more turns). */
  onSettled?: () => void;
}

export function useHouseAd(type: AdType, { ready = true, waits, refreshMs, onSettled }: Options) {
  const userId = useSessionUser().id;
  const data = useHouseAds();
  const [ad, setAd] = useState<HouseAd | null>(null);
  // A timer's call for another turn; `settled`: shown or given up, no more turns.
  const [turn, setTurn] = useState(0);
  const [settled, setSettled] = useState(false);

  useEffect(() => {
    if (!data || !ready || settled) return;
    const next = takeAdTurn(userId, type, data.ads);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const askAgainIn = (ms: number) => (timer = setTimeout(() => setTurn((n) => n + 1), Math.max(0, ms)));
    if (next && "ad" in next) {
      // eslint-disable-next-line react-hooks/set-state-in-effect -- the turn is taken (and recorded on this device) after a commit, never in a render; only then is its answer known.
      setAd(next.ad);
      if (refreshMs) askAgainIn(refreshMs());
      else setSettled(true);
    } else if (next && waits) {
      askAgainIn(next.retryAt - Date.now());
    } else {
      setSettled(true);
    }
    return () => clearTimeout(timer);
  }, [data, ready, settled, turn, userId, type, waits, refreshMs]);
  useEffect(() => {
    if (settled) onSettled?.();
  }, [settled, onSettled]);

  const record = useCallback((action: AdAction) => ad && recordImpression(userId, type, ad.id, action), [ad, userId, type]);
  return { ad, record };
}
