// The refill dialog (docs/rules/medicines.md): quantity required (a whole number; Add stays
// disabled without it), cost in BDT optional (step 0.01), pharmacy optional. It
// queues the refill through the outbox, so it works offline; the stock rises by
// the quantity at once (optimistic) and on the server when synced. On the form kit with
// the refill op's schema, loaded with the first submit.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Dialog } from "~/platform/ui/Dialog";
import { Field } from "~/platform/forms/Field";
import { PHARMACY_NAME_MAX, REFILL_QUANTITY_MAX } from "~/domain/medicines/limits";
import { useTimeZone } from "~/features/doses/hooks";
import { readFormValues, numberInput } from "~/platform/forms/form-values";
import { addRefill } from "~/features/medicines/writes";
import { useOutbox } from "~/platform/sync/sync-provider";
import { toast } from "~/platform/ui/toast";
import { useValidatedForm } from "~/platform/forms/use-validated-form";

interface Props {
  open: boolean;
  medicine: { id: string; name: string } | null;
  onClose: () => void;
}

type RefillSchema = (typeof import("~/domain/medicines/schema"))["refillInsertSchema"];
// zod loads with the first refill, not with every page that can open this dialog.
const loadSchema = (): Promise<RefillSchema> => import("~/domain/medicines/schema").then((m) => m.refillInsertSchema);

export function RefillDialog({ open, medicine, onClose }: Props) {
  const { t } = useTranslation("medicines");
  const outbox = useOutbox();
  const zone = useTimeZone();
  const [hasQuantity, setHasQuantity] = useState(false);
  const { form, field, onSubmit, busy, reset } = useValidatedForm(loadSchema, {
    ns: "medicines",
    tell: "fields",
    defaults: { quantity: "", cost: "", pharmacy_name: "" },
    prepare: (v) => ({
      medicine_id: medicine?.id,
      refill_date: "2000-01-01", // checked here only; addRefill dates it today in the user's zone
      quantity: numberInput(v.quantity),
      cost: numberInput(v.cost) ?? null,
      pharmacy_name: String(v.pharmacy_name).trim() || null,
    }),
  });

  const close = () => {
    reset();
    setHasQuantity(false);
    onClose();
  };

  const save = onSubmit(async ({ medicine_id, quantity, cost, pharmacy_name }) => {
    try {
      await addRefill(outbox, medicine_id, { quantity, cost: cost ?? null, pharmacy_name: pharmacy_name ?? null }, zone);
      toast({ variant: "success", title: t("refill.added") });
      close();
    } catch {
      toast({ variant: "destructive", title: t("refill.failed") });
    }
  });

  return (
    <Dialog open={open} title={medicine ? t("refill.titleFor", { name: medicine.name }) : t("refill.title")} onClose={close}>
      <form
        {...form}
        className="stack"
        onInput={(e) => setHasQuantity(String(readFormValues(e.currentTarget, ["quantity"]).quantity ?? "").trim() !== "")}
        onSubmit={(e) => void save(e)}
      >
        <Field label={t("refill.quantity")} type="number" inputMode="numeric" min={1} max={REFILL_QUANTITY_MAX} step={1} required {...field("quantity")} />
        <Field label={t("refill.cost")} type="number" inputMode="decimal" min={0} step={0.01} {...field("cost")} />
        <Field label={t("refill.pharmacy")} maxLength={PHARMACY_NAME_MAX} autoComplete="off" {...field("pharmacy_name")} />
        <div className="dialog-actions">
          <button type="button" className="button button-secondary" onClick={close}>
            {t("refill.cancel")}
          </button>
          <button type="submit" className="button" disabled={busy || !hasQuantity}>
            {t("refill.submit")}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
