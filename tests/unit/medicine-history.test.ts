// Past medicines (docs/rules/medicines.md, "Past medicines"; issue 27): ending a course
// sends the soft delete and a history row the server's schema takes, dated in the user's
// zone with the last dose taken; the offline list shows it at once, newest end first; a
// backup brings it back, without its medicine when that is not imported.
import { describe, expect, it } from "vitest";
import { planImport, readBackupText, type BackupFile, type ImportPlan } from "~/domain/export/file";
import { uuidFromKey } from "~/domain/sync/derived-id";
import { compareHistory, courseDays, courseOver, endedCourse, type MedicineHistoryRow } from "~/domain/medicines/history";
import { medicineHistoryInsertSchema, medicinePatchSchema } from "~/domain/medicines/schema";
import { planOwnImport } from "~/domain/export/import-rules";
import type { Op } from "~/domain/sync/op";
import { endMedicineOps } from "~/features/medicines/form";
import { applyToHistory } from "~/features/medicines/history-appliers";

const MED = "0190a0b2-1234-7abc-8def-0123456789ab";
const OTHER = "0190a0b2-1234-7abc-8def-0123456789ac";
const ZONE = "Asia/Dhaka";
// 27 Nov 2026, 01:30 in Dhaka: still the 26th in UTC.
const NOW = new Date("2026-11-26T19:30:00Z");
const medicine = { id: MED, name: "Amoxicillin", dosage: "500 mg", created_at: "2026-11-19T20:00:00.000Z" };
const logs = [
  { medicine_id: MED, status: "taken", taken_at: "2026-11-25T02:00:00.000Z" },
  { medicine_id: MED, status: "taken", taken_at: "2026-11-26T02:00:00.000Z" },
  { medicine_id: MED, status: "skipped", taken_at: "2026-11-26T14:00:00.000Z" },
  { medicine_id: OTHER, status: "taken", taken_at: "2026-11-26T18:00:00.000Z" },
];

describe("ending a course", () => {
  it("dates it in the user's zone, from the day the medicine was added to today, with its last taken dose", () => {
    expect(endedCourse(medicine, "finished", logs, NOW, ZONE)).toEqual({
      medicine_id: MED,
      medicine_name: "Amoxicillin",
      dosage: "500 mg",
      is_active: false,
      start_date: "2026-11-20",
      end_date: "2026-11-27",
      last_taken_at: "2026-11-26T02:00:00.000Z",
      end_reason: "finished",
    });
    expect(endedCourse({ ...medicine, dosage: "" }, "stopped", [], NOW, ZONE)).toMatchObject({ dosage: null, last_taken_at: null, end_reason: "stopped" });
  });

  it("sends the soft delete and one history row, each as the server's schema takes it", () => {
    for (const reason of ["stopped", "finished", "deleted"] as const) {
      const [remove, row] = endMedicineOps(medicine, reason, logs, NOW, ZONE, () => OTHER);
      expect(remove).toEqual({ table: "medicines", type: "update", id: MED, data: { category: "deleted" } });
      expect(medicinePatchSchema.safeParse(remove.data).success).toBe(true);
      expect(row).toMatchObject({ table: "medicine_history", type: "insert", id: OTHER, data: { end_reason: reason } });
      expect(medicineHistoryInsertSchema.safeParse(row.data).success, JSON.stringify(row.data)).toBe(true);
    }
  });
});

