// Reading medicines (docs/rules/medicines.md): one page of the list, and one medicine with its
// reminders, refills and latest logs (queries.ts).
import { keepPreviousData } from "@tanstack/react-query";
import type { MedicineListParams } from "~/domain/reads";
import { medicineDetailQuery, medicineListQuery } from "./queries";
import { useOfflineQuery } from "../../platform/reads/offline-query";

export type { MedicineListParams };

export function useMedicines({ page, category, q }: MedicineListParams) {
  const query = useOfflineQuery(medicineListQuery, { page, category, q: q.trim() }, { placeholderData: keepPreviousData });
  // The previous page stands in while the next one loads, but never offline, where it
  // would pose as an answer to a search or filter that cannot run.
  const data = query.offline && query.isPlaceholderData ? undefined : query.data;
  return { ...query, data };
}

/** One medicine (404 for a missing, deleted or another user's medicine; one made here answers from the outbox). */
export function useMedicineDetail(id: string) {
  return useOfflineQuery(medicineDetailQuery, { id });
}
