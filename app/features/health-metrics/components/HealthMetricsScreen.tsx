// What every health-metric screen shares (blood pressure, glucose, weight, women's health):
// the page with its back link and title (the app shell says 'Viewing offline data'), and the history list of entries,
// each with its text, details and a delete button. The screens supply what differs.
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { BackLink } from "~/platform/ui/BackLink";
import { DataView } from "~/platform/reads/DataView";

export function HealthMetricsScreen({ title, children }: { title: string; children: ReactNode }) {
  const { t } = useTranslation("health-metrics");
  return (
    <main id="main" className="page stack health-metrics-page">
      <BackLink to="/tracking" label={t("back")} />
      <h1>{title}</h1>
      {children}
    </main>
  );
}

export interface HistoryEntry {
  id: string;
  /** The entry itself (a reading, a period). */
  value: string;
  /** When and how, or nothing. */
  meta?: string | null;
  badge?: ReactNode;
  /** The delete button's accessible name ("Delete the reading of …"). */
  deleteLabel: string;
}

interface HistoryProps {
  title: string;
  listLabel: string;
  emptyText: string;
  /** Null until the screen has its data (then the loading, offline or error state shows). */
  entries: HistoryEntry[] | null;
  offline: boolean;
  isError: boolean;
  onDelete: (id: string) => void;
}

export function HealthMetricsHistory({ title, listLabel, emptyText, entries, offline, isError, onDelete }: HistoryProps) {
  const { t } = useTranslation("health-metrics");
  return (
    <section className="stack" aria-labelledby="health-metrics-history">
      <h2 id="health-metrics-history">{title}</h2>
      <DataView
        query={{ data: entries, isError, offline }}
        offlineText={t("offlineNoData")}
        errorText={t("loadError")}
        isEmpty={(list) => list.length === 0}
        empty={<p>{emptyText}</p>}
      >
        {(entries) => (
          <ul className="health-metrics-list" aria-label={listLabel}>
            {entries.map((e) => (
              <li key={e.id} className="card health-metrics-item">
                <div>
                  <p className="health-metrics-item-value">{e.value}</p>
                  {e.meta && <p className="health-metrics-item-meta">{e.meta}</p>}
                  {e.badge}
                </div>
                <button type="button" className="button button-secondary button-small" aria-label={e.deleteLabel} onClick={() => onDelete(e.id)}>
                  {t("deleteShort")}
                </button>
              </li>
            ))}
          </ul>
        )}
      </DataView>
    </section>
  );
}
