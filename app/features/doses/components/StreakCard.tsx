// docs/rules/medicines.md: the streak (consecutive days with a taken dose) and its progress
// bar, days / 30, full at 30.
import { useTranslation } from "react-i18next";
import { ProgressBar } from "~/platform/ui/ProgressBar";
import { STREAK_PROGRESS_DAYS } from "~/domain/doses/rules";
import { streakProgress } from "~/domain/doses/streak";
import { formatNumber } from "~/platform/i18n/format";

export function StreakCard({ days }: { days: number }) {
  const { t, i18n } = useTranslation("medicines");
  const n = (v: number) => formatNumber(v, i18n.language);
  return (
    <section className="card" aria-labelledby="streak-title">
      <h2 id="streak-title">{t("extras.streak.title")}</h2>
      <p className="big-number" data-testid="streak-days">
        {t("extras.streak.days", { count: days, days: n(days) })}
      </p>
      <ProgressBar
        percent={streakProgress(days) * 100}
        label={t("extras.streak.progress")}
        valueText={t("extras.streak.progressValue", { days: n(Math.min(days, STREAK_PROGRESS_DAYS)), max: n(STREAK_PROGRESS_DAYS) })}
      />
    </section>
  );
}
