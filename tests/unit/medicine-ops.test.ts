// The optimistic medicine caches (app/lib/medicine-cache.ts) make the same change
// the server will make, so what a user does offline shows at once and stays right.
import { describe, expect, it } from "vitest";
import type { DoseDataResponse } from "~/domain/doses/types";
import type { MedicineDetailResponse, MedicineListResponse, MedicineWithReminders } from "~/domain/medicines/types";
import type { Op } from "~/domain/sync/op";
import { applyToDetail, applyToDoseData, applyToListPage, type ListParams } from "~/features/medicines/appliers";

const USER = "user-1";
const AT = "2026-11-22T02:00:00.000Z";
let n = 0;
const op = (table: string, type: Op["type"], id: string, data: Record<string, unknown> = {}): Op => ({
  opId: `op-${++n}`,
  table,
  type,
  id,
  data,
  clientTime: AT,
});

const med = (id: string, name: string, extra: Partial<MedicineWithReminders> = {}): MedicineWithReminders => ({
  id,
  user_id: USER,
  name,
  dosage: null,
  timing: null,
  frequency: "once-daily",
  category: "long-term",
  stock_quantity: null,
  duration: null,
  notes: null,
  image_url: null,
  pill_shape: null,
  pill_colors: null,
  snooze_minutes: 10,
  schedule: null,
  max_per_day: null,
  min_gap_hours: null,
  created_at: AT,
  updated_at: AT,
  reminders: [],
  ...extra,
});

const doseData = (): DoseDataResponse => ({
  medicines: [
    {
      id: "m1",
      name: "Napa",
      dosage: null,
      frequency: "once-daily",
      category: "long-term",
      stock_quantity: 1,
      created_at: AT,
      image_url: null,
      pill_shape: null,
      pill_colors: null,
      snooze_minutes: 10,
      schedule: null,
      max_per_day: null,
      min_gap_hours: null,
    },
  ],
  reminders: [{ id: "r1", medicine_id: "m1", reminder_time: "08:00", enabled: true, is_critical: false }],
  logs: [],
  achievements: [],
  recentLabs: 0,
});

const ALL: ListParams = { page: 1, category: "all", q: "" };
const page = (items: MedicineWithReminders[]): MedicineListResponse => ({ items, total: items.length, page: 1, pageSize: 20 });

describe("dose data", () => {
  it("a taken log is added once and lowers stock to 0 but never below", () => {
    const taken = op("adherence_logs", "insert", "l1", { medicine_id: "m1", status: "taken", scheduled_time: "08:00", scheduled_date: "2026-11-22" });
    const once = applyToDoseData(doseData(), taken, USER);
    expect(once.logs).toEqual([{ id: "l1", medicine_id: "m1", status: "taken", taken_at: AT, scheduled_time: "08:00:00", scheduled_date: "2026-11-22" }]);
    expect(once.medicines[0].stock_quantity).toBe(0);
    // Re-applied after a refetch that already holds it: nothing changes twice.
    expect(applyToDoseData(once, taken, USER)).toBe(once);
    const second = applyToDoseData(once, op("adherence_logs", "insert", "l2", { medicine_id: "m1", status: "taken" }), USER);
    expect(second.medicines[0].stock_quantity).toBe(0);
  });

  it("a skipped log leaves stock alone; a refill raises it", () => {
    const skipped = applyToDoseData(doseData(), op("adherence_logs", "insert", "l1", { medicine_id: "m1", status: "skipped" }), USER);
    expect(skipped.medicines[0].stock_quantity).toBe(1);
    const refilled = applyToDoseData(skipped, op("medicine_refills", "insert", "f1", { medicine_id: "m1", quantity: 10 }), USER);
    expect(refilled.medicines[0].stock_quantity).toBe(11);
  });

  it("a new medicine and its reminder join; a soft delete removes both", () => {
    let data = applyToDoseData(doseData(), op("medicines", "insert", "m2", { name: "Seclo", category: "short-term" }), USER);
    data = applyToDoseData(data, op("medicine_reminders", "insert", "r2", { medicine_id: "m2", reminder_time: "21:00", is_critical: true }), USER);
    expect(data.medicines.map((m) => [m.id, m.category, m.frequency, m.created_at])).toEqual([
      ["m1", "long-term", "once-daily", AT],
      ["m2", "short-term", "once-daily", AT],
    ]);
    expect(data.reminders.at(-1)).toEqual({ id: "r2", medicine_id: "m2", reminder_time: "21:00", enabled: true, is_critical: true });
    data = applyToDoseData(data, op("medicine_reminders", "update", "r1", { enabled: false }), USER);
    expect(data.reminders[0].enabled).toBe(false);
    data = applyToDoseData(data, op("medicines", "update", "m2", { category: "deleted" }), USER);
    expect(data.medicines.map((m) => m.id)).toEqual(["m1"]);
    expect(data.reminders.map((r) => r.id)).toEqual(["r1"]);
  });
});

