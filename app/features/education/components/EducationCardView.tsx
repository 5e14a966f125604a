// One piece in a list: its title linking to the reader, summary, topic, read time,
// and the save toggle.
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { educationPath, type EducationCard } from "~/domain/education/rules";
import { formatNumber } from "~/platform/i18n/format";
import { BookmarkButton } from "./BookmarkButton";

export function EducationCardView({ item }: { item: EducationCard }) {
  const { t, i18n } = useTranslation("education");
  return (
    <article className="card education-card" lang={item.language}>
      <h3>
        <Link to={educationPath(item.group_id)}>{item.title}</Link>
      </h3>
      {item.summary && <p className="muted">{item.summary}</p>}
      <div className="education-meta" lang={i18n.language}>
        {item.category && <span className="badge badge-success">{t(`topics.${item.category}`, { defaultValue: item.category })}</span>}
        {item.read_time_minutes != null && <span className="muted">{t("readTime", { minutes: formatNumber(item.read_time_minutes, i18n.language) })}</span>}
        <BookmarkButton groupId={item.group_id} title={item.title} />
      </div>
    </article>
  );
}
