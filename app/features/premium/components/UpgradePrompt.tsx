// What a free user sees instead of a premium screen (docs/rules/premium-and-ads.md,
// "Upgrade prompt"): the screen's name, what Premium gives, and how to get it. There is
// no payment in the app, so the way is an email to support from the account's address.
import { useTranslation } from "react-i18next";
import { SUPPORT_EMAIL } from "~/domain/settings/app-info";
import { PREMIUM_FEATURES, type PremiumFeature } from "~/domain/premium/rules";
import { useSessionUser } from "~/features/auth/session";

export function UpgradePrompt({ feature }: { feature: PremiumFeature }) {
  const { t } = useTranslation("premium");
  const { email } = useSessionUser();
  const mail = `mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent(t("upgrade.mailSubject"))}&body=${encodeURIComponent(t("upgrade.mailBody", { account: email }))}`;
  return (
    <main id="main" className="page stack">
      <h1>{t(`names.${feature}`)}</h1>
      <section className="card stack upgrade-prompt" aria-labelledby="upgrade-title" data-testid="upgrade-prompt">
        <h2 id="upgrade-title">{t("upgrade.title")}</h2>
        <p>{t("upgrade.lead", { feature: t(`names.${feature}`) })}</p>
        <h3>{t("upgrade.whatTitle")}</h3>
        <ul>
          {[...PREMIUM_FEATURES, "adFree" as const].map((b) => (
            <li key={b}>{t(`benefits.${b}`)}</li>
          ))}
        </ul>
        <h3>{t("upgrade.howTitle")}</h3>
        <p>{t("upgrade.how", { email: SUPPORT_EMAIL })}</p>
        <a className="button" href={mail}>
          {t("upgrade.contact")}
        </a>
      </section>
    </main>
  );
}
