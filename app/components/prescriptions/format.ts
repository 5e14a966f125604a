// How prescription dates read in the UI language (Bangla digits in bn).
import { useTranslation } from "react-i18next";
import { formatDate } from "~/lib/format";

export function usePrescriptionFormat() {
  const { i18n } = useTranslation("prescriptions");
  // A calendar day (yyyy-MM-dd): read at UTC so no zone moves it.
  return { date: (day: string) => formatDate(day, i18n.language, { dateStyle: "medium", timeZone: "UTC" }) };
}
