// Story of the day (docs/rules/home.md): stories come with the education content.
// Until then it says what it will show.
import { useTranslation } from "react-i18next";
import { PlaceholderCard } from "./PlaceholderCard";

export function StoryCard() {
  const { t } = useTranslation("dashboard");
  return (
    <PlaceholderCard
      title={t("more.story.title")}
      body={t("more.story.body")}
      link={{ to: "/education", label: t("more.story.link") }}
    />
  );
}
