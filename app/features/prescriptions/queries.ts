// Saved prescriptions through the offline-query layer: the list and one prescription
// (null: not found, or another user's). One saved on this device and not synced yet
// answers from the outbox.
import type { PrescriptionListResponse, PrescriptionRow } from "~/domain/prescriptions/rules";
import { offlineQuery } from "../../platform/reads/offline-query";
import { applyToPrescription, applyToPrescriptionList, prescriptionFromOps, PRESCRIPTIONS_TABLE } from "./appliers";

const TABLES = [PRESCRIPTIONS_TABLE] as const;

export const prescriptionListQuery = offlineQuery<"prescriptions", PrescriptionListResponse>({
  read: "prescriptions",
  tables: TABLES,
  apply: applyToPrescriptionList,
  // One saved offline before this device ever read the list still shows.
  empty: () => ({ prescriptions: [] }),
});

export const prescriptionQuery = offlineQuery<"prescription", PrescriptionRow | null>({
  read: "prescription",
  tables: TABLES,
  apply: applyToPrescription,
  // Each prescription is kept on the device once seen (issue 14: readable offline).
  copy: (params) => `prescription-${params.id}`,
  copied: [],
  local: ({ params, pending, notFound }) => {
    const local = prescriptionFromOps(params.id, pending);
    return local || notFound ? local : undefined;
  },
});
