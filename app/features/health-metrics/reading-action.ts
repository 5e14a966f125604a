// The health metric screens' route action (/tracking/blood-pressure, /tracking/blood-glucose,
// /tracking/weight): a reading posted before the scripts arrived (the no-script form path,
// docs/ARCHITECTURE.md), read with the form's own schema and applied through the one write
// path (platform/forms/form-action.ts).
import type { ActionFunctionArgs } from "react-router";
import { uuidv7 } from "uuidv7";
import { READING_FORM, readingOf } from "~/domain/health-metrics/reading";
import { readingTypeOfPath } from "~/domain/health-metrics/rules";
import { READING_FORM_SCHEMAS } from "~/domain/health-metrics/schema";
import { TABLE_CONTRACTS } from "~/domain/table-contracts";
import { fieldMessages } from "~/domain/zod-fields";
import { applyFormOp, postedValues, refuse } from "~/platform/forms/form-action";

export async function addReadingAction({ request, context }: ActionFunctionArgs) {
  const values = await postedValues(request);
  const type = readingTypeOfPath(new URL(request.url).pathname);
  const typed = READING_FORM_SCHEMAS[type].safeParse(values);
  if (!typed.success) return refuse({ form: READING_FORM, code: "validation_error", values, errors: fieldMessages(typed.error) }, 400);
  return applyFormOp(
    { request, context },
    {
      form: READING_FORM,
      values,
      op: { table: "health_metrics", type: "insert", id: uuidv7(), data: { recorded_at: new Date().toISOString(), ...readingOf(type, typed.data) } },
      schema: TABLE_CONTRACTS.health_metrics.insert,
      failed: "common:errors.unexpected",
    },
  );
}
