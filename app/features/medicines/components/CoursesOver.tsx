// Short-term courses whose days have all passed (docs/rules/medicines.md,
// "Past medicines"): the list asks, one line each, whether to move them to Past
// medicines as finished on their last day. Nothing ends on its own: a patient may
// still be taking it.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { uuidv7 } from "uuidv7";
import type { MedicineRow } from "~/domain/medicines/types";
import { courseOver } from "~/domain/medicines/history";
import { useDoseData } from "~/features/doses/hooks";
import { formatDay } from "~/platform/i18n/format";
import { endMedicineOps } from "~/features/medicines/form";
import { useOutbox } from "~/platform/sync/sync-provider";
import { toast } from "~/platform/ui/toast";

export function CoursesOver({ medicines, now, zone }: { medicines: readonly MedicineRow[]; now: Date; zone: string }) {
  const { t, i18n } = useTranslation("medicines");
  const outbox = useOutbox();
  const logs = useDoseData().data?.logs ?? [];
  const [busy, setBusy] = useState(false);
  const over = medicines.flatMap((m) => {
    const last = courseOver(m, now, zone);
    return last ? [{ medicine: m, last }] : [];
  });
  if (!over.length) return null;

  const finish = async (medicine: MedicineRow, last: string) => {
    setBusy(true);
    try {
      const ops = endMedicineOps(medicine, "finished", logs, now, zone, uuidv7, last);
      await outbox.mutateMany(ops.map((op) => ({ ...op, opId: uuidv7() })));
      toast({ variant: "success", title: t("past.moved") });
    } catch {
      toast({ variant: "destructive", title: t("past.moveError") });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="card stack courses-over" aria-labelledby="courses-over-title" data-testid="courses-over">
      <h2 id="courses-over-title">{t("past.overTitle")}</h2>
      <ul className="stack past-medicine-list">
        {over.map(({ medicine, last }) => (
          <li key={medicine.id} className="card-head">
            <span>{t("past.over", { name: medicine.name, date: formatDay(last, i18n.language) })}</span>
            <button type="button" className="button button-secondary" disabled={busy} onClick={() => void finish(medicine, last)}>
              {t("past.moveFinished")}
            </button>
          </li>
        ))}
      </ul>
    </section>
  );
}
