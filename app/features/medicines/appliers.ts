// How medicine ops (medicines, medicine_reminders, adherence_logs, medicine_refills)
// change the three answers that show them before the server has them: the dose
// data (the `doses` read), list pages (the `medicines` read) and a medicine's detail
// (the `medicine` read). Each function is pure and follows what the server
// does (durable-objects/writable-tables.ts, medicine-stock-effects.ts), so the
// screen a user sees offline is the one they will see after sync.
import { DOSE_DATA_LOG_DAYS, type DoseDataMedicine, type DoseDataResponse, type DoseDataReminder } from "~/domain/doses/types";
import { DELETED_CATEGORY } from "~/domain/doses/rules";
import { toScheduledTime } from "~/domain/doses/time";
import {
  MEDICINE_DETAIL_LOGS,
  type AdherenceLogRow,
  type MedicineDetailResponse,
  type MedicineListResponse,
  type MedicineRow,
  type MedicineWithReminders,
  type RefillRow,
  type ReminderRow,
} from "~/domain/medicines/types";
import { stockAfterDoses, stockAfterRefill } from "~/domain/medicines/stock";
import type { MedicineListParams } from "~/domain/reads";
import { rowOfInsert } from "~/domain/row-defaults";
import type { Op } from "~/domain/sync/op";

type Data = Record<string, unknown>;
type StockHolder = { id: string; stock_quantity: number | null };

// New rows take the hub's column defaults from row-defaults.ts (a test holds them to the schema).
function newMedicine(op: Op, userId: string): MedicineRow {
  const r = rowOfInsert("medicines", op) as Data & MedicineRow;
  return {
    id: r.id,
    user_id: userId,
    name: String(r.name ?? "").trim(),
    dosage: r.dosage,
    timing: r.timing,
    frequency: r.frequency,
    category: r.category,
    stock_quantity: r.stock_quantity,
    duration: r.duration,
    notes: r.notes,
    image_url: r.image_url,
    pill_shape: r.pill_shape,
    pill_colors: r.pill_colors,
    snooze_minutes: r.snooze_minutes,
    schedule: r.schedule,
    max_per_day: r.max_per_day,
    min_gap_hours: r.min_gap_hours,
    created_at: op.clientTime,
    updated_at: op.clientTime,
  };
}

function newReminder(op: Op): DoseDataReminder {
  const r = rowOfInsert("medicine_reminders", op) as Data & DoseDataReminder;
  return { id: r.id, medicine_id: String(r.medicine_id), reminder_time: String(r.reminder_time), enabled: r.enabled, is_critical: r.is_critical };
}

function reminderOfMedicine(op: Op): ReminderRow {
  const { medicine_id: _, ...reminder } = newReminder(op);
  return reminder;
}

function newLog(op: Op): AdherenceLogRow {
  const r = rowOfInsert("adherence_logs", op) as Data & AdherenceLogRow;
  return {
    id: r.id,
    medicine_id: String(r.medicine_id),
    status: r.status,
    taken_at: r.taken_at,
    scheduled_time: toScheduledTime(r.scheduled_time),
    scheduled_date: r.scheduled_date,
  };
}

function newRefill(op: Op): RefillRow {
  const r = rowOfInsert("medicine_refills", op) as Data & RefillRow;
  return {
    id: r.id,
    medicine_id: String(r.medicine_id),
    refill_date: String(r.refill_date),
    quantity: Number(r.quantity),
    cost: r.cost,
    pharmacy_name: r.pharmacy_name,
    created_at: op.clientTime,
  };
}

const pick = <T extends object>(row: T, data: Data): T => {
  const out = { ...row } as Record<string, unknown>;
  for (const [k, v] of Object.entries(data)) if (k in out) out[k] = v;
  return out as T;
};

/** The stock change an op causes to `medicine`, or the medicine unchanged. */
function withStockEffect<M extends StockHolder>(medicine: M, op: Op): M {
  if (op.type !== "insert" || op.data.medicine_id !== medicine.id) return medicine;
  if (op.table === "adherence_logs" && op.data.status === "taken") {
    return { ...medicine, stock_quantity: stockAfterDoses(medicine.stock_quantity) };
  }
  if (op.table === "medicine_refills") {
    return { ...medicine, stock_quantity: stockAfterRefill(medicine.stock_quantity, Number(op.data.quantity)) };
  }
  return medicine;
}

