// Import of the app's own backup file (docs/rules/profile-and-settings.md, "Import"): a
// foreign or broken file is refused whole; records become inserts checked by their own
// schemas, with ids and op ids made from the importing user and the record (the same
// file gives the same ops, another user other ids), children pointed at their imported
// parents, what cannot come back left out and counted, the stock kept as in the file.
import { describe, expect, it } from "vitest";
import { planImport, readBackupText, type BackupFile, type ImportPlan } from "~/domain/export/file";
import { planOwnImport } from "~/domain/export/import-rules";
import { uuidFromKey } from "~/domain/sync/derived-id";

const NOW = new Date("2026-11-25T06:00:00Z");
const MED = "0190a000-0000-7000-8000-00000000000a";
const GONE = "0190a000-0000-7000-8000-00000000000b";
const REPORT = "0190a000-0000-7000-8000-00000000000c";

const file = (data: Record<string, unknown[]>, extra: Record<string, unknown> = {}) =>
  JSON.stringify({ app: "sushastho", version: 2, exported_at: "2026-11-20T00:00:00Z", user: { id: "owner" }, data, ...extra });

const backup = file({
  profiles: [{ user_id: "owner", full_name: "Rahim" }],
  medicines: [
    {
      id: MED,
      user_id: "owner",
      name: "Napa",
      dosage: "500 mg",
      frequency: "twice-daily",
      category: "long-term",
      stock_quantity: 18,
      created_at: "2026-01-01T00:00:00Z",
    },
    { id: GONE, user_id: "owner", name: "Old", category: "deleted", frequency: "once-daily" },
  ],
  medicine_reminders: [
    { id: "0190a000-0000-7000-8000-000000000001", medicine_id: MED, reminder_time: "08:00", enabled: true, is_critical: false },
    { id: "0190a000-0000-7000-8000-000000000002", medicine_id: GONE, reminder_time: "09:00", enabled: true, is_critical: false },
  ],
  adherence_logs: [
    {
      id: "0190a000-0000-7000-8000-000000000003",
      medicine_id: MED,
      status: "taken",
      taken_at: "2026-11-19T02:05:00.000Z",
      scheduled_time: "08:00",
      scheduled_date: "2026-11-19",
    },
  ],
  lab_reports: [{ id: REPORT, title: "HbA1c", report_date: "2026-11-01", file_key: "abc-pdf", file_type: "application/pdf" }],
  lab_trends: [
    {
      id: "0190a000-0000-7000-8000-000000000004",
      lab_report_id: REPORT,
      metric_name: "HbA1c",
      value: 7.1,
      unit: "%",
      reference_min: 4,
      reference_max: 5.6,
      recorded_date: "2026-11-01",
    },
  ],
  doctor_appointments: [
    { id: "0190a000-0000-7000-8000-000000000005", doctor_name: "Dr Past", appointment_date: "2026-10-01", appointment_time: "10:00" },
    { id: "0190a000-0000-7000-8000-000000000006", doctor_name: "Dr Next", appointment_date: "2026-12-01", appointment_time: "10:00" },
  ],
  health_metrics: [
    {
      id: "0190a000-0000-7000-8000-000000000007",
      metric_type: "blood_pressure",
      systolic: 130,
      diastolic: 85,
      pulse: null,
      glucose_mmol: null,
      weight_kg: null,
      value_json: null,
      recorded_at: "2026-11-10T03:00:00.000Z",
    },
  ],
});

async function plan(text: string, userId = "me") {
  return planImport(text, userId, NOW, uuidFromKey);
}

