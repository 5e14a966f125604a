// How medicine_history ops change the past-medicines answer before the server has them
// (docs/rules/medicines.md, "Past medicines"): a course that ended joins the list at
// once, offline too. Rows are only ever inserted (durable-objects/writable-tables.ts).
import { compareHistory, type MedicineHistoryResponse, type MedicineHistoryRow } from "~/domain/medicines/history";
import { rowOfInsert } from "~/domain/row-defaults";
import type { Op } from "~/domain/sync/op";
import { MEDICINE_HISTORY_TABLE } from "./tables";

function newHistoryRow(op: Op): MedicineHistoryRow {
  // The hub's column defaults (row-defaults.ts), then the op's fields.
  const r = rowOfInsert("medicine_history", op) as Record<string, unknown> & MedicineHistoryRow;
  return {
    id: r.id,
    medicine_id: r.medicine_id,
    medicine_name: r.medicine_name,
    dosage: r.dosage,
    is_active: r.is_active,
    start_date: r.start_date,
    end_date: r.end_date,
    last_taken_at: r.last_taken_at,
    end_reason: r.end_reason,
    created_at: op.clientTime,
  };
}

export function applyToHistory(data: MedicineHistoryResponse, op: Op): MedicineHistoryResponse {
  if (op.table !== MEDICINE_HISTORY_TABLE || op.type !== "insert" || data.items.some((r) => r.id === op.id)) return data;
  return { ...data, items: [...data.items, newHistoryRow(op)].sort(compareHistory) };
}
