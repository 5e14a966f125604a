// Sleep card (docs/rules/trackers.md): the sleep state (pre-sleep, sleeping, wake-up,
// summary) with Start sleep / Wake up and the wake-up dialog, and a link to
// /tracking/sleep. Its data is the dashboard's `sleep` read (kept on this device, so
// the card shows offline too).
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { SleepStatus } from "~/features/sleep/components/SleepStatus";
import type { SleepResponse } from "~/domain/sleep/rules";

export function SleepCard({ query }: { query: { data: SleepResponse | undefined; isError: boolean } }) {
  const { t } = useTranslation("sleep");
  const { data, isError } = query;
  return (
    <article className="card sleep-card" aria-labelledby="sleep-card-title">
      <h3 id="sleep-card-title">{t("card.title")}</h3>
      <SleepStatus data={data} failed={isError} />
      <Link to="/tracking/sleep" className="text-link">
        {t("card.open")}
      </Link>
    </article>
  );
}