describe("a short-term course whose days have passed", () => {
  it("reads a plain duration in English or Bangla; anything else is no course length", () => {
    expect(["7 days", "7 day", "7d", "৭ দিন", "7 din", "2 weeks", "২ সপ্তাহ", "1 month", "১ মাস", " 10 days. "].map(courseDays)).toEqual([
      7, 7, 7, 7, 7, 14, 14, 30, 30, 10,
    ]);
    expect(["continue", "as needed", "", null, "0 days", "7", "7 years", "one week"].map(courseDays)).toEqual([null, null, null, null, null, null, null, null]);
  });

  it("is over once its last day (added on day 1) is before today in the user's zone; long-term never is", () => {
    // Added 20 Nov in Dhaka; "7 days" runs 20–26 Nov, so over on the 27th (NOW), not on the 26th.
    const amox = { category: "short-term", duration: "7 days", created_at: medicine.created_at };
    expect(courseOver(amox, NOW, ZONE)).toBe("2026-11-26");
    expect(courseOver(amox, new Date("2026-11-26T17:00:00Z"), ZONE)).toBeNull();
    expect(courseOver({ ...amox, duration: "8 days" }, NOW, ZONE)).toBeNull();
    expect(courseOver({ ...amox, category: "long-term" }, NOW, ZONE)).toBeNull();
    expect(courseOver({ ...amox, duration: "continue" }, NOW, ZONE)).toBeNull();
  });

  it("ends on its last day, not the day the patient says so", () => {
    const [, row] = endMedicineOps(medicine, "finished", logs, NOW, ZONE, () => OTHER, "2026-11-26");
    expect(row.data).toMatchObject({ start_date: "2026-11-20", end_date: "2026-11-26", end_reason: "finished" });
    expect(medicineHistoryInsertSchema.safeParse(row.data).success).toBe(true);
  });
});

describe("the past medicines list on this device", () => {
  const row = (id: string, end_date: string, created_at: string): MedicineHistoryRow => ({
    id,
    medicine_id: null,
    medicine_name: id,
    dosage: null,
    is_active: false,
    start_date: null,
    end_date,
    last_taken_at: null,
    end_reason: "stopped",
    created_at,
  });
  const insert = (id: string, data: Record<string, unknown>): Op => ({
    opId: id,
    table: "medicine_history",
    type: "insert",
    id,
    data,
    clientTime: "2026-11-27T05:00:00.000Z",
  });

  it("shows a course ended offline at once, newest end first, once however often it is applied", () => {
    const start = { items: [row("older", "2026-10-01", "2026-10-01T00:00:00Z"), row("newer", "2026-11-01", "2026-11-01T00:00:00Z")].sort(compareHistory) };
    expect(start.items.map((r) => r.id)).toEqual(["newer", "older"]);
    const op = insert(OTHER, endedCourse(medicine, "deleted", logs, NOW, ZONE));
    const after = applyToHistory(applyToHistory(start, op), op);
    expect(after.items.map((r) => r.id)).toEqual([OTHER, "newer", "older"]);
    expect(after.items[0]).toMatchObject({
      medicine_name: "Amoxicillin",
      end_reason: "deleted",
      end_date: "2026-11-27",
      is_active: false,
      created_at: op.clientTime,
    });
    expect(applyToHistory(start, { ...op, table: "medicines" })).toBe(start);
  });
});

describe("past medicines in a backup", () => {
  const file = JSON.stringify({
    app: "sushastho",
    version: 2,
    exported_at: "2026-11-27T00:00:00Z",
    user: { id: "owner" },
    data: {
      medicines: [{ id: MED, name: "Amoxicillin", category: "deleted" }],
      medicine_history: [{ id: OTHER, ...endedCourse(medicine, "finished", logs, NOW, ZONE) }],
    },
  });

  it("into another account: the course comes back without its deleted medicine", async () => {
    const plan = (await planImport(file, "someone-else", NOW, uuidFromKey)) as ImportPlan;
    expect(plan.counts).toEqual({ medicine_history: 1 });
    const [op] = plan.ops;
    expect(op.data).toMatchObject({ medicine_id: null, medicine_name: "Amoxicillin", end_reason: "finished" });
    expect(op.id).not.toBe(OTHER);
  });

  it("into the same account: a missing course comes back with its own id, pointing at its medicine when that is here", async () => {
    const own = readBackupText(file) as BackupFile;
    const withMedicine = (await planOwnImport(own, { medicines: [{ id: MED, category: "deleted" }] }, "owner", NOW, uuidFromKey)) as ImportPlan;
    expect(withMedicine.ops.map((o) => [o.table, o.id, o.data.medicine_id])).toEqual([["medicine_history", OTHER, MED]]);
    const without = (await planOwnImport(own, {}, "owner", NOW, uuidFromKey)) as ImportPlan;
    expect(without.ops.map((o) => [o.table, o.id, o.data.medicine_id])).toEqual([["medicine_history", OTHER, null]]);
    expect(await planOwnImport(own, { medicines: [{ id: MED }], medicine_history: [{ id: OTHER }] }, "owner", NOW, uuidFromKey)).toEqual({
      problem: "nothing_missing",
    });
  });
});
