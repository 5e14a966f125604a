// More (spec 1 §2). Issue 3 adds About, Contact, Share and the rest.
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router";
import { signOut } from "~/lib/auth-client";

const LINKS = [
  { to: "/profile", key: "profile" },
  { to: "/settings", key: "settings" },
  { to: "/privacy-policy", key: "privacyPolicy" },
  { to: "/terms-of-service", key: "termsOfService" },
] as const;

export default function More() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <main id="main" className="page">
      <h1>{t("screens.more")}</h1>
      <ul className="menu-list">
        {LINKS.map((l) => (
          <li key={l.to}>
            <Link to={l.to}>{t(`screens.${l.key}`)}</Link>
          </li>
        ))}
        <li>
          <button
            type="button"
            className="menu-button"
            onClick={async () => {
              await signOut();
              navigate("/auth/login", { replace: true });
            }}
          >
            {t("actions.logOut")}
          </button>
        </li>
      </ul>
    </main>
  );
}
