// Recent symptoms card (spec 2 §2, §4): the symptom logger comes with symptom tracking.
// Until then it says what it will show.
import { useTranslation } from "react-i18next";
import { PlaceholderCard } from "./PlaceholderCard";

export function SymptomCard() {
  const { t } = useTranslation("dashboard");
  return (
    <PlaceholderCard
      title={t("more.symptoms.title")}
      body={t("more.symptoms.body")}
      link={{ to: "/tracking/symptoms", label: t("more.symptoms.link") }}
    />
  );
}
