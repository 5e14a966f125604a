// docs/rules/home.md: the Advanced Features cards (the dashboard's, and the /advanced page).
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

const ITEMS = [
  { to: "/advanced/cloud-backup", key: "cloudBackup" },
  { to: "/advanced/analytics", key: "analytics" },
  { to: "/advanced/patient-summary", key: "patientSummary" },
] as const;

/** On the dashboard under an h2; on /advanced it is the page, under its h1. */
export function AdvancedFeatures({ heading = "h2" }: { heading?: "h1" | "h2" }) {
  const { t } = useTranslation("dashboard");
  const Heading = heading;
  return (
    <section className="stack advanced-features" aria-labelledby="advanced-title">
      <Heading id="advanced-title">{t("advanced.title")}</Heading>
      <ul className="feature-cards">
        {ITEMS.map((item) => (
          <li key={item.to}>
            <Link to={item.to} className="card feature-card">
              <strong>{t(`advanced.${item.key}.title`)}</strong>
              <span className="muted">{t(`advanced.${item.key}.body`)}</span>
            </Link>
          </li>
        ))}
      </ul>
    </section>
  );
}
