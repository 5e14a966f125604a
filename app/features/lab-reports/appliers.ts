// What each lab_reports / lab_trends op does to the answers, exactly as the server will:
// the list (with each report's value and out-of-range counts) and one report with its
// values. Pure, so the optimistic update and the re-application of ops still in the
// outbox agree.
import {
  byNewestReport,
  isOutOfRange,
  LAB_REPORTS_TABLE,
  LAB_VALUES_TABLE,
  type LabReportDetailResponse,
  type LabReportListItem,
  type LabReportListResponse,
  type LabReportRow,
  type LabValueRow,
  type LabValuesResponse,
} from "~/domain/lab-reports/rules";
import { rowOfInsert } from "~/domain/row-defaults";
import type { Op } from "~/domain/sync/op";

/** Optional text as the server keeps it: trimmed by the op's schema, an empty one kept empty. */
const text = (v: unknown) => (typeof v === "string" ? v.trim() : null);
const num = (v: unknown) => (typeof v === "number" && Number.isFinite(v) ? v : null);

/** The report an insert makes, with the hub's column defaults (row-defaults.ts). */
export function reportFromInsert(op: Op): LabReportRow {
  const r = rowOfInsert(LAB_REPORTS_TABLE, op) as Record<string, unknown> & LabReportRow;
  return {
    id: r.id,
    title: String(r.title ?? "").trim(),
    lab_name: text(r.lab_name),
    doctor_name: text(r.doctor_name),
    report_date: r.report_date,
    notes: text(r.notes),
    file_key: r.file_key,
    file_type: r.file_type,
    created_at: op.clientTime,
    updated_at: op.clientTime,
  };
}

export function valueFromInsert(op: Op): LabValueRow {
  const r = rowOfInsert(LAB_VALUES_TABLE, op) as Record<string, unknown> & LabValueRow;
  return {
    id: r.id,
    lab_report_id: r.lab_report_id,
    metric_name: String(r.metric_name ?? "").trim(),
    value: num(r.value) ?? 0,
    unit: text(r.unit),
    reference_min: num(r.reference_min),
    reference_max: num(r.reference_max),
    recorded_date: String(r.recorded_date ?? ""),
    created_at: op.clientTime,
  };
}

/** One report and its values after an op (null once the report is deleted). */
export function applyToReport(detail: LabReportDetailResponse | null, op: Op): LabReportDetailResponse | null {
  if (op.table === LAB_REPORTS_TABLE) {
    if (op.type === "insert") return detail ?? { report: reportFromInsert(op), values: [] };
    if (!detail || detail.report.id !== op.id) return detail;
    if (op.type === "delete") return null;
    return { ...detail, report: { ...detail.report, ...(op.data as Partial<LabReportRow>), updated_at: op.clientTime } };
  }
  if (op.table !== LAB_VALUES_TABLE || !detail) return detail;
  if (op.type === "insert") {
    const value = valueFromInsert(op);
    if (value.lab_report_id !== detail.report.id || detail.values.some((x) => x.id === op.id)) return detail;
    return { ...detail, values: [...detail.values, value] };
  }
  const values = detail.values.flatMap((x) => (x.id !== op.id ? [x] : op.type === "delete" ? [] : [{ ...x, ...(op.data as Partial<LabValueRow>) }]));
  return { ...detail, values };
}

/** The list after an op: reports kept newest first, each report's counts kept in step with its values. */
export function applyToReportList(list: LabReportListResponse, op: Op, values: ReadonlyMap<string, LabValueRow> = new Map()): LabReportListResponse {
  if (op.table === LAB_REPORTS_TABLE) {
    if (op.type === "insert") {
      if (list.reports.some((r) => r.id === op.id)) return list;
      return { reports: [...list.reports, { ...reportFromInsert(op), valueCount: 0, outOfRange: 0 }].sort(byNewestReport) };
    }
    if (op.type === "delete") return { reports: list.reports.filter((r) => r.id !== op.id) };
    return {
      reports: list.reports.map((r) => (r.id === op.id ? { ...r, ...(op.data as Partial<LabReportRow>), updated_at: op.clientTime } : r)).sort(byNewestReport),
    };
  }
  if (op.table !== LAB_VALUES_TABLE || op.type !== "insert") return list;
  // A new value counts at once; edits and deletes of values are counted by the next read.
  const value = values.get(op.id) ?? valueFromInsert(op);
  const bump = (r: LabReportListItem): LabReportListItem =>
    r.id === value.lab_report_id ? { ...r, valueCount: r.valueCount + 1, outOfRange: r.outOfRange + (isOutOfRange(value) ? 1 : 0) } : r;
  return { reports: list.reports.map(bump) };
}

/** A report made on this device and not synced yet, from the outbox. */
export function reportFromOps(id: string, ops: readonly Op[]): LabReportDetailResponse | null {
  return ops
    .filter((op) => (op.table === LAB_REPORTS_TABLE && op.id === id) || (op.table === LAB_VALUES_TABLE && op.data.lab_report_id === id))
    .reduce<LabReportDetailResponse | null>(applyToReport, null);
}

/** The chart's order, as the server reads it (workers/reads/labs.ts): by day, then as entered. */
const byRecordedDate = (a: LabValueRow, b: LabValueRow) =>
  a.recorded_date.localeCompare(b.recorded_date) || a.created_at.localeCompare(b.created_at) || a.id.localeCompare(b.id);

/** The chart window's values after an op: a new value inside the window joins, a deleted one or its report's leave. */
export function applyToValues(data: LabValuesResponse, op: Op): LabValuesResponse {
  if (op.table === LAB_REPORTS_TABLE) {
    return op.type === "delete" ? { ...data, values: data.values.filter((v) => v.lab_report_id !== op.id) } : data;
  }
  if (op.table !== LAB_VALUES_TABLE) return data;
  if (op.type === "insert") {
    const value = valueFromInsert(op);
    if (value.recorded_date < data.since || data.values.some((v) => v.id === op.id)) return data;
    return { ...data, values: [...data.values, value].sort(byRecordedDate) };
  }
  const values = data.values.flatMap((x) => (x.id !== op.id ? [x] : op.type === "delete" ? [] : [{ ...x, ...(op.data as Partial<LabValueRow>) }]));
  return { ...data, values: values.sort(byRecordedDate) };
}
