// Lab reports through the offline-query layer: the list and one report (null: not
// found, or another user's). A report made on this device and not synced yet answers
// from the outbox.
import type { LabReportDetailResponse, LabReportListResponse } from "~/domain/lab-reports/rules";
import { applyToReport, applyToReportList, applyToValues, LAB_TABLES, reportFromOps } from "./appliers";
import { offlineQuery } from "../../platform/reads/offline-query";

export const labReportListQuery = offlineQuery<"labReports", LabReportListResponse>({
  read: "labReports",
  tables: LAB_TABLES,
  apply: (list, op) => applyToReportList(list, op),
  // A report added offline before this device ever read the list still shows.
  empty: () => ({ reports: [] }),
});

export const labReportQuery = offlineQuery<"labReport", LabReportDetailResponse | null>({
  read: "labReport",
  tables: LAB_TABLES,
  apply: applyToReport,
  // Each report is kept on the device once seen (issue 14: readable offline).
  copy: (params) => `labReport-${params.id}`,
  copied: [],
  local: ({ params, pending, notFound }) => {
    const local = reportFromOps(params.id, pending);
    return local || notFound ? local : undefined;
  },
});

/** The chart window's values (/labs/analytics, a medicine's linked values). */
export const labValuesQuery = offlineQuery({ read: "labValues", tables: LAB_TABLES, apply: applyToValues });
