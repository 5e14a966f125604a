// One medicine of the list (spec 2 §2): name, dosage, category, low stock, and its
// reminder times in 12-hour form sorted by time of day (at most 3, then "+N").
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { MedicineWithReminders } from "~/domain/medicine";
import { reminderChips, type Time12 } from "~/domain/dose-time";
import { isLowStock } from "~/domain/medicine-stock";
import { formatNumber } from "~/lib/format";

/** '8:00 AM' in en, '৮:০০ পূর্বাহ্ণ' in bn. */
export function useTime12() {
  const { t, i18n } = useTranslation("medicines");
  const lang = i18n.language;
  return (time: Time12) =>
    `${formatNumber(time.hour, lang)}:${formatNumber(time.minute, lang, { minimumIntegerDigits: 2 })} ${t(`list.period.${time.period}`)}`;
}

export function MedicineCard({ medicine }: { medicine: MedicineWithReminders }) {
  const { t, i18n } = useTranslation("medicines");
  const time12 = useTime12();
  const { chips, more } = reminderChips(medicine.reminders.filter((r) => r.enabled).map((r) => r.reminder_time));
  const low = isLowStock(medicine.stock_quantity);
  return (
    <Link to={`/medicines/${medicine.id}`} className="card medicine-card">
      <h2>{medicine.name}</h2>
      {medicine.dosage && <p className="muted">{medicine.dosage}</p>}
      <p className="medicine-badges">
        <span className="tag">{t(`list.categories.${medicine.category}`)}</span>
        {low && (
          <span className="badge">{t("list.lowStock", { stock: formatNumber(medicine.stock_quantity ?? 0, i18n.language) })}</span>
        )}
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
