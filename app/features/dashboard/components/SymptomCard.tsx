// Recent symptoms card (docs/rules/trackers.md): its state (monitoring, active,
// high-frequency), the latest symptom, and the symptoms dialog that logs one and
// lists the last 14 days. Shows the dashboard's `symptoms` read (offline: this device's copy).
import { lazy, Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Dialog } from "~/platform/ui/Dialog";
import { PlaceholderBars } from "~/platform/ui/PlaceholderBars";
import { SymptomHistory } from "~/features/trackers/components/SymptomHistory";
import { symptomCardState, symptomHistory } from "~/domain/trackers/symptoms";
import { useTimeZone } from "~/features/doses/hooks";
import { useNow } from "~/platform/device/now";
import { formatDateTime } from "~/platform/i18n/format";
import type { RecentSymptomsResponse } from "~/domain/trackers/overview";

// The form loads when someone means to log a symptom (pointer down or focus on the
// button), not with the home screen: one script request fewer on every dashboard load.
// The installed app has it in the service worker's cache; a browser tab that lost the
// network before loading it says so instead of failing the screen.
const loadForm = () => import("~/features/trackers/components/SymptomForm");
const SymptomForm = lazy(() =>
  loadForm().then(
    (m) => ({ default: m.SymptomForm }),
    () => ({ default: FormUnavailable }),
  ),
);

function FormUnavailable() {
  const { t } = useTranslation();
  return (
    <div className="internet-required" role="alert">
      <strong>{t("common:offline.requiredTitle")}</strong>
      <button type="button" className="button" onClick={() => location.reload()}>
        {t("common:offline.retryConnection")}
      </button>
    </div>
  );
}

export function SymptomCard({ data }: { data: RecentSymptomsResponse | undefined }) {
  const { t, i18n } = useTranslation("trackers");
  const now = useNow();
  const zone = useTimeZone();
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
            when: formatDateTime(latest.recorded_at, i18n.language, zone),
          })}
        </p>
      )}
      <div className="tracker-actions">
        <button type="button" className="button" onPointerDown={loadForm} onFocus={loadForm} onClick={() => setOpen(true)}>
          {t("card.log")}
        </button>
        <Link to="/tracking/symptoms" className="text-link">
          {t("card.viewAll")}
        </Link>
      </div>
      <Dialog open={open} title={t("card.dialogTitle")} onClose={() => setOpen(false)}>
        <div className="stack">
          {open && (
            <Suspense fallback={<PlaceholderBars />}>
              <SymptomForm />
            </Suspense>
          )}
          <SymptomHistory rows={rows} zone={zone} headingLevel={3} />
        </div>
      </Dialog>
    </article>
  );
}
