// Daily tip (docs/rules/home.md): the tips a later issue loads (daily_tips by language).
// Until then it says what it will show.
import { useTranslation } from "react-i18next";
import { PlaceholderCard } from "./PlaceholderCard";

export function DailyTipCard() {
  const { t } = useTranslation("dashboard");
  return (
    <PlaceholderCard
      title={t("more.tip.title")}
      body={t("more.tip.body")}
    />
  );
}
