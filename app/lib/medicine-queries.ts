// The query keys of the medicine answers, their per-user copies on this device,
// and the optimistic update every medicine op makes to them (rules in
// medicine-cache.ts). A refetch while ops still wait in the outbox re-applies
// them, so what the user did offline never disappears from the screen.
import type { QueryClient } from "@tanstack/react-query";
import type { DoseDataResponse } from "~/domain/dose-data";
import type { MedicineDetailResponse, MedicineListResponse } from "~/domain/medicine";
import type { Op } from "~/domain/sync-op";
import {
  applyToDetail,
  applyToDoseData,
  applyToListPage,
  DOSE_DATA_TABLES,
  MEDICINE_DETAIL_TABLES,
  MEDICINE_LIST_TABLES,
  MEDICINE_OP_TABLES,
  type ListParams,
} from "./medicine-cache";
import { userCache } from "./user-cache";

export const doseDataKey = (userId: string) => [...DOSE_DATA_TABLES, userId, "doses"] as const;
export const medicineListKey = (userId: string, params: ListParams) => [...MEDICINE_LIST_TABLES, userId, "list", params] as const;
export const medicineDetailKey = (userId: string, id: string) => [...MEDICINE_DETAIL_TABLES, userId, "detail", id] as const;

export const doseDataCache = userCache<DoseDataResponse>("doses");
/** The first unfiltered page of the list. */
export const medicineListCache = userCache<MedicineListResponse>("medicines");

const isFirstPage = (p: ListParams) => p.page === 1 && p.category === "all" && p.q === "";

/** `data` with the ops still waiting in the outbox applied again, in order. */
export function withPendingOps<T>(data: T, ops: readonly Op[], apply: (data: T, op: Op) => T): T {
  return ops.filter((op) => MEDICINE_OP_TABLES.includes(op.table)).reduce(apply, data);
}

const FIRST_PAGE: ListParams = { page: 1, category: "all", q: "" };

/**
 * The optimistic update of one medicine op to every cached answer of the user, and
 * to this device's copies (dose data, first list page) even when no screen holds
 * their query now: a medicine saved offline on the add screen must be on the list
 * when it is next opened from that copy, reload included.
 */
export function applyMedicineOp(qc: QueryClient, userId: string, op: Op) {
  let dosesCopied = false;
  let listCopied = false;
  for (const query of qc.getQueryCache().findAll({ predicate: (q) => q.queryKey.includes(userId) })) {
    const key = query.queryKey;
    const kind = key[key.indexOf(userId) + 1];
    if (kind === "doses") {
      const next = qc.setQueryData<DoseDataResponse>(key, (old) => old && applyToDoseData(old, op, userId));
      if (next) {
        doseDataCache.write(userId, next);
        dosesCopied = true;
      }
    } else if (kind === "list") {
      const params = key[key.length - 1] as ListParams;
      const next = qc.setQueryData<MedicineListResponse>(key, (old) => old && applyToListPage(old, params, op, userId));
      if (next && isFirstPage(params)) {
        medicineListCache.write(userId, next);
        listCopied = true;
      }
    } else if (kind === "detail") {
      qc.setQueryData<MedicineDetailResponse>(key, (old) => old && applyToDetail(old, op));
    }
  }
  if (!dosesCopied) {
    const copy = doseDataCache.read(userId);
    if (copy) doseDataCache.write(userId, applyToDoseData(copy, op, userId));
  }
  if (!listCopied) {
    const copy = medicineListCache.read(userId);
    if (copy) medicineListCache.write(userId, applyToListPage(copy, FIRST_PAGE, op, userId));
  }
}

export { isFirstPage };
