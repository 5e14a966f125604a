// Dates and times of appointments in the reader's language (Bangla digits in bn).
import { useTranslation } from "react-i18next";
import type { AppointmentReminderPref, AppointmentRow } from "~/domain/appointments/rules";
import { clockTime } from "~/domain/time/clock-time";
import { toTime12 } from "~/domain/doses/time";
import { formatDate, formatDateTime, formatNumber } from "~/platform/i18n/format";

export function useAppointmentFormat() {
  const { t, i18n } = useTranslation("appointments");
  const lang = i18n.language;
  const time = (value: string) => {
    const p = toTime12(value);
    return p ? clockTime(Number(p.time.slice(0, 2)), p.minute, lang) : value;
  };
  // The stored date is a calendar date: formatted at UTC midnight so no zone moves it.
  const date = (value: string) =>
    formatDate(`${value}T00:00:00Z`, lang, { timeZone: "UTC", weekday: "short", day: "numeric", month: "short", year: "numeric" });
  const when = (a: Pick<AppointmentRow, "appointment_date" | "appointment_time">) =>
    t("at", { date: date(a.appointment_date), time: time(a.appointment_time) });
  const reminder = (r: AppointmentReminderPref, zone: string) =>
    r.type === "custom"
      ? t("before.custom", { when: r.datetime ? formatDateTime(r.datetime, lang, zone) : "" })
      : t(`before.${r.type}`, { count: r.value, n: formatNumber(r.value, lang) });
  return { time, date, when, reminder, n: (v: number) => formatNumber(v, lang) };
}
