// Saved prescriptions through the offline-query layer: the list and one prescription
// (null: not found, or another user's). One saved on this device and not synced yet
// answers from the outbox.
import { PRESCRIPTIONS_TABLE, type PrescriptionListResponse, type PrescriptionRow } from "~/domain/prescriptions/rules";
import { offlineQuery } from "../../platform/reads/offline-query";

const TABLES = [PRESCRIPTIONS_TABLE] as const;
const appliers = () => import("./appliers");

export const prescriptionListQuery = offlineQuery<"prescriptions", PrescriptionListResponse>({
  read: "prescriptions",
  tables: TABLES,
  ops: async () => ({
    apply: (await appliers()).applyToPrescriptionList,
    // One saved offline before this device ever read the list still shows.
    empty: () => ({ prescriptions: [] }),
  }),
});

export const prescriptionQuery = offlineQuery<"prescription", PrescriptionRow | null>({
  read: "prescription",
  tables: TABLES,
  ops: async () => {
    const { applyToPrescription, prescriptionFromOps } = await appliers();
    return {
      apply: applyToPrescription,
      local: ({ params, pending, notFound }) => {
        const local = prescriptionFromOps(params.id, pending);
        return local || notFound ? local : undefined;
      },
    };
  },
  // Each prescription is kept on the device once seen (issue 14: readable offline).
  copy: (params) => `prescription-${params.id}`,
  copied: [],
  answersLocally: true,
});
