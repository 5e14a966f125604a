// A modal ad (the interstitial and the app-open ad; docs/rules/premium-and-ads.md,
// "House ads") on the native <dialog>: the browser traps focus and makes the page
// behind inert; it is named by the campaign's title and described by its text. Its
// close button (and Escape) work only after `closeDelay` seconds, counted down on the
// button. platform/ui/Dialog.tsx closes on Escape at once, so it cannot be used here.
import { useEffect, useId, useLayoutEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { adTexts, closeCountdown, type HouseAd } from "~/domain/ads/rules";
import { formatNumber } from "~/platform/i18n/format";
import { AdLink } from "./AdLink";

interface Props {
  ad: HouseAd;
  closeDelay: number;
  onClose: () => void;
  onFollow: () => void;
}

export function AdDialog({ ad, closeDelay, onClose, onFollow }: Props) {
  const { t, i18n } = useTranslation();
  const ref = useRef<HTMLDialogElement>(null);
  const titleRef = useRef<HTMLHeadingElement>(null);
  const titleId = useId();
  const bodyId = useId();
  const [shownAt] = useState(() => Date.now());
  const [now, setNow] = useState(shownAt);
  const left = closeCountdown(shownAt, now, closeDelay);
  const closable = left === 0;
  const text = adTexts(ad, i18n.language);

  // A layout effect: its cleanup closes the dialog while it is still in the page, so the
  // browser gives focus back to where it was.
  useLayoutEffect(() => {
    const d = ref.current;
    if (d && !d.open) d.showModal();
    // Focus on the title, so a screen reader starts with it (and not on the campaign's button).
    titleRef.current?.focus();
    return () => d?.close();
  }, []);

  // One tick per whole second until the close button works.
  useEffect(() => {
    if (left === 0) return;
    const id = setTimeout(() => setNow(Date.now()), shownAt + (closeDelay - left + 1) * 1000 - now);
    return () => clearTimeout(id);
  }, [now, left, shownAt, closeDelay]);

  return (
    <dialog
      ref={ref}
      className="dialog house-ad-dialog"
      aria-labelledby={titleId}
      aria-describedby={bodyId}
      data-ad-type={closeDelay > 0 ? "interstitial" : "app_open"}
      onCancel={(e) => {
        e.preventDefault();
        if (closable) onClose();
      }}
      onClose={() => {
        // The browser closed it on its own (a second Escape it would not let us refuse) before the countdown ended: show it again.
        const d = ref.current;
        if (d && !d.open && d.isConnected && !closable) d.showModal();
      }}
    >
      <div className="dialog-body stack">
        <p className="house-ad-label">{t("ads.label")}</p>
        <h2 id={titleId} ref={titleRef} tabIndex={-1}>
          {text.title}
        </h2>
        <p id={bodyId}>{text.body}</p>
      </div>
      <div className="dialog-actions">
        {ad.link && text.action && <AdLink to={ad.link} label={text.action} className="button button-secondary" onFollow={onFollow} />}
        <button type="button" className="button" disabled={left > 0} onClick={onClose}>
          {left > 0 ? t("ads.closeIn", { seconds: formatNumber(left, i18n.language) }) : t("actions.close")}
        </button>
      </div>
    </dialog>
  );
}
