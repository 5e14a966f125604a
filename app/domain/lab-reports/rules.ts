// Lab reports (issue 14; docs/rules/records.md): constants, row shapes and the pure rules
// the screens and the server share. The zod schemas are in schema.ts, so screens
// that only show reports do not download zod.

/** The write path's tables: a report, and its values. */
export const LAB_REPORTS_TABLE = "lab_reports";
export const LAB_VALUES_TABLE = "lab_trends" as const;

export const LAB_TITLE_MAX = 100;
export const LAB_NAME_MAX = 100;
export const LAB_DOCTOR_MAX = 100;
export const LAB_NOTES_MAX = 1000;
export const LAB_METRIC_MAX = 60;
export const LAB_UNIT_MAX = 20;
/** Values one report may carry (a full blood count is about 20). */
export const LAB_VALUES_MAX = 40;
/** A report's file: a PDF or a photo (recognised by its bytes on the server), at most 10 MB. */
export const LAB_FILE_MAX_BYTES = 10 * 1024 * 1024;
export const LAB_FILE_TYPES = { "application/pdf": "pdf", "image/jpeg": "jpg", "image/png": "png" } as const;
export type LabFileMime = keyof typeof LAB_FILE_TYPES;
export type LabFileExt = (typeof LAB_FILE_TYPES)[LabFileMime];
/** A stored file's version (file_key): time and a random tail, then its type, e.g. "m2k9x1c4f7q-pdf". */
export const LAB_FILE_VERSION = /^[a-z0-9]{1,16}-(pdf|jpg|png)$/;
/** Where the report's file is served, to its owner only. */
export const labFileUrl = (reportId: string, version: string) => `/api/labs/${reportId}/file/${version}`;
/** Photos larger than this (or wider than LAB_PHOTO_MAX_SIDE) are made smaller on the phone before upload. */
export const LAB_PHOTO_SHRINK_BYTES = 1024 * 1024;
export const LAB_PHOTO_MAX_SIDE = 2000;

/** Reports the list shows, newest first. */
export const LAB_LIST_LIMIT = 200;

export interface LabReportRow {
  id: string;
  title: string;
  lab_name: string | null;
  doctor_name: string | null;
  report_date: string | null;
  notes: string | null;
  file_key: string | null;
  file_type: string | null;
  created_at: string;
  updated_at: string;
}

/** One measured value of a report (lab_trends). */
export interface LabValueRow {
  id: string;
  lab_report_id: string | null;
  metric_name: string;
  value: number;
  unit: string | null;
  reference_min: number | null;
  reference_max: number | null;
  recorded_date: string;
  created_at: string;
}

/** The list: each report with how many values it has and how many are out of range. */
export interface LabReportListItem extends LabReportRow {
  valueCount: number;
  outOfRange: number;
}
export interface LabReportListResponse {
  reports: LabReportListItem[];
}

export interface LabReportDetailResponse {
  report: LabReportRow;
  values: LabValueRow[];
}

/** The values of the chart window, oldest first. */
export interface LabValuesResponse {
  since: string;
  values: LabValueRow[];
}

export type RangeFlag = "high" | "low" | "normal";

/** A value against its reference range; null when the report gives no range. */
export function rangeFlag(value: number, min: number | null, max: number | null): RangeFlag | null {
  if (min === null && max === null) return null;
  if (max !== null && value > max) return "high";
  if (min !== null && value < min) return "low";
  return "normal";
}

export const isOutOfRange = (v: Pick<LabValueRow, "value" | "reference_min" | "reference_max">) => {
  const flag = rangeFlag(v.value, v.reference_min, v.reference_max);
  return flag === "high" || flag === "low";
};

/** Newest first: by the report's date, then when it was added. */
export function byNewestReport(a: LabReportRow, b: LabReportRow): number {
  return (b.report_date ?? "").localeCompare(a.report_date ?? "") || b.created_at.localeCompare(a.created_at) || b.id.localeCompare(a.id);
}
