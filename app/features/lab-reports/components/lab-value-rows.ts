// The value rows of the lab report form as typed (text, Bangla digits allowed) and
// their check with the op's own schema, so the form and the server agree. The schema is
// passed in: the form loads it with its first use, not with its page (docs/forms.md, 7).
import { toAsciiDigits } from "~/domain/bangla/digits";
import type { labValueInsertSchema } from "~/domain/lab-reports/schema";
import type { LabValueFields } from "~/features/lab-reports/writes";

export interface ValueRow {
  key: string;
  metric_name: string;
  value: string;
  unit: string;
  reference_min: string;
  reference_max: string;
}

export const emptyRow = (key: string): ValueRow => ({ key, metric_name: "", value: "", unit: "", reference_min: "", reference_max: "" });

/** A number as typed ('৫.৬', '5,6'); undefined for blank, NaN for not a number. */
function toNumber(text: string): number | undefined {
  const s = toAsciiDigits(text).trim().replace(",", ".");
  return s === "" ? undefined : Number(s);
}

/** A row left wholly blank is not a value (the form starts with one). */
export const isBlank = (r: ValueRow) => !r.metric_name.trim() && !r.value.trim() && !r.unit.trim() && !r.reference_min.trim() && !r.reference_max.trim();

/** The row as an op's data, or the first message (an i18n key of the labs namespace). */
export function checkRow(r: ValueRow, schema: typeof labValueInsertSchema): { ok: true; value: LabValueFields } | { ok: false; message: string } {
  const parsed = schema.safeParse({
    lab_report_id: "00000000-0000-7000-8000-000000000000",
    recorded_date: "2000-01-01",
    metric_name: r.metric_name,
    value: toNumber(r.value) ?? null,
    unit: r.unit.trim() || null,
    reference_min: toNumber(r.reference_min) ?? null,
    reference_max: toNumber(r.reference_max) ?? null,
  });
  if (!parsed.success) return { ok: false, message: parsed.error.issues[0]?.message ?? "validation.labValue" };
  const { metric_name, value, unit, reference_min, reference_max } = parsed.data;
  return { ok: true, value: { metric_name, value, unit: unit ?? null, reference_min: reference_min ?? null, reference_max: reference_max ?? null } };
}
