import { useTranslation } from "react-i18next";

export function PlaceholderBars() {
  const { t } = useTranslation();
  return (
    <div className="placeholder-bars" role="status" aria-label={t("loading")}>
      <div className="bar" />
      <div className="bar" />
      <div className="bar" />
    </div>
  );
}
