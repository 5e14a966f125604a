// One article, story or video (docs/rules/education.md) at /education/{group_id}: the
// UI language's version, else the other's. Title, author, read time, picture, the body
// blocks (text only), a video that loads only when played, the sources, the piece's
// note (a story is fictional), the general-information disclaimer and the save toggle.
// Server-rendered with its content; an unknown or unpublished id is the app's 404.
import { useTranslation } from "react-i18next";
import { BackLink } from "~/platform/ui/BackLink";
import { ContentBlocks } from "~/features/education/components/ContentBlocks";
import { NotFound } from "~/platform/ui/NotFound";
import { DataMissing } from "~/platform/reads/DataView";
import { BookmarkButton } from "~/features/education/components/BookmarkButton";
import { parseBlocks } from "~/domain/education/content-blocks";
import { ApiError } from "~/platform/api";
import { contentLanguage } from "~/platform/i18n/read-language";
import { formatNumber } from "~/platform/i18n/format";
import { clientScreenLoader, declareScreen } from "~/platform/reads/screen-data";

// The piece, and the bookmarks its save toggle shows; an unknown piece is the app's 404.
export const screen = declareScreen({
  title: "educationItem",
  namespaces: ["education"],
  reads: ({ params, lang }) => ({
    item: { read: ["educationItem", { id: params.id ?? "", lang }], notFound: "page" },
    bookmarks: ["educationBookmarks", { lang }],
  }),
});
export const loader = screen.loader;
export const clientLoader = clientScreenLoader;

export default function EducationItemScreen() {
  const { t, i18n } = useTranslation("education");
  const lang = contentLanguage(i18n.language);
  const { item: query } = screen.useData();
  const item = query.data;

  // An unknown piece is the app's own "Page not found" screen, not a line under a back link.
  if (!item && query.error instanceof ApiError && query.error.status === 404) return <NotFound />;
  if (!item) {
    return (
      <main id="main" className="page stack">
        <BackLink to="/education" label={t("back")} />
        <DataMissing offline={query.offline} isError={query.isError} offlineText={t("offlineNoData")} errorText={t("loadError")} />
      </main>
    );
  }
  const blocks = parseBlocks(item.body) ?? [];
  return (
    <main id="main" className="page stack education-item">
      <BackLink to="/education" label={t("back")} />
      <article className="stack" lang={item.language}>
        <header className="stack-tight">
          <h1>{item.title}</h1>
          <p className="education-meta muted" lang={i18n.language}>
            {item.author && <span>{t("by", { author: item.author })}</span>}
            {item.read_time_minutes != null && <span>{t("readTime", { minutes: formatNumber(item.read_time_minutes, i18n.language) })}</span>}
          </p>
          {item.language !== lang && (
            <p className="muted" lang={i18n.language}>
              {t("otherLanguage")}
            </p>
          )}
          <BookmarkButton groupId={item.group_id} title={item.title} />
        </header>
        {item.image_url && <img className="education-image" src={item.image_url} alt="" loading="lazy" decoding="async" />}
        {item.content_type === "video" && item.video_url && (
          <video className="education-video" src={item.video_url} controls preload="none" aria-label={t("video", { title: item.title })} />
        )}
        {item.summary && <p className="education-summary">{item.summary}</p>}
        <ContentBlocks blocks={blocks} />
        {item.note && (
          <p className="card education-note" role="note">
            {item.note}
          </p>
        )}
        {item.sources && item.sources.length > 0 && (
          <section className="stack-tight" aria-labelledby="education-sources" lang={i18n.language}>
            <h2 id="education-sources">{t("sources")}</h2>
            <ul className="education-sources" lang="en">
              {item.sources.map((s) => (
                <li key={s}>{s}</li>
              ))}
            </ul>
          </section>
        )}
      </article>
      <p className="card education-disclaimer" role="note">
        {t("disclaimer")}
      </p>
    </main>
  );
}