// The orders the server's reads give (workers/reads/doses.ts, medicines.ts); sort is
// stable, so rows the server orders alike keep the order they came in.
/** Reminders by time of day. */
const byReminderTime = (a: ReminderRow, b: ReminderRow) => (a.reminder_time < b.reminder_time ? -1 : a.reminder_time > b.reminder_time ? 1 : 0);
/** Logs newest dose first. */
const byTakenDesc = (a: AdherenceLogRow, b: AdherenceLogRow) => (a.taken_at > b.taken_at ? -1 : a.taken_at < b.taken_at ? 1 : 0);
/** Refills newest day first (the new one first among its day's). */
const byRefillDateDesc = (a: RefillRow, b: RefillRow) => (a.refill_date > b.refill_date ? -1 : a.refill_date < b.refill_date ? 1 : 0);

function applyToReminders<R extends ReminderRow>(reminders: R[], op: Op, make: (op: Op) => R): R[] {
  if (op.type === "insert") return reminders.some((r) => r.id === op.id) ? reminders : [...reminders, make(op)].sort(byReminderTime);
  if (op.type === "delete") return reminders.filter((r) => r.id !== op.id);
  return reminders.map((r) => (r.id === op.id ? pick(r, op.data) : r)).sort(byReminderTime);
}

/** The dose data's logs window (workers/reads/doses.ts), from the op's time as the server's now. */
const logsSince = (op: Op) => new Date(Date.parse(op.clientTime) - DOSE_DATA_LOG_DAYS * 86_400_000).toISOString();

/** The `doses` read after an op. */
export function applyToDoseData(data: DoseDataResponse, op: Op, userId: string): DoseDataResponse {
  switch (op.table) {
    case "medicines": {
      if (op.type === "insert") {
        if (data.medicines.some((m) => m.id === op.id)) return data;
        const row = newMedicine(op, userId);
        const medicine: DoseDataMedicine = {
          id: row.id,
          name: row.name,
          dosage: row.dosage,
          frequency: row.frequency,
          category: row.category,
          stock_quantity: row.stock_quantity,
          created_at: row.created_at,
          image_url: row.image_url,
          pill_shape: row.pill_shape,
          pill_colors: row.pill_colors,
          snooze_minutes: row.snooze_minutes,
          schedule: row.schedule,
          max_per_day: row.max_per_day,
          min_gap_hours: row.min_gap_hours,
        };
        return { ...data, medicines: [...data.medicines, medicine] };
      }
      if (op.data.category === DELETED_CATEGORY) {
        return {
          ...data,
          medicines: data.medicines.filter((m) => m.id !== op.id),
          reminders: data.reminders.filter((r) => r.medicine_id !== op.id),
        };
      }
      return { ...data, medicines: data.medicines.map((m) => (m.id === op.id ? pick(m, op.data) : m)) };
    }
    case "medicine_reminders":
      if (op.type === "insert" && !data.medicines.some((m) => m.id === op.data.medicine_id)) return data;
      return { ...data, reminders: applyToReminders(data.reminders, op, newReminder) };
    case "adherence_logs": {
      // Replayed or already fetched: the server has it, stock included.
      if (data.logs.some((l) => l.id === op.id)) return data;
      const log = newLog(op);
      // A dose logged for before the answer's window (DOSE_DATA_LOG_DAYS from now, the op's time here) still changes the stock.
      const logs = log.taken_at >= logsSince(op) ? [log, ...data.logs].sort(byTakenDesc) : data.logs;
      return { ...data, logs, medicines: data.medicines.map((m) => withStockEffect(m, op)) };
    }
    case "medicine_refills":
      return { ...data, medicines: data.medicines.map((m) => withStockEffect(m, op)) };
    default:
      return data;
  }
}

export type ListParams = MedicineListParams;

