// Privacy Policy and Terms of Service: public pages, readable signed in or out.
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { formatDate } from "~/platform/i18n/format";
import { LanguageToggle } from "../i18n/LanguageToggle";

/** When the texts in locales/{en,bn}/legal.json last changed. */
export const LEGAL_UPDATED = "2026-11-21";

export function LegalPage({ doc }: { doc: "privacy" | "terms" }) {
  const { t, i18n } = useTranslation("legal");
  const navigate = useNavigate();
  const sections = t(`${doc}.sections`, { returnObjects: true }) as { heading: string; body: string }[];
  return (
    <main id="main" className="page prose">
      <div className="action-row">
        <button type="button" className="button button-secondary" onClick={() => (history.length > 1 ? navigate(-1) : navigate("/"))}>
          ← {t("common:actions.back")}
        </button>
        <LanguageToggle />
      </div>
      <h1>{t(`${doc}.title`)}</h1>
      <p className="muted">{t("updated", { date: formatDate(LEGAL_UPDATED, i18n.language, { dateStyle: "long" }) })}</p>
      {sections.map((s) => (
        <section key={s.heading}>
          <h2>{s.heading}</h2>
          <p>{s.body}</p>
        </section>
      ))}
    </main>
  );
}