describe("a schedule or an as-needed medicine saved offline (the form's ops)", () => {
  it("shows on Home's dose data, the list and the detail at once, and an edit to as needed drops its reminders", () => {
    const taper = {
      kind: "taper",
      from: "2026-11-22",
      steps: [
        { days: 7, times: ["08:00", "21:00"] },
        { days: 14, times: ["21:00"] },
      ],
    };
    const insert = op("medicines", "insert", "m2", { name: "Prednisolone", schedule: taper, max_per_day: null, min_gap_hours: null });
    expect(applyToDoseData(doseData(), insert, USER).medicines.at(-1)).toMatchObject({ id: "m2", schedule: taper, max_per_day: null });
    expect(applyToListPage(page([]), ALL, insert, USER).items[0]).toMatchObject({ schedule: taper });
    const sos = op("medicines", "update", "m1", { frequency: "as-needed", schedule: null, max_per_day: 3, min_gap_hours: 6 });
    let data = applyToDoseData(doseData(), sos, USER);
    data = applyToDoseData(data, op("medicine_reminders", "delete", "r1"), USER);
    expect(data.medicines[0]).toMatchObject({ frequency: "as-needed", schedule: null, max_per_day: 3, min_gap_hours: 6 });
    expect(data.reminders).toEqual([]);
  });
});

describe("list pages", () => {
  it("a new medicine joins the first page in list order (long-term first, then name)", () => {
    const start = page([med("a", "Zinc"), med("b", "Amox", { category: "short-term" })]);
    const next = applyToListPage(start, ALL, op("medicines", "insert", "c", { name: "aspirin" }), USER);
    expect(next.items.map((m) => m.name)).toEqual(["aspirin", "Zinc", "Amox"]);
    expect(next.total).toBe(3);
    // Not on page 2, not under another filter or a search it does not match.
    expect(applyToListPage(start, { ...ALL, page: 2 }, op("medicines", "insert", "d", { name: "X" }), USER)).toBe(start);
    expect(applyToListPage(start, { ...ALL, category: "short-term" }, op("medicines", "insert", "d", { name: "X" }), USER)).toBe(start);
    expect(applyToListPage(start, { ...ALL, q: "nap" }, op("medicines", "insert", "d", { name: "Zinc" }), USER)).toBe(start);
    expect(applyToListPage(start, { ...ALL, q: "nap" }, op("medicines", "insert", "d", { name: "Napa" }), USER).items.map((m) => m.id)).toContain("d");
  });

  it("an edit that leaves the filter, or a delete, takes the medicine off; reminders nest under it", () => {
    const start = page([med("a", "Zinc"), med("b", "Amox", { category: "short-term" })]);
    const shortTerm = page([start.items[1]]);
    const moved = applyToListPage(shortTerm, { ...ALL, category: "short-term" }, op("medicines", "update", "b", { category: "long-term" }), USER);
    expect(moved).toMatchObject({ items: [], total: 0 });
    const deleted = applyToListPage(start, ALL, op("medicines", "update", "a", { category: "deleted" }), USER);
    expect(deleted.items.map((m) => m.id)).toEqual(["b"]);
    expect(deleted.total).toBe(1);
    const withTime = applyToListPage(start, ALL, op("medicine_reminders", "insert", "r9", { medicine_id: "a", reminder_time: "09:00" }), USER);
    expect(withTime.items[0].reminders).toEqual([{ id: "r9", reminder_time: "09:00", enabled: true, is_critical: false }]);
    const without = applyToListPage(withTime, ALL, op("medicine_reminders", "delete", "r9"), USER);
    expect(without.items[0].reminders).toEqual([]);
  });
});

describe("detail", () => {
  const detail = (): MedicineDetailResponse => ({ ...med("m1", "Napa", { stock_quantity: 2 }), refills: [], adherence: [] });

  it("prepends refills and logs with their stock effects, once", () => {
    const refill = op("medicine_refills", "insert", "f1", { medicine_id: "m1", quantity: 5, refill_date: "2026-11-22", cost: 12.5 });
    const after = applyToDetail(detail(), refill);
    expect(after.stock_quantity).toBe(7);
    expect(after.refills[0]).toMatchObject({ id: "f1", quantity: 5, cost: 12.5, pharmacy_name: null, refill_date: "2026-11-22" });
    expect(applyToDetail(after, refill)).toBe(after);
    const logged = applyToDetail(after, op("adherence_logs", "insert", "l1", { medicine_id: "m1", status: "taken" }));
    expect(logged.stock_quantity).toBe(6);
    expect(logged.adherence).toHaveLength(1);
    // Another medicine's ops do nothing here.
    expect(applyToDetail(logged, op("medicine_refills", "insert", "f2", { medicine_id: "m2", quantity: 5 }))).toBe(logged);
  });
});