/** docs/rules/medicines.md order, as the server's: long-term first, then name ignoring case, then id. */
export function compareListOrder(a: MedicineRow, b: MedicineRow): number {
  const rank = (m: MedicineRow) => (m.category === "long-term" ? 0 : 1);
  const byName = a.name.toLowerCase() < b.name.toLowerCase() ? -1 : a.name.toLowerCase() > b.name.toLowerCase() ? 1 : 0;
  return rank(a) - rank(b) || byName || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

function matchesList(m: MedicineRow, params: ListParams): boolean {
  if (m.category === DELETED_CATEGORY) return false;
  if (params.category !== "all" && m.category !== params.category) return false;
  return !params.q || m.name.toLowerCase().includes(params.q.toLowerCase());
}

/**
 * A page of the `medicines` read after an op. A new medicine joins the first page
 * when it matches its filter (later pages are refetched once synced); an edit
 * that moves a medicine out of the filter, or deletes it, takes it off.
 */
export function applyToListPage(page: MedicineListResponse, params: ListParams, op: Op, userId: string): MedicineListResponse {
  switch (op.table) {
    case "medicines": {
      if (op.type === "insert") {
        const medicine: MedicineWithReminders = { ...newMedicine(op, userId), reminders: [] };
        if (params.page !== 1 || !matchesList(medicine, params) || page.items.some((m) => m.id === op.id)) return page;
        const items = [...page.items, medicine].sort(compareListOrder).slice(0, page.pageSize);
        return { ...page, items, total: page.total + 1 };
      }
      const current = page.items.find((m) => m.id === op.id);
      if (!current) return page;
      const next = { ...pick(current, op.data), updated_at: op.clientTime };
      if (!matchesList(next, params)) return { ...page, items: page.items.filter((m) => m.id !== op.id), total: page.total - 1 };
      return { ...page, items: page.items.map((m) => (m.id === op.id ? next : m)).sort(compareListOrder) };
    }
    case "medicine_reminders":
      return {
        ...page,
        items: page.items.map((m) =>
          m.id === op.data.medicine_id || m.reminders.some((r) => r.id === op.id)
            ? { ...m, reminders: applyToReminders(m.reminders, op, reminderOfMedicine) }
            : m,
        ),
      };
    case "adherence_logs":
    case "medicine_refills":
      return { ...page, items: page.items.map((m) => withStockEffect(m, op)) };
    default:
      return page;
  }
}

/** The `medicine` read after an op (a deleted medicine keeps its row, in category 'deleted'). */
export function applyToDetail(detail: MedicineDetailResponse, op: Op): MedicineDetailResponse {
  switch (op.table) {
    case "medicines":
      if (op.id !== detail.id) return detail;
      return { ...pick(detail, op.data), updated_at: op.clientTime };
    case "medicine_reminders":
      if (op.data.medicine_id !== detail.id && !detail.reminders.some((r) => r.id === op.id)) return detail;
      return { ...detail, reminders: applyToReminders(detail.reminders, op, reminderOfMedicine) };
    case "adherence_logs":
      if (op.data.medicine_id !== detail.id || detail.adherence.some((l) => l.id === op.id)) return detail;
      return { ...withStockEffect(detail, op), adherence: [newLog(op), ...detail.adherence].sort(byTakenDesc).slice(0, MEDICINE_DETAIL_LOGS) };
    case "medicine_refills":
      if (op.data.medicine_id !== detail.id || detail.refills.some((r) => r.id === op.id)) return detail;
      return { ...withStockEffect(detail, op), refills: [newRefill(op), ...detail.refills].sort(byRefillDateDesc) };
    default:
      return detail;
  }
}

/**
 * A medicine this device created and has not synced yet, as the `medicine` read
 * will answer it: its insert among `ops` with every later op applied; null when
 * `ops` hold no insert of `id`. The server answers 404 (or cannot be reached) until
 * the insert syncs, and the screen should show what the user just saved.
 */
export function detailFromOps(id: string, ops: readonly Op[], userId: string): MedicineDetailResponse | null {
  const at = ops.findIndex((op) => op.table === "medicines" && op.type === "insert" && op.id === id);
  if (at < 0) return null;
  const start: MedicineDetailResponse = { ...newMedicine(ops[at], userId), reminders: [], refills: [], adherence: [] };
  return ops.slice(at + 1).reduce(applyToDetail, start);
}
