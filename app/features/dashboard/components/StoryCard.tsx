// Story of the day (docs/rules/education.md): one of the newest stories in
// the user's language (another language's when a story has none in it), changing every
// 6 hours (education-rotation.ts); the dashboard re-reads the stories every 30 minutes.
import { useTranslation } from "react-i18next";
import { storyOfTheSlot } from "~/domain/education/rotation";
import type { EducationDashboardResponse } from "~/domain/education/rules";
import { EducationPieceCard } from "./EducationPieceCard";

/** `data`: the dashboard's educationDashboard read (as the other education cards). */
export function StoryCard({ data, now }: { data: EducationDashboardResponse | undefined; now: Date }) {
  const { t } = useTranslation("dashboard");
  return (
    <EducationPieceCard className="story-card" label={t("education.storyOfTheDay")} piece={data ? storyOfTheSlot(data.stories, now) : null} loaded={!!data} />
  );
}

/** The featured article and the featured story (is_featured, newest first). */
export function FeaturedCards({ data }: { data: EducationDashboardResponse | undefined }) {
  const { t } = useTranslation("dashboard");
  return (
    <>
      <EducationPieceCard className="featured-article-card" label={t("education.featuredArticle")} piece={data?.featuredArticle ?? null} loaded={!!data} />
      <EducationPieceCard className="featured-story-card" label={t("education.featuredStory")} piece={data?.featuredStory ?? null} loaded={!!data} />
    </>
  );
}
