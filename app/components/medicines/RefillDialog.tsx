// The refill dialog (docs/rules/medicines.md): quantity required (a whole number; Add stays
// disabled without it), cost in BDT optional (step 0.01), pharmacy optional. It
// queues the refill through the outbox, so it works offline; the stock rises by
// the quantity at once (optimistic) and on the server when synced.
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Dialog } from "~/components/Dialog";
import { Field } from "~/components/Field";
import { PHARMACY_NAME_MAX, REFILL_QUANTITY_MAX } from "~/domain/medicine-limits";
import { useTimeZone } from "~/lib/doses";
import { addRefill } from "~/lib/medicine-writes";
import { useOutbox } from "~/lib/sync-provider";
import { toast } from "~/lib/toast";

interface Props {
  open: boolean;
  medicine: { id: string; name: string } | null;
  onClose: () => void;
}

const EMPTY = { quantity: "", cost: "", pharmacy: "" };

export function RefillDialog({ open, medicine, onClose }: Props) {
  const { t } = useTranslation("medicines");
  const outbox = useOutbox();
  const zone = useTimeZone();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  const close = () => {
    setValues(EMPTY);
    setErrors({});
    onClose();
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!medicine) return;
    const data = {
      medicine_id: medicine.id,
      refill_date: "2000-01-01", // checked here only; addRefill dates it today in the user's zone
      quantity: Number(values.quantity),
      cost: values.cost.trim() === "" ? null : Number(values.cost),
      pharmacy_name: values.pharmacy.trim() || null,
    };
    // zod loads with the first refill, not with every page that can open this dialog.
    const [{ refillInsertSchema }, { fieldMessages }] = await Promise.all([import("~/domain/medicine-schema"), import("~/domain/zod-fields")]);
    const parsed = refillInsertSchema.safeParse(data);
    if (!parsed.success) {
      setErrors(fieldMessages(parsed.error));
      return;
    }
    setBusy(true);
    try {
      await addRefill(outbox, medicine.id, { quantity: data.quantity, cost: data.cost, pharmacy_name: data.pharmacy_name }, zone);
      toast({ variant: "success", title: t("refill.added") });
      close();
    } catch {
      toast({ variant: "destructive", title: t("refill.failed") });
    } finally {
      setBusy(false);
    }
  };

  const set = (name: keyof typeof EMPTY) => (e: { target: { value: string } }) => setValues((v) => ({ ...v, [name]: e.target.value }));
  const err = (name: string) => errors[name] && t(errors[name]);

  return (
    <Dialog open={open} title={medicine ? t("refill.titleFor", { name: medicine.name }) : t("refill.title")} onClose={close}>
      <form className="stack" onSubmit={submit} noValidate>
        <Field
          label={t("refill.quantity")}
          type="number"
          inputMode="numeric"
          min={1}
          max={REFILL_QUANTITY_MAX}
          step={1}
          required
          value={values.quantity}
          onChange={set("quantity")}
          error={err("quantity")}
        />
        <Field
          label={t("refill.cost")}
          type="number"
          inputMode="decimal"
          min={0}
          step={0.01}
          value={values.cost}
          onChange={set("cost")}
          error={err("cost")}
        />
        <Field
          label={t("refill.pharmacy")}
          maxLength={PHARMACY_NAME_MAX}
          autoComplete="off"
          value={values.pharmacy}
          onChange={set("pharmacy")}
          error={err("pharmacy_name")}
        />
        <div className="dialog-actions">
          <button type="button" className="button button-secondary" onClick={close}>
            {t("refill.cancel")}
          </button>
          <button type="submit" className="button" disabled={busy || values.quantity.trim() === ""}>
            {t("refill.submit")}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
