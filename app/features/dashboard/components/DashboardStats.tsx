// docs/rules/home.md: the home greeting's counts of medicines, reminders, recent labs and
// the day streak, all from the dose data the shell already holds.
import { useTranslation } from "react-i18next";
import { formatNumber } from "~/platform/i18n/format";

export interface DashboardCounts {
  medicines: number;
  reminders: number;
  labs: number;
  streak: number;
}

const ITEMS = ["medicines", "reminders", "labs", "streak"] as const;

export function DashboardStats({ counts }: { counts: DashboardCounts | null }) {
  const { t, i18n } = useTranslation("dashboard");
  return (
    <ul className="dashboard-stats" aria-label={t("stats.label")}>
      {ITEMS.map((item) => (
        <li key={item} className="card">
          <strong className="stat-value">
            {counts ? (
              formatNumber(counts[item], i18n.language)
            ) : (
              <>
                <span aria-hidden="true">–</span>
                <span className="visually-hidden">{t("stats.unknown")}</span>
              </>
            )}
          </strong>
          <span className="stat-label">{t(`stats.${item}`)}</span>
        </li>
      ))}
    </ul>
  );
}
