// The medicine list's "Past medicines" (docs/rules/medicines.md, "Past medicines"): each
// course that ended, newest first, with its dosage, the days it ran, the last dose
// taken and why it ended. Read from this device's copy offline, like the list.
import { useTranslation } from "react-i18next";
import { DataView, type DataQuery } from "~/platform/reads/DataView";
import type { MedicineHistoryResponse, MedicineHistoryRow } from "~/domain/medicines/history";
import { useTimeZone } from "~/features/doses/hooks";
import { formatDateTime, formatDay } from "~/platform/i18n/format";

/** `query`: the list screen's `medicineHistory` read. */
export function PastMedicines({ query }: { query: DataQuery<MedicineHistoryResponse> }) {
  const { t, i18n } = useTranslation("medicines");
  const zone = useTimeZone();
  const lang = i18n.language;
  const day = (d: string | null) => (d ? formatDay(d, lang) : "—");

  const course = (row: MedicineHistoryRow) => (
    <li key={row.id} className="card stack past-medicine">
      <div className="card-head">
        <strong>{row.medicine_name}</strong>
        {row.end_reason && <span className={`tag past-${row.end_reason}`}>{t(`past.reasons.${row.end_reason}`)}</span>}
      </div>
      {row.dosage && <span>{row.dosage}</span>}
      <span className="muted">{t("past.dates", { start: day(row.start_date), end: day(row.end_date) })}</span>
      {row.last_taken_at && <span className="muted">{t("past.lastTaken", { when: formatDateTime(row.last_taken_at, lang, zone) })}</span>}
    </li>
  );

  return (
    <section className="stack" aria-labelledby="past-medicines-title" data-testid="past-medicines">
      <h2 id="past-medicines-title">{t("past.title")}</h2>
      <DataView
        query={query}
        offlineText={t("past.offlineNoData")}
        errorText={t("past.loadError")}
        isEmpty={(data) => data.items.length === 0}
        empty={<p className="muted">{t("past.empty")}</p>}
      >
        {(data) => (
          <ul className="stack past-medicine-list" aria-labelledby="past-medicines-title">
            {data.items.map(course)}
          </ul>
        )}
      </DataView>
    </section>
  );
}
