import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { HeartIcon } from "../../../platform/ui/HeartIcon";
import { LanguageToggle } from "../../../platform/i18n/LanguageToggle";

export function AuthLayout({ title, subtitle, children }: { title: string; subtitle: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <main id="main" className="auth-page">
      <div className="auth-corner">
        <LanguageToggle />
      </div>
      <div className="auth-card">
        <HeartIcon size={48} />
        <h1>{title}</h1>
        <p className="muted">{subtitle}</p>
        {children}
        <p className="legal-links">
          <Link to="/terms-of-service">{t("legal.terms")}</Link> · <Link to="/privacy-policy">{t("legal.privacy")}</Link>
        </p>
      </div>
    </main>
  );
}
