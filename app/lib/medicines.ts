// Reading the medicine list (spec 2 §2): one page of GET /api/medicines. The first
// unfiltered page is also kept per user on this device, so the list opens offline.
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { MedicineListFilter, MedicineListResponse } from "~/domain/medicine";
import { api, isNetworkError } from "./api";
import { useOnline } from "./online";
import { useSessionUser } from "./session";
import { userCache } from "./user-cache";

/** The tables GET /api/medicines reads; a change to either refreshes the list. */
export const MEDICINE_LIST_TABLES = ["medicines", "medicine_reminders"] as const;

export interface MedicineListParams {
  page: number;
  category: MedicineListFilter;
  q: string;
}

const cache = userCache<MedicineListResponse>("medicines");

export function useMedicines({ page, category, q }: MedicineListParams) {
  const user = useSessionUser();
  const online = useOnline();
  const search = q.trim();
  const firstPage = page === 1 && category === "all" && search === "";
  const query = useQuery({
    queryKey: [...MEDICINE_LIST_TABLES, user.id, "list", { page, category, q: search }],
    queryFn: async () => {
      const params = new URLSearchParams({ page: String(page), category });
      if (search) params.set("q", search);
      const data = await api.get<MedicineListResponse>(`/api/medicines?${params}`);
      if (firstPage) cache.write(user.id, data);
      return data;
    },
    initialData: firstPage ? () => cache.read(user.id) : undefined,
    initialDataUpdatedAt: 0,
    placeholderData: keepPreviousData,
  });
  // Offline (or the server out of reach) with something to show: it is this device's copy.
  const offline = !online || query.fetchStatus === "paused" || (query.isError && isNetworkError(query.error));
  // The previous page stands in while the next one loads, but never offline, where it
  // would pose as an answer to a search or filter that cannot run.
  const data = offline && query.isPlaceholderData ? undefined : query.data;
  return { ...query, data, offline, viewingOffline: offline && data !== undefined };
}
