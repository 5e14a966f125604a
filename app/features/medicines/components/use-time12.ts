// A reminder time in 12-hour form in the reader's language. Its own module: the pages that
// show times without medicine cards (Home, the form, the dialog) load this, not the card.
import { useTranslation } from "react-i18next";
import { clockTime } from "~/domain/time/clock-time";
import type { Time12 } from "~/domain/doses/time";

/** '8:00 AM' in en, 'সকাল ৮:০০' in bn. */
export function useTime12() {
  const { i18n } = useTranslation();
  return (time: Time12) => clockTime(Number(time.time.slice(0, 2)), time.minute, i18n.language);
}
