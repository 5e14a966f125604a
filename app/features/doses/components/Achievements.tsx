// docs/rules/medicines.md: up to 3 achievements, newest first, with the day each was earned
// (earned by taken doses, see app/domain/doses/achievements.ts).
import { useTranslation } from "react-i18next";
import { isAchievementName } from "~/domain/doses/achievements";
import type { AchievementRow } from "~/domain/doses/types";
import { ACHIEVEMENTS_SHOWN } from "~/domain/doses/rules";
import { formatDate } from "~/platform/i18n/format";

export function Achievements({ items, zone }: { items: readonly AchievementRow[]; zone: string }) {
  const { t, i18n } = useTranslation("medicines");
  const shown = items.slice(0, ACHIEVEMENTS_SHOWN);
  return (
    <section className="card achievements" aria-labelledby="achievements-title">
      <h2 id="achievements-title">{t("extras.achievements.title")}</h2>
      {shown.length === 0 ? (
        <p className="muted">{t("extras.achievements.none")}</p>
      ) : (
        <ul className="achievement-list">
          {shown.map((a) => (
            <li key={a.id}>
              <strong>{isAchievementName(a.achievement_name) ? t(`extras.achievements.names.${a.achievement_name}`) : a.achievement_name}</strong>
              <span className="muted">
                {t("extras.achievements.earned", { date: formatDate(a.earned_at, i18n.language, { dateStyle: "medium", timeZone: zone }) })}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
