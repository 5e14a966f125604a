// Sleep card (spec 2 §2, §4): links to /tracking/sleep; its states come with sleep tracking.
// Until then it says what it will show.
import { useTranslation } from "react-i18next";
import { PlaceholderCard } from "./PlaceholderCard";

export function SleepCard() {
  const { t } = useTranslation("dashboard");
  return (
    <PlaceholderCard
      title={t("more.sleep.title")}
      body={t("more.sleep.body")}
      link={{ to: "/tracking/sleep", label: t("more.sleep.link") }}
    />
  );
}
