// The symptoms screen's route action: the symptom form posted before the scripts arrived
// (the no-script form path, docs/ARCHITECTURE.md), applied through the one write path
// (platform/forms/form-action.ts). Apart from the form (symptom-input.ts): the table
// contracts it checks with stay out of the pages' scripts.
import type { ActionFunctionArgs } from "react-router";
import { uuidv7 } from "uuidv7";
import { DEFAULT_SETTINGS, type UserSettings } from "~/domain/settings/rules";
import { symptomWhenErrors } from "~/domain/trackers/symptoms";
import { TABLE_CONTRACTS } from "~/domain/table-contracts";
import { applyFormOp, postedValues } from "~/platform/forms/form-action";
import { SYMPTOM_FORM, symptomInput } from "./symptom-input";

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
