// The native ad (docs/rules/premium-and-ads.md, "House ads"): a card like the app's own,
// marked as an ad, with the campaign's title, text and button.
import { useTranslation } from "react-i18next";
import { adTexts } from "~/domain/ads/rules";
import { AdLink } from "./AdLink";
import { useHouseAd } from "./use-house-ad";

export function NativeAdCard() {
  const { t, i18n } = useTranslation();
  const { ad, record } = useHouseAd("native", { waits: true });
  if (!ad) return null;
  const text = adTexts(ad, i18n.language);
  return (
    <aside className="card stack house-ad" aria-label={t("ads.label")} data-ad-type="native">
      <p className="house-ad-label">{t("ads.label")}</p>
      <p className="house-ad-title">{text.title}</p>
      <p>{text.body}</p>
      {ad.link && text.action && <AdLink to={ad.link} label={text.action} onFollow={() => record("clicked")} />}
    </aside>
  );
}
