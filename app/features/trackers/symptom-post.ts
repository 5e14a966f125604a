// The symptom form's values as the op's schema takes them, shared by the form (components/
// SymptomForm.tsx) and the symptoms screen's route action, which takes the form when it is
// posted before the scripts arrive (the no-script form path, docs/ARCHITECTURE.md).
import type { ActionFunctionArgs } from "react-router";
import { uuidv7 } from "uuidv7";
import { DEFAULT_SETTINGS, type UserSettings } from "~/domain/settings/rules";
import { symptomRecordedAt, symptomWhenErrors } from "~/domain/trackers/symptoms";
import { TABLE_CONTRACTS } from "~/domain/table-contracts";
import { numberInput, type FormValues } from "~/platform/forms/form-values";
import { applyFormOp, postedValues } from "~/platform/forms/form-action";

/** The `form` field of the symptom form's post. */
export const SYMPTOM_FORM = "symptom";
/** The screen whose action takes it (the dashboard's card shows the same form). */
export const SYMPTOM_ACTION = "/tracking/symptoms";

/** The raw values (text) → the symptom_logs insert's input; the date and time read in `zone`. */
export function symptomInput(v: FormValues, zone: string) {
  return {
    symptom_type: v.symptom_type || undefined,
    severity: numberInput(v.severity),
    duration: String(v.duration ?? "").trim() || null,
    notes: String(v.notes ?? "").trim() || null,
    recorded_at: symptomRecordedAt(String(v.date ?? ""), String(v.time ?? ""), zone) ?? undefined,
  };
}

export async function logSymptomAction({ request, context }: ActionFunctionArgs) {
  const values = await postedValues(request);
  const settings = (await context.read([["settings", null]]))?.results[0]?.data as UserSettings | undefined;
  const zone = settings?.timezone ?? DEFAULT_SETTINGS.timezone;
  return applyFormOp(
    { request, context },
    {
      form: SYMPTOM_FORM,
      values,
      op: { table: "symptom_logs", type: "insert", id: uuidv7(), data: symptomInput(values, zone) },
      schema: TABLE_CONTRACTS.symptom_logs.insert,
      check: () => symptomWhenErrors(values.date ?? "", values.time ?? "", new Date(), zone),
      failed: "symptoms.failed",
    },
  );
}
