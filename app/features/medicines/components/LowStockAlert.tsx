// docs/rules/medicines.md: medicines with 5 or fewer units left, each with a Refill button
// (the caller opens the refill dialog). Nothing when no stock is low.
import { useTranslation } from "react-i18next";
import type { DoseDataMedicine } from "~/domain/doses/types";
import { isLowStock } from "~/domain/medicines/stock";
import { formatNumber } from "~/platform/i18n/format";

export function LowStockAlert({ medicines, onRefill }: { medicines: readonly DoseDataMedicine[]; onRefill: (m: DoseDataMedicine) => void }) {
  const { t, i18n } = useTranslation("medicines");
  const low = medicines.filter((m) => isLowStock(m.stock_quantity));
  if (low.length === 0) return null;
  return (
    <section className="card low-stock-alert" aria-labelledby="low-stock-title">
      <h2 id="low-stock-title">{t("extras.lowStock.title")}</h2>
      <p>{t("extras.lowStock.body")}</p>
      <ul>
        {low.map((m) => (
          <li key={m.id}>
            <span>
              <strong>{m.name}</strong> {t("extras.lowStock.left", { stock: formatNumber(m.stock_quantity ?? 0, i18n.language) })}
            </span>
            <button type="button" className="button button-small" aria-label={t("extras.lowStock.refillFor", { name: m.name })} onClick={() => onRefill(m)}>
              {t("extras.lowStock.refill")}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
