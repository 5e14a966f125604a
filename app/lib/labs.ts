// Lab report writes (issue 14), all through the outbox: a report and its values are one
// insert each, so a report made offline is saved whole when the phone is back online;
// deleting a report deletes its values (the server's foreign key cascades).
import type { Outbox } from "./outbox";
import { LAB_REPORTS_TABLE, LAB_VALUES_TABLE } from "./lab-ops";

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
    await outbox.mutate({ table: LAB_VALUES_TABLE, type: "insert", id: valueId, data: { ...value, lab_report_id: id, recorded_date: fields.report_date ?? today } });
  }
}

export const deleteLabReport = (outbox: Outbox, id: string) => outbox.mutate({ table: LAB_REPORTS_TABLE, type: "delete", id, data: {} });
