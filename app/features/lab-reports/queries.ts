// Lab reports through the offline-query layer: the list and one report (null: not
// found, or another user's). A report made on this device and not synced yet answers
// from the outbox.
import type { LabReportDetailResponse, LabReportListResponse } from "~/domain/lab-reports/rules";
import { LAB_TABLES } from "./tables";
import { offlineQuery } from "../../platform/reads/offline-query";

const appliers = () => import("./appliers");

export const labReportListQuery = offlineQuery<"labReports", LabReportListResponse>({
  read: "labReports",
  tables: LAB_TABLES,
  ops: async () => {
    const { applyToReportList } = await appliers();
    // A report added offline before this device ever read the list still shows.
    return { apply: (list, op) => applyToReportList(list, op), empty: () => ({ reports: [] }) };
  },
});

export const labReportQuery = offlineQuery<"labReport", LabReportDetailResponse | null>({
  read: "labReport",
  tables: LAB_TABLES,
  ops: async () => {
    const { applyToReport, reportFromOps } = await appliers();
    return {
      apply: applyToReport,
      local: ({ params, pending, notFound }) => {
        const local = reportFromOps(params.id, pending);
        return local || notFound ? local : undefined;
      },
    };
  },
  // Each report is kept on the device once seen (issue 14: readable offline).
  copy: (params) => `labReport-${params.id}`,
  copied: [],
  answersLocally: true,
});

/** The chart window's values (/labs/analytics, a medicine's linked values). */
export const labValuesQuery = offlineQuery({ read: "labValues", tables: LAB_TABLES, ops: async () => ({ apply: (await appliers()).applyToValues }) });
