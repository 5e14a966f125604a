// The medicine form's logic, pure (no React, no browser): what the fields hold,
// how they are checked (the op schemas of medicine-schema.ts), the ops an add or an
// edit sends through the outbox, and how the dosage notation '1+0+1' fills the
// reminder times. The screens are app/features/medicines/components/MedicineForm.tsx and
// app/routes/medicines/{add,edit}.tsx.
import { endedCourse, type MedicineEndReason } from "../../domain/medicines/history";
import { DELETED_CATEGORY, type MedicineFrequency } from "../../domain/doses/rules";
import { parseDosageNotation, type DosageNotation, type MealTimes } from "../../domain/medicines/dosage-notation";
import { parseReminderTime, parseReminderTimes, toAsciiDigits } from "../../domain/doses/time";
import type { MedicineWithReminders, ReminderRow } from "../../domain/medicines/types";
import type { LIVE_MEDICINE_CATEGORIES } from "../../domain/medicines/limits";
import type { PillColor, PillShape } from "../../domain/medicines/pill-appearance";
import type { TableOp } from "../../domain/table-ops";
import { taperTimes, type MedicineSchedule } from "../../domain/doses/schedule-pattern";
import { AS_NEEDED } from "../../domain/doses/as-needed";

export type LiveCategory = (typeof LIVE_MEDICINE_CATEGORIES)[number];
/** An op before the outbox stamps it (the outbox's NewOp). */
export type FormOp = TableOp;

/** What the form's fields hold, as typed. */
export interface MedicineFormValues {
  name: string;
  dosage: string;
  frequency: MedicineFrequency;
  category: LiveCategory;
  /** Stored on every reminder of the medicine (is_critical). */
  critical: boolean;
  /** Empty: stock is not tracked. */
  stock: string;
  duration: string;
  notes: string;
  /** One entry per row; empty or invalid rows are skipped on save. */
  times: string[];
  /** docs/rules/medicines.md, "Appearance": the shape ('' none) and the ticked colours, oldest first. */
  shape: string;
  colors: string[];
  /** The days choice's schedule (schedule-form.ts's scheduleCandidate), unchecked; null is every day. */
  schedule: unknown;
  /** docs/rules/medicines.md, "As needed (SOS)": as typed; empty is no limit. */
  maxPerDay: string;
  minGapHours: string;
}

export const EMPTY_MEDICINE_FORM: MedicineFormValues = {
  name: "",
  dosage: "",
  frequency: "once-daily",
  category: "long-term",
  critical: false,
  stock: "",
  duration: "",
  notes: "",
  times: [""],
  shape: "",
  colors: [],
  schedule: null,
  maxPerDay: "",
  minGapHours: "",
};

/** The medicine row's fields the form edits (the data of a medicines op). */
export interface MedicineData {
  name: string;
  dosage: string | null;
  frequency: MedicineFrequency;
  category: LiveCategory;
  stock_quantity: number | null;
  duration: string | null;
  notes: string | null;
  /** The meal timing as the user reads it (a scanned prescription's "After meal"). */
  timing?: string | null;
  pill_shape?: PillShape | null;
  pill_colors?: PillColor[] | null;
  schedule?: MedicineSchedule | null;
  max_per_day?: number | null;
  min_gap_hours?: number | null;
}
const EDITED_FIELDS = [
  "name",
  "dosage",
  "frequency",
  "category",
  "stock_quantity",
  "duration",
  "notes",
  "pill_shape",
  "pill_colors",
  "schedule",
  "max_per_day",
  "min_gap_hours",
] as const;

/** The form filled with a saved medicine: its reminder times sorted by time of day, critical if any reminder is. */
export function formValuesOf(m: MedicineWithReminders): MedicineFormValues {
  const times = parseReminderTimes(m.reminders.map((r) => r.reminder_time));
  return {
    name: m.name,
    dosage: m.dosage ?? "",
    frequency: m.frequency,
    category: m.category === DELETED_CATEGORY ? "long-term" : (m.category as LiveCategory),
    critical: m.reminders.some((r) => r.is_critical),
    stock: m.stock_quantity === null ? "" : String(m.stock_quantity),
    duration: m.duration ?? "",
    notes: m.notes ?? "",
    times: times.length ? times : [""],
    shape: m.pill_shape ?? "",
    colors: m.pill_colors ?? [],
    schedule: m.schedule ?? null,
    maxPerDay: m.max_per_day === null || m.max_per_day === undefined ? "" : String(m.max_per_day),
    minGapHours: m.min_gap_hours === null || m.min_gap_hours === undefined ? "" : String(m.min_gap_hours),
  };
}

