// docs/rules/home.md: the Advanced Features cards.
import { useTranslation } from "react-i18next";
import { Link } from "react-router";

const ITEMS = [
  { to: "/advanced/cloud-backup", key: "cloudBackup" },
  { to: "/advanced/analytics", key: "analytics" },
  { to: "/advanced/patient-summary", key: "patientSummary" },
] as const;

export function AdvancedFeatures() {
  const { t } = useTranslation("dashboard");
  return (
    <section className="stack advanced-features" aria-labelledby="advanced-title">
      <h2 id="advanced-title">{t("advanced.title")}</h2>
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
