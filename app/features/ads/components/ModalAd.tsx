// The interstitial (on the medicine list) and the app-open ad (on Home, the first time it
// shows after the app starts, once in 24 hours). Each takes one turn per visit, never
// while the dose dialog is open. Rules: docs/rules/premium-and-ads.md, "House ads".
import { useState } from "react";
import { closeDelaySeconds } from "~/domain/ads/rules";
import { useDoseDialogState } from "~/features/doses/dialog-state";
import { AdDialog } from "./AdDialog";
import { useHouseAd } from "./use-house-ad";

/**
 * The app-open ad's one chance per start of the app (this page load), used up when the
 * slot has taken its turn (not when it mounts: the slot may mount again before the
 * campaigns arrive, as the tier becomes known).
 */
let appOpenUsed = false;
const markAppOpenUsed = () => {
  appOpenUsed = true;
};

export function ModalAd({ type }: { type: "interstitial" | "app_open" }) {
  const dose = useDoseDialogState();
  const [mayShow] = useState(() => type !== "app_open" || !appOpenUsed);
  const { ad, record } = useHouseAd(type, {
    ready: mayShow && dose.request === null && dose.ringingKey === null,
    waits: false,
    onSettled: type === "app_open" ? markAppOpenUsed : undefined,
  });
  const [open, setOpen] = useState(true);
  if (!ad || !open) return null;
  return (
    <AdDialog
      ad={ad}
      closeDelay={closeDelaySeconds(type)}
      onClose={() => {
        record("closed");
        setOpen(false);
      }}
      onFollow={() => {
        record("clicked");
        setOpen(false);
      }}
    />
  );
}
