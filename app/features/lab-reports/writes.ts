// Lab report writes (issue 14), all through the outbox: a report and its values are one
// insert each, so a report made offline is saved whole when the phone is back online;
// deleting a report deletes its values (the server's foreign key cascades).
import type { LabReportDetailResponse, LabReportRow } from "~/domain/lab-reports/rules";
import type { Outbox } from "../../platform/sync/outbox";
import { LAB_REPORTS_TABLE, LAB_VALUES_TABLE } from "./tables";

export interface LabReportFields {
  title: string;
  report_date: string | null;
  lab_name: string | null;
  doctor_name: string | null;
  notes: string | null;
}

export interface LabValueFields {
  metric_name: string;
  value: number;
  unit: string | null;
  reference_min: number | null;
  reference_max: number | null;
}

export async function addLabReport(outbox: Outbox, id: string, fields: LabReportFields, values: readonly (LabValueFields & { id: string })[], today: string) {
  await outbox.mutate({ table: LAB_REPORTS_TABLE, type: "insert", id, data: { ...fields } });
  for (const { id: valueId, ...value } of values) {
    await outbox.mutate({
      table: LAB_VALUES_TABLE,
      type: "insert",
      id: valueId,
      data: { ...value, lab_report_id: id, recorded_date: fields.report_date ?? today },
    });
  }
}

export const deleteLabReport = (outbox: Outbox, id: string) => outbox.mutate({ table: LAB_REPORTS_TABLE, type: "delete", id, data: {} });

/**
 * An edit: the report's changed fields, and its values as the form has them now (`id` of
 * a value already saved, else a new one's; `value` null for a row emptied). Only what
 * changed is sent: new values inserted, changed ones updated, removed or emptied ones
 * deleted. Answers how many ops were queued.
 */
export async function updateLabReport(
  outbox: Outbox,
  base: LabReportDetailResponse,
  fields: LabReportFields,
  rows: readonly { id: string; value: LabValueFields | null }[],
  today: string,
): Promise<number> {
  let sent = 0;
  const changed = Object.fromEntries(Object.entries(fields).filter(([k, v]) => v !== base.report[k as keyof LabReportRow]));
  if (Object.keys(changed).length) {
    await outbox.mutate({ table: LAB_REPORTS_TABLE, type: "update", id: base.report.id, data: changed });
    sent++;
  }
  const saved = new Map(base.values.map((v) => [v.id, v]));
  const kept = new Set<string>();
  for (const row of rows) {
    const before = saved.get(row.id);
    if (!row.value) continue;
    if (!before) {
      await outbox.mutate({
        table: LAB_VALUES_TABLE,
        type: "insert",
        id: row.id,
        data: { ...row.value, lab_report_id: base.report.id, recorded_date: fields.report_date ?? base.report.report_date ?? today },
      });
      sent++;
      continue;
    }
    kept.add(row.id);
    const diff = Object.fromEntries(Object.entries(row.value).filter(([k, v]) => v !== before[k as keyof typeof before]));
    if (fields.report_date && fields.report_date !== before.recorded_date) diff.recorded_date = fields.report_date;
    if (Object.keys(diff).length) {
      await outbox.mutate({ table: LAB_VALUES_TABLE, type: "update", id: row.id, data: diff });
      sent++;
    }
  }
  for (const id of saved.keys()) {
    if (kept.has(id)) continue;
    await outbox.mutate({ table: LAB_VALUES_TABLE, type: "delete", id, data: {} });
    sent++;
  }
  return sent;
}
