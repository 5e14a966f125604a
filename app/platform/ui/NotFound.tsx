import { useTranslation } from "react-i18next";
import { Link } from "react-router";

export function NotFound() {
  const { t } = useTranslation();
  return (
    <main id="main" className="center-page">
      <p className="big-code" aria-hidden="true">
        404
      </p>
      <h1>{t("notFound.title")}</h1>
      <Link className="button" to="/">
        {t("notFound.returnHome")}
      </Link>
    </main>
  );
}