describe("import of a backup file", () => {
  it("a file that is not ours, not JSON, from a newer app or without records is refused whole", async () => {
    expect(await plan("not json")).toEqual({ problem: "not_json" });
    expect(await plan(JSON.stringify({ app: "other", version: 1, data: {} }))).toEqual({ problem: "not_backup" });
    expect(await plan(file({ medicines: "nope" as never }))).toEqual({ problem: "not_backup" });
    expect(await plan(file({}, { version: 3 }))).toEqual({ problem: "newer_version" });
    expect(await plan(file({ profiles: [{ user_id: "owner" }] }))).toEqual({ problem: "empty" });
  });

  it("counts what comes back and leaves out a deleted medicine with its reminder and a past appointment", async () => {
    const p = (await plan(backup)) as ImportPlan;
    expect(p.counts).toEqual({
      medicines: 1,
      medicine_reminders: 1,
      adherence_logs: 1,
      health_metrics: 1,
      lab_reports: 1,
      lab_trends: 1,
      doctor_appointments: 1,
    });
    expect(p.skipped).toBe(3);
    expect(p.sameAccount).toBe(false);
    expect((await plan(backup, "owner")) as ImportPlan).toMatchObject({ sameAccount: true });
  });

  it("inserts only the fields each schema names, children point at the imported parents, the stock is set back to the file's", async () => {
    const p = (await plan(backup)) as ImportPlan;
    const medicine = p.ops.find((o) => o.table === "medicines" && o.type === "insert")!;
    expect(medicine.id).not.toBe(MED);
    expect(medicine.data).toEqual({ name: "Napa", dosage: "500 mg", frequency: "twice-daily", category: "long-term", stock_quantity: 18 });
    expect(p.ops.find((o) => o.table === "medicine_reminders")!.data).toEqual({
      medicine_id: medicine.id,
      reminder_time: "08:00",
      enabled: true,
      is_critical: false,
    });
    expect(p.ops.find((o) => o.table === "adherence_logs")!.data.medicine_id).toBe(medicine.id);
    const report = p.ops.find((o) => o.table === "lab_reports")!;
    expect(report.data).toEqual({ title: "HbA1c", report_date: "2026-11-01" });
    expect(p.ops.find((o) => o.table === "lab_trends")!.data.lab_report_id).toBe(report.id);
    expect(p.ops.find((o) => o.table === "health_metrics")!.data).toMatchObject({ metric_type: "blood_pressure", systolic: 130, diastolic: 85 });
    // The taken dose will lower the stock when applied: the last op puts back the file's.
    expect(p.ops.at(-1)).toMatchObject({ table: "medicines", type: "update", id: medicine.id, data: { stock_quantity: 18 } });
  });

  it("brings back what a medicine looks like; an appearance this app does not know is left out, not the medicine", async () => {
    const look = (pill_shape: unknown, pill_colors: unknown) => file({ medicines: [{ id: MED, name: "Napa", pill_shape, pill_colors }] });
    const data = async (f: string) => ((await plan(f)) as ImportPlan).ops.find((o) => o.table === "medicines")?.data;
    expect(await data(look("capsule", ["red", "white"]))).toEqual({ name: "Napa", pill_shape: "capsule", pill_colors: ["red", "white"] });
    expect(await data(look("star", ["red", "teal", "red", "white", "blue"]))).toEqual({ name: "Napa", pill_shape: null, pill_colors: ["red", "white"] });
    expect(await data(look(null, null))).toEqual({ name: "Napa", pill_shape: null, pill_colors: null });
  });

  it("brings back a medicine's schedule and an as-needed medicine's limits (issue 31)", async () => {
    const taper = {
      kind: "taper",
      from: "2026-11-20",
      steps: [
        { days: 7, times: ["08:00", "21:00"] },
        { days: 14, times: ["21:00"] },
      ],
    };
    const f = file({
      medicines: [
        { id: MED, name: "Prednisolone", schedule: taper },
        { id: "0190a8f0-0000-7000-8000-00000000aaaa", name: "Napa", frequency: "as-needed", max_per_day: 3, min_gap_hours: 6, schedule: null },
      ],
    });
    const meds = ((await plan(f)) as ImportPlan).ops.filter((o) => o.table === "medicines").map((o) => o.data);
    expect(meds).toEqual([
      { name: "Prednisolone", schedule: taper },
      { name: "Napa", frequency: "as-needed", max_per_day: 3, min_gap_hours: 6, schedule: null },
    ]);
  });

  it("the same file gives the same op ids (a second import is all duplicates); another user gets other ids", async () => {
    const [a, b, other] = [(await plan(backup)) as ImportPlan, (await plan(backup)) as ImportPlan, (await plan(backup, "someone-else")) as ImportPlan];
    expect(b.ops.map((o) => [o.opId, o.id])).toEqual(a.ops.map((o) => [o.opId, o.id]));
    expect(other.ops.map((o) => o.id)).not.toContain(a.ops[0].id);
    expect(new Set(a.ops.map((o) => o.opId)).size).toBe(a.ops.length);
    expect(a.ops[0].opId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-8[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});

// Issue 27: a file of this same account is its own records with their own ids.
describe("import of a backup of this same account", () => {
  const own = readBackupText(backup) as BackupFile;
  const rowsOf = (table: string) => (own.data[table] ?? []).map((r) => ({ ...r }));
  const planOwn = (current: Record<string, Record<string, unknown>[]>) => planOwnImport(own, current, "owner", NOW, uuidFromKey);

  it("adds back only what is missing, by id, with the records' own ids; nothing that is here is added or changed", async () => {
    // The reading and the lab report (with its value) were deleted since; the medicine is here, changed.
    const current = {
      medicines: [{ ...rowsOf("medicines")[0], name: "Napa Extra" }, rowsOf("medicines")[1]],
      medicine_reminders: rowsOf("medicine_reminders"),
      adherence_logs: rowsOf("adherence_logs"),
      doctor_appointments: rowsOf("doctor_appointments"),
    };
    const p = (await planOwn(current)) as ImportPlan;
    expect(p).toMatchObject({ onlyMissing: true, sameAccount: true, counts: { health_metrics: 1, lab_reports: 1, lab_trends: 1 } });
    expect(p.ops.map((o) => [o.table, o.type, o.id])).toEqual([
      ["health_metrics", "insert", "0190a000-0000-7000-8000-000000000007"],
      ["lab_reports", "insert", REPORT],
      ["lab_trends", "insert", "0190a000-0000-7000-8000-000000000004"],
    ]);
    // 2 medicines, 2 reminders, a dose and 2 appointments are here already.
    expect(p.present).toBe(7);
    expect(p.skipped).toBe(0);
  });

  it("a medicine missing comes back with its children and its stock as in the file", async () => {
    const p = (await planOwn({})) as ImportPlan;
    expect(p.counts).toEqual({
      medicines: 1,
      medicine_reminders: 1,
      adherence_logs: 1,
      health_metrics: 1,
      lab_reports: 1,
      lab_trends: 1,
      doctor_appointments: 1,
    });
    expect(p.ops.find((o) => o.table === "medicines" && o.type === "insert")!.id).toBe(MED);
    expect(p.ops.at(-1)).toMatchObject({ table: "medicines", type: "update", id: MED, data: { stock_quantity: 18 } });
    expect(p.present).toBe(0);
  });

  it("a file whose every record is still here imports nothing and says so; the same file planned twice gives the same op ids", async () => {
    const all = Object.fromEntries(Object.keys(own.data).map((t) => [t, rowsOf(t)]));
    expect(await planOwn(all)).toEqual({ problem: "nothing_missing" });
    const [a, b] = [(await planOwn({})) as ImportPlan, (await planOwn({})) as ImportPlan];
    expect(b.ops.map((o) => o.opId)).toEqual(a.ops.map((o) => o.opId));
  });
});
