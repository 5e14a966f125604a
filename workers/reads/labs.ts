// Lab reports (issue 14): the list, newest first, each with how many of its values are
// out of range; and one report with its values.
import { and, asc, desc, eq, gte, isNotNull } from "drizzle-orm";
import { chartWindowStart } from "../../app/domain/lab-reports/markers";
import {
  isOutOfRange,
  LAB_LIST_LIMIT,
  type LabReportDetailResponse,
  type LabReportListResponse,
  type LabReportRow,
  type LabValueRow,
  type LabValuesResponse,
} from "../../app/domain/lab-reports/rules";
import { labReports as r, labTrends as v } from "../../drizzle/schema/records";
import { ApiError } from "../api/errors";
import { param, qb, type Read } from "./read";

const reportColumns = {
  id: r.id,
  title: r.title,
  lab_name: r.lab_name,
  doctor_name: r.doctor_name,
  report_date: r.report_date,
  notes: r.notes,
  file_key: r.file_key,
  file_type: r.file_type,
  created_at: r.created_at,
  updated_at: r.updated_at,
};
const valueColumns = {
  id: v.id,
  lab_report_id: v.lab_report_id,
  metric_name: v.metric_name,
  value: v.value,
  unit: v.unit,
  reference_min: v.reference_min,
  reference_max: v.reference_max,
  recorded_date: v.recorded_date,
  created_at: v.created_at,
};

const userId = param("userId");
const listQueries = [
  qb.select(reportColumns).from(r).where(eq(r.user_id, userId)).orderBy(desc(r.report_date), desc(r.created_at), desc(r.id)).limit(LAB_LIST_LIMIT),
  // Only what the flags need, for every report of the user.
  qb
    .select({ lab_report_id: v.lab_report_id, value: v.value, reference_min: v.reference_min, reference_max: v.reference_max })
    .from(v)
    .where(and(eq(v.user_id, userId), isNotNull(v.lab_report_id))),
];
const oneQueries = [
  qb
    .select(reportColumns)
    .from(r)
    .where(and(eq(r.id, param("id")), eq(r.user_id, userId)))
    .limit(1),
  qb
    .select(valueColumns)
    .from(v)
    .where(and(eq(v.lab_report_id, param("id")), eq(v.user_id, userId)))
    .orderBy(asc(v.created_at), asc(v.id)),
];

type FlagRow = Pick<LabValueRow, "lab_report_id" | "value" | "reference_min" | "reference_max">;

export function labReportListRead(userId: string): Read<LabReportListResponse> {
  return {
    queries: listQueries,
    values: { userId },
    shape: ([reports, values]) => {
      const counts = new Map<string, { valueCount: number; outOfRange: number }>();
      for (const row of values as FlagRow[]) {
        const c = counts.get(row.lab_report_id!) ?? { valueCount: 0, outOfRange: 0 };
        c.valueCount++;
        if (isOutOfRange(row)) c.outOfRange++;
        counts.set(row.lab_report_id!, c);
      }
      return { reports: (reports as LabReportRow[]).map((rep) => ({ ...rep, ...(counts.get(rep.id) ?? { valueCount: 0, outOfRange: 0 }) })) };
    },
  };
}

export function labReportRead(userId: string, id: string): Read<LabReportDetailResponse> {
  return {
    queries: oneQueries,
    values: { userId, id },
    shape: ([reports, values]) => {
      const report = (reports as LabReportRow[])[0];
      // Another user's report answers exactly like a missing one.
      if (!report) throw new ApiError(404, "not_found", "No such lab report");
      return { report, values: values as LabValueRow[] };
    },
  };
}

const valuesQueries = [
  qb
    .select(valueColumns)
    .from(v)
    .where(and(eq(v.user_id, userId), gte(v.recorded_date, param("since"))))
    .orderBy(asc(v.recorded_date), asc(v.created_at), asc(v.id)),
];

/** Every value of the chart window (LAB_CHART_MONTHS), oldest first: /labs/analytics and a medicine's linked values. */
export function labValuesRead(userId: string, now = new Date()): Read<LabValuesResponse> {
  const since = chartWindowStart(now.toISOString().slice(0, 10));
  return { queries: valuesQueries, values: { userId, since }, shape: ([values]) => ({ since, values: values as LabValueRow[] }) };
}
