// One medicine's Taken / Skipped at one dose time, as a form the dashboard's route action
// takes before the scripts arrive (docs/rules/home.md; the no-script form path in
// docs/ARCHITECTURE.md): the button pressed is the status, the op id is the server's. Once
// hydrated the post is prevented and the mark goes through the outbox like the mark
// dialog's (works offline, the same toast).
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import type { DoseMedicine } from "~/domain/doses/rules";
import { appearanceOf } from "~/domain/medicines/pill-appearance";
import { takeContext, takeVerbOf } from "~/domain/bangla/take-verb";
import { FormPostFields, NATIVE_POST_ATTRS } from "~/platform/forms/form-post";
import { usePostFailure } from "~/platform/forms/post-failure";
import { useOutbox } from "~/platform/sync/sync-provider";
import { toast } from "~/platform/ui/toast";
import { markDoses } from "~/features/medicines/writes";
import { successCounts } from "~/domain/doses/mark-dialog-rules";
import { formatNumber } from "~/platform/i18n/format";
import { doseMarkOpKey, DOSE_MARK_FORM } from "~/domain/doses/mark-post";
import { useDoseData, useTimeZone } from "../hooks";

interface Props {
  medicine: DoseMedicine;
  /** 'HH:mm' of the reminder. */
  time: string;
  /** yyyy-MM-dd, the dose's local day. */
  date: string;
}

export function DoseMarkForm({ medicine, time, date }: Props) {
  const { t, i18n } = useTranslation("doses");
  const outbox = useOutbox();
  const { data } = useDoseData();
  const zone = useTimeZone();
  const [saving, setSaving] = useState(false);
  const context = takeContext(takeVerbOf(appearanceOf(medicine)?.shape));
  // This form's post refused by the route action (the page drawn again with it).
  const failure = usePostFailure(DOSE_MARK_FORM);
  const refused = failure?.values.medicine_id === medicine.id ? failure : null;

  const mark = async (e: FormEvent<HTMLFormElement>) => {
    e.preventDefault();
    const status = ((e.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null)?.value;
    if (status !== "taken" && status !== "skipped") return;
    setSaving(true);
    try {
      const result = await markDoses(outbox, [{ medicineId: medicine.id, time, date, status }], data?.logs ?? [], zone);
      const n = (v: number) => formatNumber(v, i18n.language);
      // The mark dialog's toast (MarkDialog.tsx; a module of its own would cost the dashboard a script request).
      const { taken, skipped } = successCounts(result);
      toast({
        variant: "success",
        title: t("toast.marked", { count: taken, n: n(taken) }) + (skipped === null ? "" : t("toast.skipped", { count: skipped, n: n(skipped) })),
      });
    } catch {
      toast({ variant: "destructive", title: t("toast.failed") });
    } finally {
      setSaving(false);
    }
  };

  return (
    <form {...NATIVE_POST_ATTRS} className="mark-choices dose-mark-form" aria-label={medicine.name} onSubmit={(e) => void mark(e)}>
      <FormPostFields form={DOSE_MARK_FORM} opKey={doseMarkOpKey(medicine.id, date, time)} />
      <input type="hidden" name="medicine_id" value={medicine.id} />
      <input type="hidden" name="time" value={time} />
      <input type="hidden" name="date" value={date} />
      <button type="submit" name="status" value="taken" className="mark-choice mark-choice-taken" disabled={saving}>
        {t("dialog.taken", { context })}
      </button>
      <button type="submit" name="status" value="skipped" className="mark-choice mark-choice-skipped" disabled={saving}>
        {t("dialog.skipped")}
      </button>
      {refused && (
        <p className="field-error" role="alert" data-code={refused.code}>
          {t("toast.failed")}
        </p>
      )}
    </form>
  );
}
