// Durations ('Xh Ym') and times of sleep sessions in the reader's language and the user's zone.
import { useTranslation } from "react-i18next";
import { elapsedParts } from "~/domain/sleep/rules";
import { formatDate, formatNumber } from "~/platform/i18n/format";

export function useSleepFormat(zone: string) {
  const { t, i18n } = useTranslation("sleep");
  const lang = i18n.language;
  const n = (v: number) => formatNumber(v, lang);
  return {
    n,
    duration: (minutes: number) => {
      const p = elapsedParts(minutes);
      return t("duration", { hours: n(p.hours), minutes: n(p.minutes) });
    },
    dateTime: (iso: string) => formatDate(iso, lang, { timeZone: zone, day: "numeric", month: "short", hour: "numeric", minute: "2-digit" }),
    day: (iso: string) => formatDate(iso, lang, { timeZone: zone, weekday: "short", day: "numeric", month: "short" }),
    time: (iso: string) => formatDate(iso, lang, { timeZone: zone, hour: "numeric", minute: "2-digit" }),
  };
}
