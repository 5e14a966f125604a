// Reading medicines (spec 2 §2): one page of GET /api/medicines, and one medicine
// with its reminders, refills and latest logs. The first unfiltered page is also
// kept per user on this device, so the list opens offline.
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import type { MedicineDetailResponse, MedicineListFilter, MedicineListResponse } from "~/domain/medicine";
import { api, ApiError, isNetworkError } from "./api";
import { applyToDetail, applyToListPage, detailFromOps } from "./medicine-cache";
import { isFirstPage, medicineDetailKey, medicineListCache, medicineListKey, withPendingOps } from "./medicine-queries";
import { useOnline } from "./online";
import { useSessionUser } from "./session";
import { useOutbox } from "./sync-provider";

export interface MedicineListParams {
  page: number;
  category: MedicineListFilter;
  q: string;
}

export function useMedicines({ page, category, q }: MedicineListParams) {
  const user = useSessionUser();
  const outbox = useOutbox();
  const online = useOnline();
  const params = { page, category, q: q.trim() };
  const firstPage = isFirstPage(params);
  const query = useQuery({
    queryKey: medicineListKey(user.id, params),
    queryFn: async () => {
      const search = new URLSearchParams({ page: String(page), category });
      if (params.q) search.set("q", params.q);
      const fresh = await api.get<MedicineListResponse>(`/api/medicines?${search}`);
      const data = withPendingOps(fresh, await outbox.pending(), (d, op) => applyToListPage(d, params, op, user.id));
      if (firstPage) medicineListCache.write(user.id, data);
      return data;
    },
    initialData: firstPage ? () => medicineListCache.read(user.id) : undefined,
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

const isNotFound = (err: unknown) => err instanceof ApiError && err.status === 404;

/**
 * One medicine (404 for a missing, deleted or another user's medicine). A medicine
 * created on this device and not synced yet is built from the outbox, offline or
 * while the server does not know it yet, so the screen shows what was just saved.
 */
export function useMedicineDetail(id: string) {
  const user = useSessionUser();
  const outbox = useOutbox();
  return useQuery({
    queryKey: medicineDetailKey(user.id, id),
    queryFn: async () => {
      let fresh: MedicineDetailResponse;
      try {
        fresh = await api.get<MedicineDetailResponse>(`/api/medicines/${encodeURIComponent(id)}`);
      } catch (err) {
        const local = isNotFound(err) || isNetworkError(err) ? detailFromOps(id, await outbox.pending(), user.id) : null;
        if (local) return local;
        throw err;
      }
      return withPendingOps(fresh, await outbox.pending(), applyToDetail);
    },
    // Runs once offline too, so the outbox can answer for a medicine made here.
    networkMode: "offlineFirst",
    // A 404 is an answer, not a hiccup: say "not found" at once.
    retry: (failures, err) => !isNotFound(err) && failures < 3,
  });
}
