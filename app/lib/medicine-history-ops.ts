// How medicine_history ops change the past-medicines answer before the server has them
// (docs/rules/medicines.md, "Past medicines"): a course that ended joins the list at
// once, offline too. Rows are only ever inserted (durable-objects/writable-tables.ts).
import { compareHistory, type MedicineHistoryResponse, type MedicineHistoryRow } from "~/domain/medicine-history";
import type { Op } from "~/domain/sync-op";

export const MEDICINE_HISTORY_TABLE = "medicine_history";

const text = (v: unknown) => (typeof v === "string" ? v : null);

function newHistoryRow(op: Op): MedicineHistoryRow {
  const d = op.data;
  return {
    id: op.id,
    medicine_id: text(d.medicine_id),
    medicine_name: text(d.medicine_name),
    dosage: text(d.dosage),
    is_active: (d.is_active as boolean | undefined) ?? true,
    start_date: text(d.start_date),
    end_date: text(d.end_date),
    last_taken_at: text(d.last_taken_at),
    end_reason: (d.end_reason as MedicineHistoryRow["end_reason"] | undefined) ?? null,
    created_at: op.clientTime,
  };
}

export function applyToHistory(data: MedicineHistoryResponse, op: Op): MedicineHistoryResponse {
  if (op.table !== MEDICINE_HISTORY_TABLE || op.type !== "insert" || data.items.some((r) => r.id === op.id)) return data;
  return { ...data, items: [...data.items, newHistoryRow(op)].sort(compareHistory) };
}
