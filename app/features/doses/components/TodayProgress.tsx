// docs/rules/medicines.md: today's progress, doses taken of today's scheduled doses (todayStats).
import { useTranslation } from "react-i18next";
import { ProgressBar } from "~/platform/ui/ProgressBar";
import type { TodayStats } from "~/domain/doses/adherence";
import { formatNumber } from "~/platform/i18n/format";
import { keepNumberSuffixes } from "~/domain/bangla/digits";

export function TodayProgress({ stats }: { stats: Pick<TodayStats, "taken" | "total"> }) {
  const { t, i18n } = useTranslation("medicines");
  const n = (v: number) => formatNumber(v, i18n.language);
  const text = t("extras.today.value", { taken: n(stats.taken), total: n(stats.total) });
  return (
    <section className="card" aria-labelledby="today-progress-title">
      <h2 id="today-progress-title">{t("extras.today.title")}</h2>
      {stats.total === 0 ? (
        <p className="muted">{t("extras.today.none")}</p>
      ) : (
        <>
          <p className="big-number" data-testid="today-progress">
            {keepNumberSuffixes(text)}
          </p>
          <ProgressBar percent={(stats.taken / stats.total) * 100} label={t("extras.today.progress")} valueText={text} />
        </>
      )}
    </section>
  );
}
