// How lab report dates and numbers read in the UI language (Bangla digits in bn).
import { useTranslation } from "react-i18next";
import { formatDate, formatNumber } from "~/lib/format";

export function useLabFormat() {
  const { t, i18n } = useTranslation("labs");
  const lang = i18n.language;
  return {
    // A report date is a calendar day (yyyy-MM-dd): read at UTC so no zone moves it.
    date: (day: string | null) => (day ? formatDate(day, lang, { dateStyle: "medium", timeZone: "UTC" }) : t("undated")),
    number: (n: number) => formatNumber(n, lang, { maximumFractionDigits: 3 }),
    count: (n: number) => formatNumber(n, lang),
  };
}
