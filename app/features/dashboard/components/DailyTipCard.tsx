// Daily tip (docs/rules/education.md): one of up to 10 tips in the user's language, the
// same all day on the user's clock and the next one tomorrow (education-rotation.ts).
import { useTranslation } from "react-i18next";
import { tipOfTheDay } from "~/domain/education/rotation";
import type { EducationDashboardResponse } from "~/domain/education/rules";

/** `data`: the dashboard's educationDashboard read. */
export function DailyTipCard({ data, now, zone }: { data: EducationDashboardResponse | undefined; now: Date; zone: string }) {
  const { t } = useTranslation("dashboard");
  const tip = data ? tipOfTheDay(data.tips, now, zone) : null;
  return (
    <article className="card daily-tip-card" aria-labelledby="daily-tip-title">
      <h3 id="daily-tip-title">
        <span aria-hidden="true">💡 </span>
        {t("education.tip")}
      </h3>
      <p className={tip ? undefined : "muted"}>{tip ? tip.tip_text : data ? t("education.noTip") : t("education.loading")}</p>
    </article>
  );
}
