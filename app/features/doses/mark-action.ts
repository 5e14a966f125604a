// The dashboard's route action: a dose's Taken / Skipped posted before the scripts arrived
// (components/DoseMarkForm.tsx), applied through the one write path (platform/forms/form-action.ts).
import type { ActionFunctionArgs } from "react-router";
import { uuidv7 } from "uuidv7";
import { DOSE_MARK_FORM, postedDoseMark } from "~/domain/doses/mark-post";
import { TABLE_CONTRACTS } from "~/domain/table-contracts";
import { FORM_ERROR } from "~/platform/forms/form-errors";
import { applyFormOp, postedValues, refuse } from "~/platform/forms/form-action";

export async function markDoseAction({ request, context }: ActionFunctionArgs) {
  const values = await postedValues(request);
  const failed = "doses:toast.failed";
  if (values.form !== DOSE_MARK_FORM) return refuse({ form: values.form ?? "", code: "validation_error", values, errors: { [FORM_ERROR]: failed } }, 400);
  return applyFormOp(
    { request, context },
    {
      form: DOSE_MARK_FORM,
      values,
      op: { table: "adherence_logs", type: "insert", id: uuidv7(), data: postedDoseMark(values, new Date()) },
      schema: TABLE_CONTRACTS.adherence_logs.insert,
      failed,
      // Marked already (another device, the other button of a double tap): the screen shows it so.
      alreadyDone: ["duplicate_log"],
    },
  );
}
