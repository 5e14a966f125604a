// Sleep card (docs/rules/trackers.md): the sleep state (pre-sleep, sleeping, wake-up,
// summary) with Start sleep / Wake up and the wake-up dialog, and a link to
// /tracking/sleep. Its data is one request, the `sleep` read (kept on this device, so
// the card shows offline too).
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { SleepStatus } from "~/features/sleep/components/SleepStatus";
import { useSleepData } from "~/features/sleep/queries";

export function SleepCard() {
  const { t } = useTranslation("sleep");
  const { data, isError } = useSleepData();
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
