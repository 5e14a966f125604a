// Placeholder for screens that a later issue builds; the route id names the screen.
import { useTranslation } from "react-i18next";
import { useMatches } from "react-router";

export default function ComingSoon({ screen: named }: { screen?: string }) {
  const { t } = useTranslation();
  const id = useMatches().at(-1)?.id ?? "";
  const screen = named ?? id.replace(/^soon\//, "").replace(/-premium$/, "");
  return (
    <main id="main" className="page coming-soon">
      <h1>{t(`screens.${screen}`)}</h1>
      <p className="badge">{t("comingSoon.badge")}</p>
      <p>{t("comingSoon.body")}</p>
    </main>
  );
}
