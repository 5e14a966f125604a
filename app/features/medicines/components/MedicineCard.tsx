// One medicine of the list (docs/rules/medicines.md): its picture or drawn look, name, dosage, days (ScheduleSummary), category, low stock, and its
// reminder times in 12-hour form sorted by time of day (at most 3, then "+N").
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { MedicineWithReminders } from "~/domain/medicines/types";
import { reminderChips } from "~/domain/doses/time";
import { isLowStock } from "~/domain/medicines/stock";
import { formatNumber } from "~/platform/i18n/format";
import { MedicineLook } from "./MedicineLook";
import { ScheduleSummary } from "./ScheduleSummary";
import { useTime12 } from "./use-time12";

// Where the mark dialog still finds it.
export { useTime12 };

export function MedicineCard({ medicine }: { medicine: MedicineWithReminders }) {
  const { t, i18n } = useTranslation("medicines");
  const time12 = useTime12();
  const { chips, more } = reminderChips(medicine.reminders.filter((r) => r.enabled).map((r) => r.reminder_time));
  const low = isLowStock(medicine.stock_quantity);
  return (
    <Link to={`/medicines/${medicine.id}`} className="card medicine-card">
      <div className="medicine-card-head">
        <MedicineLook medicine={medicine} size={44} />
        <h2>{medicine.name}</h2>
      </div>
      {medicine.dosage && <p className="muted">{medicine.dosage}</p>}
      <ScheduleSummary medicine={medicine} />
      <p className="medicine-badges">
        <span className="tag">{t(`list.categories.${medicine.category}`)}</span>
        {low && <span className="badge">{t("list.lowStock", { stock: formatNumber(medicine.stock_quantity ?? 0, i18n.language) })}</span>}
      </p>
      {chips.length > 0 && (
        <ul className="time-chips" aria-label={t("list.reminderTimes")}>
          {chips.map((c) => (
            <li key={c.time}>{time12(c)}</li>
          ))}
          {more > 0 && <li>{`+${formatNumber(more, i18n.language)}`}</li>}
        </ul>
      )}
    </Link>
  );
}
