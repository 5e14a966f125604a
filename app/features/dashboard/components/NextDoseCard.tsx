// docs/rules/home.md: the next-dose card. One of five views (nextDoseView() in
// app/domain/dashboard/next-dose.ts): no-schedule, countdown, due-now, alarm-ringing and
// missed; the medicines at that time, today's taken/total and the streak. Each medicine
// not yet marked has Taken / Skipped (a form that works before the scripts arrive); the
// button opens the mark dialog for that time and day, as the matching type.
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { PlaceholderBars } from "~/platform/ui/PlaceholderBars";
import { useTime12 } from "~/features/medicines/components/use-time12";
import type { TodayStats } from "~/domain/doses/adherence";
import type { DoseMedicine } from "~/domain/doses/rules";
import { toTime12 } from "~/domain/doses/time";
import type { NextDoseKind, NextDoseView } from "~/domain/dashboard/next-dose";
import { appearanceOf } from "~/domain/medicines/pill-appearance";
import { takeContext, takeVerbFor } from "~/domain/bangla/take-verb";
import { daysBetween, localDate } from "~/domain/time/zoned-time";
import { DoseMarkForm } from "~/features/doses/components/DoseMarkForm";
import { openDoseDialog, type DoseDialogType } from "~/features/doses/dialog-state";
import { formatDay, formatNumber } from "~/platform/i18n/format";

/** The dialog type each view opens (docs/rules/home.md: alarm, missed, exact, upcoming). */
export const DIALOG_TYPE: Record<Exclude<NextDoseKind, "no-schedule">, DoseDialogType> = {
  countdown: "upcoming",
  "due-now": "exact",
  "alarm-ringing": "alarm",
  missed: "missed",
};

interface Props {
  /** null while the dose data is not there (loading, or failed with nothing cached). */
  view: NextDoseView<DoseMedicine> | null;
  failed: boolean;
  today: TodayStats | null;
  streak: number;
  now: Date;
  zone: string;
}

export function NextDoseCard({ view, failed, today, streak, now, zone }: Props) {
  const { t, i18n } = useTranslation("dashboard");
  const time12 = useTime12();
  const n = (v: number) => formatNumber(v, i18n.language);
  const duration = (minutes: number) =>
    minutes >= 60
      ? t("nextDose.hoursMinutes", { hours: n(Math.floor(minutes / 60)), minutes: n(minutes % 60) })
      : t("nextDose.minutes", { minutes: n(minutes) });

  let body;
  if (!view) {
    body = failed ? <p role="alert">{t("nextDose.loadError")}</p> : <PlaceholderBars />;
  } else if (view.kind === "no-schedule") {
    body = (
      <>
        <p className="next-dose-empty">{t("nextDose.noSchedule")}</p>
        <Link to="/medicines/add" className="button button-secondary">
          {t("nextDose.addMedicine")}
        </Link>
      </>
    );
  } else {
    const time = toTime12(view.time);
    const at = time ? time12(time) : view.time;
    // A schedule that skips days (every third day, a weekly dose) can put the next dose days ahead.
    const daysAhead = daysBetween(localDate(now, zone), view.date);
    const when =
      daysAhead <= 0
        ? t("nextDose.at", { time: at })
        : daysAhead === 1
          ? t("nextDose.tomorrowAt", { time: at })
          : t("nextDose.dayAt", { day: formatDay(view.date, i18n.language, { weekday: "short", day: "numeric", month: "short" }), time: at });
    const relative =
      view.kind === "countdown"
        ? daysAhead > 1
          ? t("nextDose.inDays", { count: daysAhead, days: n(daysAhead) })
          : t("nextDose.in", { duration: duration(view.minutesUntil) })
        : view.minutesSince > 0
          ? t("nextDose.ago", { duration: duration(view.minutesSince) })
          : null;
    // docs/rules/bangla.md, "Take: খাওয়া or নেওয়া": খাওয়া for tablets, নেওয়া for insulin, inhalers, drops.
    const context = takeContext(takeVerbFor(view.doses.map((d) => appearanceOf(d.medicine)?.shape)));
    body = (
      <>
        <p className={`next-dose-status status-${view.kind}`} role={view.kind === "alarm-ringing" ? "status" : undefined}>
          <span className="badge">{t(`nextDose.status.${view.kind}`, { context })}</span>
        </p>
        <p className="next-dose-time">
          <strong>{when}</strong>
          {relative && <span className="muted"> · {relative}</span>}
        </p>
        <ul className="next-dose-medicines" aria-label={t("nextDose.medicinesAt")}>
          {view.doses.map((d) => (
            <li key={d.medicine.id}>
              {d.medicine.name}
              {d.medicine.dosage && <span className="muted"> {d.medicine.dosage}</span>}
              {d.status !== "pending" && <span className="muted"> ({t("nextDose.marked")})</span>}
              {/* Taken / Skipped right here: a form that works before the scripts arrive (the no-script form path). */}
              {d.status === "pending" && <DoseMarkForm medicine={d.medicine} time={view.time} date={view.date} />}
            </li>
          ))}
        </ul>
        <button type="button" className="button" onClick={() => openDoseDialog({ time: view.time, date: view.date, type: DIALOG_TYPE[view.kind] })}>
          {t(`nextDose.action.${view.kind}`, { context })}
        </button>
      </>
    );
  }

  return (
    <section className={`card next-dose-card${view && view.kind !== "no-schedule" ? ` next-dose-${view.kind}` : ""}`} aria-labelledby="next-dose-title">
      <h2 id="next-dose-title">{t("nextDose.title")}</h2>
      {body}
      {today && view && view.kind !== "no-schedule" && (
        <p className="next-dose-summary">
          <span>{t("nextDose.today", { taken: n(today.taken), total: n(today.total) })}</span>
          <span>{t("nextDose.streak", { count: streak, days: n(streak) })}</span>
        </p>
      )}
    </section>
  );
}
