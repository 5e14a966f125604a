// The banner (docs/rules/premium-and-ads.md, "House ads"): a campaign's title and button
// at the bottom of Home, the next campaign every 45 to 60 s.
import { useTranslation } from "react-i18next";
import { adTexts, bannerRefreshMs } from "~/domain/ads/rules";
import { AdLink } from "./AdLink";
import { useHouseAd } from "./use-house-ad";

export function HouseBanner() {
  const { t, i18n } = useTranslation();
  const { ad, record } = useHouseAd("banner", { waits: true, refreshMs: bannerRefreshMs });
  if (!ad) return null;
  const text = adTexts(ad, i18n.language);
  return (
    <aside className="card house-ad house-ad-banner" aria-label={t("ads.label")} data-ad-type="banner">
      <div>
        <p className="house-ad-label">{t("ads.label")}</p>
        <p className="house-ad-title">{text.title}</p>
      </div>
      {ad.link && text.action && <AdLink to={ad.link} label={text.action} onFollow={() => record("clicked")} />}
    </aside>
  );
}