const textOrNull = (v: string) => (v.trim() === "" ? null : v.trim());

/** The stock as typed: empty is untracked (null); digits (Bangla too) a number; anything else NaN, which the schema refuses. */
export function parseStock(value: string): number | null {
  const text = toAsciiDigits(value.trim());
  if (text === "") return null;
  return /^\d+$/.test(text) ? Number(text) : Number.NaN;
}

/** A limit as typed: empty is none (null); digits (Bangla too) a number; anything else stays text, which the schema refuses. */
function limit(value: string): number | string | null {
  const text = toAsciiDigits(value.trim());
  return text === "" ? null : /^\d+$/.test(text) ? Number(text) : text;
}

/**
 * The medicines op data the form's values stand for, before the schema checks it. An
 * as-needed medicine has no schedule (it has no dose times); only it keeps the limits.
 */
export function medicineCandidate(values: MedicineFormValues) {
  const asNeeded = values.frequency === AS_NEEDED;
  return {
    name: values.name,
    dosage: textOrNull(values.dosage),
    frequency: values.frequency,
    category: values.category,
    stock_quantity: parseStock(values.stock),
    duration: textOrNull(values.duration),
    notes: textOrNull(values.notes),
    pill_shape: values.shape || null,
    pill_colors: values.colors,
    schedule: asNeeded ? null : values.schedule,
    max_per_day: asNeeded ? limit(values.maxPerDay) : null,
    min_gap_hours: asNeeded ? limit(values.minGapHours) : null,
  };
}

/**
 * The reminder times a checked medicine saves: none when it is as needed, a taper's steps'
 * times (each step keeps its own), else the times field's.
 */
export function medicineTimes(data: Pick<MedicineData, "frequency" | "schedule">, fieldTimes: readonly string[]): string[] {
  if (data.frequency === AS_NEEDED) return [];
  if (data.schedule?.kind === "taper") return taperTimes(data.schedule.steps);
  return [...fieldTimes];
}

/** The form kit's raw values (platform/forms/form-values.ts) as the form's typed values; the stock and limit fields are named for their columns. */
export function formText(v: Record<string, unknown>): Omit<MedicineFormValues, "times" | "schedule"> {
  const text = (k: string) => (typeof v[k] === "string" ? (v[k] as string) : "");
  const list = (k: string) => (Array.isArray(v[k]) ? (v[k] as unknown[]).map(String) : typeof v[k] === "string" && v[k] ? [v[k] as string] : []);
  return {
    name: text("name"),
    dosage: text("dosage"),
    frequency: text("frequency") as MedicineFrequency,
    category: text("category") as LiveCategory,
    critical: v.critical === true,
    stock: text("stock_quantity"),
    duration: text("duration"),
    notes: text("notes"),
    shape: text("pill_shape"),
    colors: list("pill_colors"),
    maxPerDay: text("max_per_day"),
    minGapHours: text("min_gap_hours"),
  };
}

/** A new medicine: its insert, then one reminder per time (enabled, with the critical flag). */
export function addMedicineOps(id: string, data: MedicineData, times: readonly string[], critical: boolean, newId: () => string): FormOp[] {
  return [
    { table: "medicines", type: "insert", id, data: { ...data } },
    ...times.map((reminder_time): FormOp => ({
      table: "medicine_reminders",
      type: "insert",
      id: newId(),
      data: { medicine_id: id, reminder_time, enabled: true, is_critical: critical },
    })),
  ];
}

/** The fields of `data` that differ from the saved medicine (empty when nothing changed). */
export function changedFields(saved: MedicineWithReminders, data: MedicineData): Partial<MedicineData> {
  const patch: Record<string, unknown> = {};
  for (const key of EDITED_FIELDS) {
    const before = saved[key] ?? null;
    const after = data[key] ?? null;
    // Colours (a list) and the schedule (an object, its keys in the op schema's order) are compared by what they hold.
    if (typeof before === "object" || typeof after === "object" ? JSON.stringify(before) !== JSON.stringify(after) : before !== after) patch[key] = after;
  }
  return patch as Partial<MedicineData>;
}

