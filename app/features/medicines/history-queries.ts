// Past medicines through the offline-query layer (docs/rules/medicines.md,
// "Past medicines"): kept on this device like the medicine list, so it opens offline.
import type { MedicineHistoryResponse } from "~/domain/medicines/history";
import { MEDICINE_HISTORY_TABLE } from "./tables";
import { offlineQuery } from "../../platform/reads/offline-query";

export const medicineHistoryQuery = offlineQuery<"medicineHistory", MedicineHistoryResponse>({
  read: "medicineHistory",
  tables: [MEDICINE_HISTORY_TABLE],
  ops: async () => ({
    apply: (await import("./history-appliers")).applyToHistory,
    // A course ended offline before this device ever read the list still shows.
    empty: () => ({ items: [] }),
  }),
});
