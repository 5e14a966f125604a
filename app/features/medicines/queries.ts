// The three answers that show medicines, through the offline-query layer: the dose
// data (every screen: the app shell's alarm needs it), a page of the list, and one
// medicine. How each op changes them is in appliers.ts, loaded when first needed.
import type { MedicineListParams } from "~/domain/reads";
import { DOSE_DATA_TABLES, MEDICINE_DETAIL_TABLES, MEDICINE_LIST_TABLES, MEDICINE_OP_TABLES } from "./tables";
import { offlineQuery } from "../../platform/reads/offline-query";

const appliers = () => import("./appliers");

export const FIRST_PAGE: MedicineListParams = { page: 1, category: "all", q: "" };
export const isFirstPage = (p: MedicineListParams) => p.page === 1 && p.category === "all" && p.q === "";

export const doseDataQuery = offlineQuery({
  read: "doses",
  tables: DOSE_DATA_TABLES,
  opTables: MEDICINE_OP_TABLES,
  ops: async () => {
    const { applyToDoseData } = await appliers();
    return { apply: (data, op, { userId }) => applyToDoseData(data, op, userId) };
  },
  // The in-app alarm rings from this copy: offline for more than a day, a phone must
  // still remind. Kept past the copies' 24-hour lifetime (docs/rules/navigation-and-offline.md).
  keepsCopy: true,
});

/** Only the first unfiltered page is kept on this device. */
export const medicineListQuery = offlineQuery({
  read: "medicines",
  tables: MEDICINE_LIST_TABLES,
  opTables: MEDICINE_OP_TABLES,
  ops: async () => {
    const { applyToListPage } = await appliers();
    return { apply: (page, op, { userId, params }) => applyToListPage(page, params, op, userId) };
  },
  copy: (params) => (isFirstPage(params) ? "medicines" : null),
  copied: [FIRST_PAGE],
});

/** A medicine created here and not synced yet answers from the outbox. */
export const medicineDetailQuery = offlineQuery({
  read: "medicine",
  tables: MEDICINE_DETAIL_TABLES,
  opTables: MEDICINE_OP_TABLES,
  ops: async () => {
    const { applyToDetail, detailFromOps } = await appliers();
    return {
      apply: (detail, op) => applyToDetail(detail, op),
      local: ({ params, pending, userId }) => detailFromOps(params.id, pending, userId) ?? undefined,
    };
  },
  copy: () => null,
  copied: [],
  answersLocally: true,
});
