// docs/rules/home.md: "Good morning/afternoon/evening, {name}" by the clock of the user's
// zone, and today's date there (Bangla month and digits in Bangla).
import { useTranslation } from "react-i18next";
import { dayPart } from "~/domain/dashboard/greeting";
import { formatDate } from "~/platform/i18n/format";

export function Greeting({ name, now, zone }: { name: string; now: Date; zone: string }) {
  const { t, i18n } = useTranslation("dashboard");
  const part = dayPart(now, zone);
  const date = formatDate(now, i18n.language, { weekday: "long", day: "numeric", month: "long", year: "numeric", timeZone: zone });
  return (
    <header className="greeting">
      <h1>{t(`greeting.${part}`, { name })}</h1>
      <p className="muted" data-testid="today-date">
        {date}
      </p>
    </header>
  );
}
