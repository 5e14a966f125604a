// How lab report dates and numbers read in the UI language (Bangla digits in bn).
import { useTranslation } from "react-i18next";
import { formatDay, formatNumber } from "~/platform/i18n/format";

export function useLabFormat() {
  const { t, i18n } = useTranslation("labs");
  const lang = i18n.language;
  return {
    date: (day: string | null) => (day ? formatDay(day, lang) : t("undated")),
    number: (n: number) => formatNumber(n, lang, { maximumFractionDigits: 3 }),
    count: (n: number) => formatNumber(n, lang),
  };
}
