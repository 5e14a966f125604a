// Save / unsave a piece (docs/rules/education.md): a user row through the outbox, so it
// works offline and stays after a reload. aria-pressed tells a screen reader the state.
import { useTranslation } from "react-i18next";
import { toggleBookmark } from "~/features/education/writes";
import { contentLanguage } from "~/platform/i18n/read-language";
import { useEducationBookmarks } from "~/features/education/queries";
import { useOutbox } from "~/platform/sync/sync-provider";

export function BookmarkButton({ groupId, title }: { groupId: string; title: string }) {
  const { t, i18n } = useTranslation("education");
  const outbox = useOutbox();
  const { data } = useEducationBookmarks(contentLanguage(i18n.language));
  const saved = data?.bookmarks.find((b) => b.group_id === groupId);
  return (
    <button
      type="button"
      className="bookmark-button"
      aria-pressed={!!saved}
      aria-label={saved ? t("bookmark.remove", { title }) : t("bookmark.add", { title })}
      disabled={!data}
      onClick={() => void toggleBookmark(outbox, groupId, saved)}
    >
      <span aria-hidden="true">{saved ? "★" : "☆"}</span>
      <span className="bookmark-label">{saved ? t("bookmark.saved") : t("bookmark.save")}</span>
    </button>
  );
}
