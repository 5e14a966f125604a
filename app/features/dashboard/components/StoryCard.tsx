// Story of the day (docs/rules/education.md): one of the newest stories in
// the user's language (another language's when a story has none in it), changing every
// 6 hours (education-rotation.ts); the dashboard re-reads the stories every 30 minutes.
import { useTranslation } from "react-i18next";
import { storyOfTheSlot } from "~/domain/education/rotation";
import { useEducationDashboard } from "~/features/education/dashboard-cards";
import { EducationPieceCard } from "./EducationPieceCard";

export function StoryCard({ now }: { now: Date }) {
  const { t } = useTranslation("dashboard");
  const { data } = useEducationDashboard();
  return (
    <EducationPieceCard className="story-card" label={t("education.storyOfTheDay")} piece={data ? storyOfTheSlot(data.stories, now) : null} loaded={!!data} />
  );
}

/** The featured article and the featured story (is_featured, newest first). */
export function FeaturedCards() {
  const { t } = useTranslation("dashboard");
  const { data } = useEducationDashboard();
  return (
    <>
      <EducationPieceCard className="featured-article-card" label={t("education.featuredArticle")} piece={data?.featuredArticle ?? null} loaded={!!data} />
      <EducationPieceCard className="featured-story-card" label={t("education.featuredStory")} piece={data?.featuredStory ?? null} loaded={!!data} />
    </>
  );
}