/**
 * The reminder ops that turn the saved reminders into `times` with `critical`:
 * a time kept keeps its reminder (updated only if its critical flag differs, its
 * enabled state untouched); removed and added times are paired, earliest first,
 * into updates of the same reminder; what is left over is deleted or inserted.
 * A saved reminder whose time is invalid, or repeats another's, is deleted.
 */
export function reminderOps(medicineId: string, saved: readonly ReminderRow[], times: readonly string[], critical: boolean, newId: () => string): FormOp[] {
  const wanted = new Set(times);
  const kept = new Map<string, ReminderRow>();
  const spare: ReminderRow[] = [];
  const deletes: FormOp[] = [];
  const ordered = [...saved].sort((a, b) => (parseReminderTime(a.reminder_time) ?? "").localeCompare(parseReminderTime(b.reminder_time) ?? ""));
  for (const r of ordered) {
    const time = parseReminderTime(r.reminder_time);
    if (time === null || kept.has(time)) deletes.push({ table: "medicine_reminders", type: "delete", id: r.id, data: {} });
    else if (wanted.has(time)) kept.set(time, r);
    else spare.push(r);
  }
  const added = [...wanted].filter((t) => !kept.has(t)).sort();
  const ops: FormOp[] = [];
  for (const r of kept.values()) {
    if (r.is_critical !== critical) ops.push({ table: "medicine_reminders", type: "update", id: r.id, data: { is_critical: critical } });
  }
  added.forEach((reminder_time, i) => {
    const reuse = spare[i];
    if (reuse) {
      const data: Record<string, unknown> = { reminder_time };
      if (reuse.is_critical !== critical) data.is_critical = critical;
      ops.push({ table: "medicine_reminders", type: "update", id: reuse.id, data });
    } else {
      ops.push({
        table: "medicine_reminders",
        type: "insert",
        id: newId(),
        data: { medicine_id: medicineId, reminder_time, enabled: true, is_critical: critical },
      });
    }
  });
  for (const r of spare.slice(added.length)) deletes.push({ table: "medicine_reminders", type: "delete", id: r.id, data: {} });
  return [...deletes, ...ops];
}

/** Every op an edit sends: the medicine's changed fields (if any), then the reminders' difference. */
export function editMedicineOps(saved: MedicineWithReminders, data: MedicineData, times: readonly string[], critical: boolean, newId: () => string): FormOp[] {
  const patch = changedFields(saved, data);
  const ops: FormOp[] = Object.keys(patch).length ? [{ table: "medicines", type: "update", id: saved.id, data: patch }] : [];
  return [...ops, ...reminderOps(saved.id, saved.reminders, times, critical, newId)];
}

/** The soft delete (docs/rules/medicines.md): category 'deleted' hides the medicine and keeps its history. */
export function deleteMedicineOp(id: string): FormOp {
  return { table: "medicines", type: "update", id, data: { category: DELETED_CATEGORY } };
}

/**
 * A course ends (docs/rules/medicines.md, "Past medicines"): stopped, finished or deleted,
 * the medicine leaves the list (the soft delete) and a past-medicine row keeps its name,
 * dosage, dates and why it ended. `logs`: what this phone knows of its doses; `endDay`:
 * the last day of a course whose days ran out (else today).
 */
export function endMedicineOps(
  medicine: Parameters<typeof endedCourse>[0],
  reason: MedicineEndReason,
  logs: Parameters<typeof endedCourse>[2],
  now: Date,
  zone: string,
  newId: () => string,
  endDay?: string,
): FormOp[] {
  return [
    deleteMedicineOp(medicine.id),
    { table: "medicine_history", type: "insert", id: newId(), data: endedCourse(medicine, reason, logs, now, zone, endDay) },
  ];
}

/**
 * What typing `next` in the dosage field fills in, or null: only when `next` is the
 * notation ('1+0+1') and says something other than `previous` did, so the times and
 * frequency a user changed by hand are not overwritten by every keystroke.
 */
export function notationFill(previous: string, next: string, meals: MealTimes): DosageNotation | null {
  const now = parseDosageNotation(next, meals);
  if (!now) return null;
  const before = parseDosageNotation(previous, meals);
  const same = before && before.frequency === now.frequency && before.reminderTimes.join() === now.reminderTimes.join();
  return same ? null : now;
}
