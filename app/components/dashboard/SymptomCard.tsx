// Recent symptoms card (docs/rules/trackers.md): its state (monitoring, active,
// high-frequency), the latest symptom, and the symptoms dialog that logs one and
// lists the last 14 days. Reads the recent symptoms (offline: this device's copy).
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Dialog } from "~/components/Dialog";
import { SymptomForm } from "~/components/trackers/SymptomForm";
import { SymptomHistory } from "~/components/trackers/SymptomHistory";
import { symptomCardState, symptomHistory } from "~/domain/symptoms";
import { useNow, useTimeZone } from "~/lib/doses";
import { formatDate } from "~/lib/format";
import { useRecentSymptoms } from "~/lib/tracker-queries";

export function SymptomCard() {
  const { t, i18n } = useTranslation("trackers");
  const now = useNow();
  const zone = useTimeZone();
  const { data } = useRecentSymptoms();
  const [open, setOpen] = useState(false);
  const rows = symptomHistory(data?.symptoms ?? [], now);
  const state = symptomCardState(rows, now);
  const latest = rows[0];
  return (
    <article className={`card symptom-card symptom-${state}`} data-testid="symptom-card" data-state={state} aria-labelledby="symptom-card-title">
      <h3 id="symptom-card-title">{t("card.title")}</h3>
      <p className="symptom-state">{t(`card.state.${state}`)}</p>
      {latest && (
        <p className="muted">
          {t("card.latest", {
            symptom: t(`symptomTypes.${latest.symptom_type}`),
            when: formatDate(latest.recorded_at, i18n.language, { dateStyle: "medium", timeStyle: "short", timeZone: zone }),
          })}
        </p>
      )}
      <div className="tracker-actions">
        <button type="button" className="button" onClick={() => setOpen(true)}>
          {t("card.log")}
        </button>
        <Link to="/tracking/symptoms" className="text-link">
          {t("card.viewAll")}
        </Link>
      </div>
      <Dialog open={open} title={t("card.dialogTitle")} onClose={() => setOpen(false)}>
        <div className="stack">
          {open && <SymptomForm />}
          <SymptomHistory rows={rows} zone={zone} headingLevel={3} />
        </div>
      </Dialog>
    </article>
  );
}
