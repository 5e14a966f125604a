// The interstitial (on the medicine list) and the app-open ad (on Home, the first time it
// shows after the app starts, once in 24 hours). Each takes one turn per visit, never
// while the dose dialog is open. Rules: docs/rules/premium-and-ads.md, "House ads".
import { useState } from "react";
import { closeDelaySeconds } from "~/domain/ads";
import { useDoseDialogState } from "~/lib/dose-dialog";
import { AdDialog } from "./AdDialog";
import { useHouseAd } from "./use-house-ad";

/** The app-open ad's one chance per start of the app (this page load). */
let appOpenTried = false;
function firstAppOpen() {
  if (appOpenTried) return false;
  appOpenTried = true;
  return true;
}

export function ModalAd({ type }: { type: "interstitial" | "app_open" }) {
  const dose = useDoseDialogState();
  const [mayShow] = useState(() => type !== "app_open" || firstAppOpen());
  const { ad, record } = useHouseAd(type, { ready: mayShow && dose.request === null && dose.ringingKey === null, waits: false });
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
