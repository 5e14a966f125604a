// What each saved_prescriptions op does to the answers, exactly as the server will: the
// list (newest first) and one prescription. Pure, so the optimistic update and the
// re-application of ops still in the outbox agree.
import { byNewestPrescription, PRESCRIPTIONS_TABLE, type PrescriptionListResponse, type PrescriptionRow } from "~/domain/prescriptions/rules";
import { rowOfInsert } from "~/domain/row-defaults";
import type { Op } from "~/domain/sync/op";

const text = (v: unknown) => (typeof v === "string" ? v.trim() || null : null);

/** The row an insert makes, with the hub's column defaults (row-defaults.ts). */
export function prescriptionFromInsert(op: Op): PrescriptionRow {
  const r = rowOfInsert(PRESCRIPTIONS_TABLE, op) as Record<string, unknown> & PrescriptionRow;
  return {
    id: r.id,
    image_key: r.image_key,
    prescribing_date: r.prescribing_date,
    upload_date: String(r.upload_date ?? op.clientTime.slice(0, 10)),
    doctor_name: text(r.doctor_name),
    notes: text(r.notes),
    created_at: op.clientTime,
    updated_at: op.clientTime,
  };
}

/** One prescription after an op (null once deleted). */
export function applyToPrescription(row: PrescriptionRow | null, op: Op): PrescriptionRow | null {
  if (op.type === "insert") return row ?? prescriptionFromInsert(op);
  if (!row || row.id !== op.id) return row;
  if (op.type === "delete") return null;
  return { ...row, ...(op.data as Partial<PrescriptionRow>), updated_at: op.clientTime };
}

export function applyToPrescriptionList(list: PrescriptionListResponse, op: Op): PrescriptionListResponse {
  if (op.type === "insert") {
    if (list.prescriptions.some((p) => p.id === op.id)) return list;
    return { prescriptions: [...list.prescriptions, prescriptionFromInsert(op)].sort(byNewestPrescription) };
  }
  if (op.type === "delete") return { prescriptions: list.prescriptions.filter((p) => p.id !== op.id) };
  return { prescriptions: list.prescriptions.map((p) => (p.id === op.id ? { ...p, ...(op.data as Partial<PrescriptionRow>), updated_at: op.clientTime } : p)) };
}

/** A prescription saved on this device and not synced yet, from the outbox. */
export function prescriptionFromOps(id: string, ops: readonly Op[]): PrescriptionRow | null {
  return ops.filter((op) => op.table === PRESCRIPTIONS_TABLE && op.id === id).reduce<PrescriptionRow | null>(applyToPrescription, null);
}
