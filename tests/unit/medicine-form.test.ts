// The medicine form's logic (app/features/medicines/form.ts): checking what was typed, the
// ops an add, an edit and a delete send, the dosage notation filling times; and how a
// medicine saved offline shows on its detail and on this device's list copy.
import { QueryClient } from "@tanstack/react-query";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DEFAULT_MEAL_TIMES } from "~/domain/medicines/dosage-notation";
import { parseReminderTimes } from "~/domain/doses/time";
import { fieldMessages } from "~/domain/zod-fields";
import type { MedicineListResponse, MedicineWithReminders, ReminderRow } from "~/domain/medicines/types";
import { medicineInsertSchema, medicinePatchSchema, reminderInsertSchema, reminderPatchSchema } from "~/domain/medicines/schema";
import type { Op } from "~/domain/sync/op";
import { applyToListPage, detailFromOps } from "~/features/medicines/appliers";
import {
  addMedicineOps,
  changedFields,
  deleteMedicineOp,
  EMPTY_MEDICINE_FORM,
  editMedicineOps,
  formText,
  formValuesOf,
  medicineCandidate,
  medicineTimes,
  notationFill,
  parseStock,
  reminderOps,
  type FormOp,
  type MedicineData,
  type MedicineFormValues,
} from "~/features/medicines/form";
import { medicineImageUrl } from "~/domain/medicines/limits";
import { MEDICINE_IMAGE_URL_PATTERN } from "~/domain/medicines/limits";
import { FIRST_PAGE, medicineListQuery } from "~/features/medicines/queries";
import { scheduleCandidate, scheduleFieldsOf, stepRow, stepTimes, type ScheduleFields } from "~/features/medicines/schedule-form";
import { stepDoses } from "~/features/medicines/schedule-text";
import type { MedicineSchedule } from "~/domain/doses/schedule-pattern";

// Row ids are UUIDs on the server (rowIdSchema).
const MED = "0190a0b2-1234-7abc-8def-0123456789ab";
const NEW_MED = "0190a0b2-1234-7abc-8def-0123456789ac";

const ids = () => {
  let n = 0;
  return () => `new-${++n}`;
};

const form = (values: Partial<MedicineFormValues> = {}): MedicineFormValues => ({ ...EMPTY_MEDICINE_FORM, name: "Metformin", ...values });

const reminder = (id: string, reminder_time: string, is_critical = false, enabled = true): ReminderRow => ({ id, reminder_time, enabled, is_critical });

function saved(reminders: ReminderRow[] = [], fields: Partial<MedicineWithReminders> = {}): MedicineWithReminders {
  return {
    id: MED,
    user_id: "user-1",
    name: "Metformin",
    dosage: "500 mg",
    timing: null,
    frequency: "twice-daily",
    category: "long-term",
    stock_quantity: 20,
    duration: null,
    notes: null,
    image_url: null,
    pill_shape: null,
    pill_colors: null,
    snooze_minutes: 10,
    schedule: null,
    max_per_day: null,
    min_gap_hours: null,
    created_at: "2026-01-01T00:00:00.000Z",
    updated_at: "2026-01-01T00:00:00.000Z",
    reminders,
    ...fields,
  };
}

const data = (fields: Partial<MedicineData> = {}): MedicineData => ({
  name: "Metformin",
  dosage: "500 mg",
  frequency: "twice-daily",
  category: "long-term",
  stock_quantity: 20,
  duration: null,
  notes: null,
  ...fields,
});

/** Every op would pass the server's schema for its table and type. */
function expectServerValid(ops: FormOp[]) {
  for (const op of ops) {
    if (op.type === "delete") continue;
    const schema =
      op.table === "medicines"
        ? op.type === "insert"
          ? medicineInsertSchema
          : medicinePatchSchema
        : op.type === "insert"
          ? reminderInsertSchema
          : reminderPatchSchema;
    const result = schema.safeParse(op.data);
    expect(result.success, JSON.stringify(op)).toBe(true);
  }
}

/** What the form kit checks (MedicineForm's prepare): the typed values as op data, through the op's insert schema. */
function checkMedicineForm(values: MedicineFormValues) {
  const parsed = medicineInsertSchema.safeParse(medicineCandidate(values));
  return parsed.success ? { ok: true, data: parsed.data, times: parseReminderTimes(values.times) } : { ok: false, errors: fieldMessages(parsed.error) };
}

describe("checking the form", () => {
  it("needs a name, and keeps the i18n key of the medicines namespace for each field", () => {
    const result = checkMedicineForm(form({ name: "   ", stock: "-3", dosage: "x".repeat(101) }));
    expect(result).toEqual({
      ok: false,
      errors: { name: "validation.medicineNameRequired", dosage: "validation.dosageMax", stock_quantity: "validation.stockQuantity" },
    });
  });

  it("stock is optional (empty = untracked), a whole number of 0 or more, Bangla digits too", () => {
    expect(parseStock("")).toBeNull();
    expect(parseStock("  ")).toBeNull();
    expect(parseStock("0")).toBe(0);
    expect(parseStock("৩০")).toBe(30);
    expect(parseStock("1.5")).toBeNaN();
    expect(parseStock("ten")).toBeNaN();
    expect(checkMedicineForm(form({ stock: "1.5" }))).toMatchObject({ ok: false, errors: { stock_quantity: "validation.stockQuantity" } });
    expect(checkMedicineForm(form({ stock: "100001" }))).toMatchObject({ ok: false, errors: { stock_quantity: "validation.stockQuantity" } });
  });

  it("trims the text, turns empty fields into null, skips empty and invalid times and sorts them", () => {
    const result = checkMedicineForm(
      form({ name: "  Metformin ", dosage: " ", duration: " 7 days ", notes: "", stock: "", times: ["21:00", "", "25:99", "08:00", "08:00"] }),
    );
    expect(result).toEqual({
      ok: true,
      data: {
        name: "Metformin",
        dosage: null,
        frequency: "once-daily",
        category: "long-term",
        stock_quantity: null,
        duration: "7 days",
        notes: null,
        pill_shape: null,
        pill_colors: null,
        schedule: null,
        max_per_day: null,
        min_gap_hours: null,
      },
      times: ["08:00", "21:00"],
    });
  });
});

describe("adding", () => {
  it("is one medicine insert and one enabled reminder insert per time, each with the critical flag", () => {
    const ops = addMedicineOps(NEW_MED, data(), ["08:00", "21:00"], true, ids());
    expect(ops).toEqual([
      { table: "medicines", type: "insert", id: NEW_MED, data: data() },
      { table: "medicine_reminders", type: "insert", id: "new-1", data: { medicine_id: NEW_MED, reminder_time: "08:00", enabled: true, is_critical: true } },
      { table: "medicine_reminders", type: "insert", id: "new-2", data: { medicine_id: NEW_MED, reminder_time: "21:00", enabled: true, is_critical: true } },
    ]);
    expectServerValid(ops);
  });

  it("without times is the medicine alone", () => {
    expect(addMedicineOps(NEW_MED, data(), [], false, ids())).toHaveLength(1);
  });
});

describe("editing", () => {
  it("fills the form from the medicine: times sorted, critical if any reminder is, stock as text", () => {
    const values = formValuesOf(saved([reminder("r2", "21:00:00"), reminder("r1", "08:00", true)], { stock_quantity: null, notes: "after food" }));
    expect(values).toMatchObject({
      name: "Metformin",
      dosage: "500 mg",
      frequency: "twice-daily",
      critical: true,
      stock: "",
      notes: "after food",
      times: ["08:00", "21:00"],
    });
    expect(formValuesOf(saved()).times).toEqual([""]);
  });

  it("updates only the fields that changed, and nothing when nothing did", () => {
    expect(changedFields(saved(), data())).toEqual({});
    expect(changedFields(saved(), data({ name: "Metformin XR", stock_quantity: null, notes: "with food" }))).toEqual({
      name: "Metformin XR",
      stock_quantity: null,
      notes: "with food",
    });
    const r = [reminder("r1", "08:00"), reminder("r2", "21:00")];
    expect(editMedicineOps(saved(r), data(), ["08:00", "21:00"], false, ids())).toEqual([]);
  });

  it("keeps reminders whose time stays, moves one whose time changed, and sends the difference only", () => {
    const r = [reminder("r1", "08:00"), reminder("r2", "21:00:00")];
    const ops = editMedicineOps(saved(r), data({ name: "Glucophage" }), ["08:00", "22:00"], false, ids());
    expect(ops).toEqual([
      { table: "medicines", type: "update", id: MED, data: { name: "Glucophage" } },
      { table: "medicine_reminders", type: "update", id: "r2", data: { reminder_time: "22:00" } },
    ]);
    expectServerValid(ops);
  });

  it("deletes removed times and inserts added ones when their numbers differ", () => {
    const r = [reminder("r1", "08:00"), reminder("r2", "14:00"), reminder("r3", "21:00")];
    expect(reminderOps(MED, r, ["21:00"], false, ids())).toEqual([
      { table: "medicine_reminders", type: "delete", id: "r1", data: {} },
      { table: "medicine_reminders", type: "delete", id: "r2", data: {} },
    ]);
    const ops = reminderOps(MED, [reminder("r1", "08:00")], ["07:00", "13:00", "20:00"], false, ids());
    expect(ops).toEqual([
      { table: "medicine_reminders", type: "update", id: "r1", data: { reminder_time: "07:00" } },
      { table: "medicine_reminders", type: "insert", id: "new-1", data: { medicine_id: MED, reminder_time: "13:00", enabled: true, is_critical: false } },
      { table: "medicine_reminders", type: "insert", id: "new-2", data: { medicine_id: MED, reminder_time: "20:00", enabled: true, is_critical: false } },
    ]);
    expectServerValid(ops);
  });

  it("sets the critical flag on every reminder that lacks it, and leaves enabled alone", () => {
    const r = [reminder("r1", "08:00", false, false), reminder("r2", "21:00", true)];
    expect(reminderOps(MED, r, ["08:00", "21:00"], true, ids())).toEqual([
      { table: "medicine_reminders", type: "update", id: "r1", data: { is_critical: true } },
    ]);
    expect(reminderOps(MED, r, ["08:00", "22:00"], false, ids())).toEqual([
      { table: "medicine_reminders", type: "update", id: "r2", data: { reminder_time: "22:00", is_critical: false } },
    ]);
  });

  it("deletes saved reminders with an invalid or repeated time", () => {
    const r = [reminder("r1", "08:00"), reminder("r2", "08:00:00"), reminder("r3", "not a time")];
    expect(reminderOps(MED, r, ["08:00"], false, ids())).toEqual([
      { table: "medicine_reminders", type: "delete", id: "r3", data: {} },
      { table: "medicine_reminders", type: "delete", id: "r2", data: {} },
    ]);
  });

  it("deleting is the soft delete: category 'deleted'", () => {
    const op = deleteMedicineOp(MED);
    expect(op).toEqual({ table: "medicines", type: "update", id: MED, data: { category: "deleted" } });
    expectServerValid([op]);
  });
});

describe("what it looks like (docs/rules/medicines.md, Appearance)", () => {
  it("reads the shape radio and the ticked colours; none is null", () => {
    const text = formText({ name: "Napa", pill_shape: "capsule", pill_colors: ["red", "white"] });
    expect(text).toMatchObject({ shape: "capsule", colors: ["red", "white"] });
    expect(checkMedicineForm(form({ shape: text.shape, colors: text.colors }))).toMatchObject({
      ok: true,
      data: { pill_shape: "capsule", pill_colors: ["red", "white"] },
    });
    expect(checkMedicineForm(form())).toMatchObject({ ok: true, data: { pill_shape: null, pill_colors: null } });
  });

  it("refuses a third colour (ticked before the page was ready) with a message under the colours", () => {
    expect(checkMedicineForm(form({ colors: ["red", "white", "blue"] }))).toEqual({ ok: false, errors: { pill_colors: "validation.pillColorsMax" } });
    expect(checkMedicineForm(form({ shape: "star" }))).toEqual({ ok: false, errors: { pill_shape: "validation.pillShape" } });
  });

  it("fills the form from the medicine, and an edit sends a changed look only", () => {
    const m = saved([], { pill_shape: "oval", pill_colors: ["white", "yellow"] });
    expect(formValuesOf(m)).toMatchObject({ shape: "oval", colors: ["white", "yellow"] });
    expect(changedFields(m, data({ pill_shape: "oval", pill_colors: ["white", "yellow"] }))).toEqual({});
    expect(changedFields(m, data({ pill_shape: "oval", pill_colors: ["white"] }))).toEqual({ pill_colors: ["white"] });
    const ops = editMedicineOps(m, data({ pill_shape: null, pill_colors: null }), [], false, ids());
    expect(ops).toEqual([{ table: "medicines", type: "update", id: MED, data: { pill_shape: null, pill_colors: null } }]);
    expectServerValid(ops);
    expectServerValid(addMedicineOps(NEW_MED, data({ pill_shape: "drops", pill_colors: ["blue"] }), [], false, ids()));
  });
});

describe("schedules (docs/rules/medicines.md, Schedules)", () => {
  const meals = DEFAULT_MEAL_TIMES;
  const TODAY = "2026-12-01";
  const value = (op: FormOp, key: string) => (op.data as Record<string, unknown>)[key];
  const fields = (f: Partial<ScheduleFields>): ScheduleFields => ({ ...scheduleFieldsOf(null, meals, TODAY), ...f });
  /** The form's values with the days choice's fields, checked as the form kit checks them. */
  const withSchedule = (f: Partial<ScheduleFields>, values: Partial<MedicineFormValues> = {}) =>
    checkMedicineForm(form({ schedule: scheduleCandidate(fields(f), meals), ...values }));

  it("starts as every day (no schedule), a new pattern from today", () => {
    expect(scheduleFieldsOf(null, meals, TODAY)).toMatchObject({ kind: "daily", from: TODAY });
    expect(withSchedule({})).toMatchObject({ ok: true, data: { schedule: null } });
  });

  it("sends each kind in the op, which the server's schema takes, with the times field's reminders", () => {
    const cases: [Partial<ScheduleFields>, MedicineSchedule][] = [
      [
        { kind: "every", every: "২", from: "2026-12-03" },
        { kind: "every", days: 2, from: "2026-12-03" },
      ],
      [
        { kind: "weekdays", weekdays: [5, 1, 3] },
        { kind: "weekdays", days: [1, 3, 5] },
      ],
      [
        { kind: "cycle", on: "21", off: "7" },
        { kind: "cycle", on: 21, off: 7, from: TODAY },
      ],
    ];
    for (const [f, schedule] of cases) {
      const result = withSchedule(f);
      expect(result).toMatchObject({ ok: true, data: { schedule } });
      const checked = (result as { data: MedicineData }).data;
      const ops = addMedicineOps(NEW_MED, checked, medicineTimes(checked, ["08:00", "21:00"]), false, ids());
      expect(value(ops[0], "schedule")).toEqual(schedule);
      expect(ops.slice(1).map((op) => value(op, "reminder_time"))).toEqual(["08:00", "21:00"]);
      expectServerValid(ops);
    }
  });

  it("a taper's steps keep their own times, and its reminders are every time a step names (not the times field's)", () => {
    const steps = [stepRow("1+0+1", "7"), stepRow("০+০+১", "১৪"), stepRow("", "3")];
    const result = withSchedule({ kind: "taper", from: "2026-12-01", steps });
    const schedule = {
      kind: "taper",
      from: "2026-12-01",
      steps: [
        { days: 7, times: ["08:00", "21:00"] },
        { days: 14, times: ["21:00"] },
        { days: 3, times: [] },
      ],
    };
    expect(result).toMatchObject({ ok: true, data: { schedule } });
    const checked = (result as { data: MedicineData }).data;
    expect(medicineTimes(checked, ["10:00"])).toEqual(["08:00", "21:00"]);
    const ops = addMedicineOps(NEW_MED, checked, medicineTimes(checked, ["10:00"]), true, ids());
    expect(ops.slice(1).map((op) => value(op, "reminder_time"))).toEqual(["08:00", "21:00"]);
    expectServerValid(ops);
  });

  it("a step's doses are the notation at the user's meal times, or times, or none", () => {
    const mine = { morning: "07:30", noon: "13:00", evening: "19:00", night: "22:15" };
    expect(stepTimes("1+0+1", mine)).toEqual(["07:30", "22:15"]);
    expect(stepTimes("½+১+০+১", mine)).toEqual(["07:30", "13:00", "22:15"]);
    expect(stepTimes("0+0+0", mine)).toEqual([]);
    expect(stepTimes(" ", mine)).toEqual([]);
    expect(stepTimes("21:00, ০৮:৩০", mine)).toEqual(["08:30", "21:00"]);
    expect(stepTimes("twice", mine)).toBeNull();
    expect(stepDoses(["07:30", "22:15"], mine)).toBe("1+0+1");
    expect(stepDoses(["07:30", "19:00"], mine)).toBe("1+0+1+0");
    expect(stepDoses(["08:30", "22:15"], mine)).toBe("08:30, 22:15");
  });

  it("refuses what is not a schedule, with the message under its field (the inputs are named by these paths)", () => {
    expect(withSchedule({ kind: "every", every: "1" })).toEqual({ ok: false, errors: { "schedule.days": "validation.schedule" } });
    expect(withSchedule({ kind: "every", every: "two" })).toEqual({ ok: false, errors: { "schedule.days": "validation.schedule" } });
    expect(withSchedule({ kind: "weekdays", weekdays: [] })).toEqual({ ok: false, errors: { "schedule.days": "validation.scheduleWeekdays" } });
    expect(withSchedule({ kind: "cycle", on: "", off: "7" })).toEqual({ ok: false, errors: { "schedule.on": "validation.schedule" } });
    expect(withSchedule({ kind: "cycle", from: "" })).toEqual({ ok: false, errors: { "schedule.from": "validation.schedule" } });
    const bad = withSchedule({ kind: "taper", steps: [stepRow("1+0+1", "7"), stepRow("twice", "0")] });
    expect(bad).toMatchObject({ ok: false });
    expect(Object.keys((bad as { errors: object }).errors).sort()).toEqual(["schedule.steps.1.days", "schedule.steps.1.times"]);
    expect(withSchedule({ kind: "taper", steps: [stepRow("", "7")] })).toEqual({ ok: false, errors: { "schedule.steps": "validation.scheduleTaper" } });
  });

  it("an edit fills the fields back and, unchanged, saves nothing; a changed schedule is one update", () => {
    const schedules: MedicineSchedule[] = [
      { kind: "every", days: 3, from: "2026-11-02" },
      { kind: "weekdays", days: [0, 6] },
      { kind: "cycle", on: 21, off: 7, from: "2026-10-01" },
      {
        kind: "taper",
        from: "2026-11-20",
        steps: [
          { days: 7, times: ["08:00", "21:00"] },
          { days: 14, times: ["08:30"] },
          { days: 2, times: [] },
        ],
      },
    ];
    for (const schedule of schedules) {
      const times = schedule.kind === "taper" ? ["08:00", "08:30", "21:00"] : ["08:00", "21:00"];
      const m = saved(
        times.map((time, i) => reminder(`r${i}`, time)),
        { schedule },
      );
      const f = scheduleFieldsOf(m.schedule, meals, TODAY);
      expect(f.kind).toBe(schedule.kind);
      const result = checkMedicineForm({ ...formValuesOf(m), schedule: scheduleCandidate(f, meals) });
      expect(result).toMatchObject({ ok: true, data: { schedule } });
      const checked = (result as { data: MedicineData }).data;
      expect(editMedicineOps(m, checked, medicineTimes(checked, times), false, ids())).toEqual([]);
    }
    expect(scheduleFieldsOf(schedules[3], meals, TODAY).steps.map((s) => [s.doses, s.days])).toEqual([
      ["1+0+1", "7"],
      ["08:30", "14"],
      ["", "2"],
    ]);
    const m = saved([reminder("r1", "08:00"), reminder("r2", "21:00")], { schedule: schedules[0] });
    const ops = editMedicineOps(m, data({ schedule: null }), ["08:00", "21:00"], false, ids());
    expect(ops).toEqual([{ table: "medicines", type: "update", id: MED, data: { schedule: null } }]);
  });
});

describe("as needed (docs/rules/medicines.md, As needed (SOS))", () => {
  it("sends its limits (Bangla digits too, empty is none) and no schedule nor reminder times", () => {
    const result = checkMedicineForm(
      form({ frequency: "as-needed", maxPerDay: "৩", minGapHours: "", schedule: { kind: "every", days: 2, from: "2026-12-01" } }),
    );
    expect(result).toMatchObject({ ok: true, data: { frequency: "as-needed", schedule: null, max_per_day: 3, min_gap_hours: null } });
    const checked = (result as { data: MedicineData }).data;
    expect(medicineTimes(checked, ["08:00"])).toEqual([]);
    const ops = addMedicineOps(NEW_MED, checked, medicineTimes(checked, ["08:00"]), false, ids());
    expect(ops).toHaveLength(1);
    expectServerValid(ops);
  });

  it("refuses limits out of range under their fields, and keeps no limits for a scheduled medicine", () => {
    expect(checkMedicineForm(form({ frequency: "as-needed", maxPerDay: "13", minGapHours: "1.5" }))).toEqual({
      ok: false,
      errors: { max_per_day: "validation.maxPerDay", min_gap_hours: "validation.minGapHours" },
    });
    expect(checkMedicineForm(form({ frequency: "twice-daily", maxPerDay: "13" }))).toMatchObject({ ok: true, data: { max_per_day: null } });
  });

  it("an edit to as needed deletes the old reminders; the form fills the limits back", () => {
    const m = saved([reminder("r1", "08:00"), reminder("r2", "21:00")]);
    const checked = data({ frequency: "as-needed", max_per_day: 3, min_gap_hours: 6 });
    const ops = editMedicineOps(m, checked, medicineTimes(checked, ["08:00", "21:00"]), false, ids());
    expect(ops).toEqual([
      { table: "medicines", type: "update", id: MED, data: { frequency: "as-needed", max_per_day: 3, min_gap_hours: 6 } },
      { table: "medicine_reminders", type: "delete", id: "r1", data: {} },
      { table: "medicine_reminders", type: "delete", id: "r2", data: {} },
    ]);
    expectServerValid(ops);
    const back = saved([], { frequency: "as-needed", max_per_day: 3, min_gap_hours: 6 });
    expect(formValuesOf(back)).toMatchObject({ maxPerDay: "3", minGapHours: "6", schedule: null });
    expect(formText({ max_per_day: "3", min_gap_hours: "6" })).toMatchObject({ maxPerDay: "3", minGapHours: "6" });
  });
});

describe("the dosage notation fills times and frequency", () => {
  it("1+0+1 is morning and night at the meal times, twice daily", () => {
    const fill = notationFill("", "1+0+1", DEFAULT_MEAL_TIMES);
    expect(fill).toMatchObject({ reminderTimes: ["08:00", "21:00"], frequency: "twice-daily" });
  });

  it("reads the 4-part form, Bangla digits and the user's own meal times", () => {
    expect(notationFill("", "১+১+১+১", DEFAULT_MEAL_TIMES)).toMatchObject({
      reminderTimes: ["08:00", "14:00", "18:00", "21:00"],
      frequency: "four-times-daily",
    });
    const meals = { morning: "07:30", noon: "13:00", evening: "19:00", night: "22:15" };
    expect(notationFill("", "1+1+0", meals)).toMatchObject({ reminderTimes: ["07:30", "13:00"], frequency: "twice-daily" });
  });

  it("fills nothing for other text, nor again while the notation means the same (hand edits stay)", () => {
    expect(notationFill("", "500 mg", DEFAULT_MEAL_TIMES)).toBeNull();
    expect(notationFill("1+0+", "1+0+1", DEFAULT_MEAL_TIMES)).not.toBeNull();
    expect(notationFill("1+0+1", "1+0+1 ", DEFAULT_MEAL_TIMES)).toBeNull();
    expect(notationFill("1+0+1", "½+0+1", DEFAULT_MEAL_TIMES)).toBeNull();
    expect(notationFill("1+0+1", "1+1+1", DEFAULT_MEAL_TIMES)).toMatchObject({ reminderTimes: ["08:00", "14:00", "21:00"] });
  });
});

describe("image URLs", () => {
  it("are our own API paths, which the op schema accepts", () => {
    const url = medicineImageUrl("0190a0b2-1234-7abc-8def-0123456789ab", "m2k9x1c4f7q-png");
    expect(url).toBe("/api/medicines/0190a0b2-1234-7abc-8def-0123456789ab/image/m2k9x1c4f7q-png");
    expect(url).toMatch(MEDICINE_IMAGE_URL_PATTERN);
  });
});

// ---- offline: what the screens show before the server has it ------------------

const stamp = (op: FormOp, i: number): Op => ({ ...op, opId: `op-${i}`, clientTime: `2026-03-01T10:00:0${i}.000Z` });

describe("a medicine saved offline", () => {
  it("has a detail built from the outbox: the insert with its later ops, none of another medicine", () => {
    const ops = [
      ...addMedicineOps(NEW_MED, data({ name: "Zinc", stock_quantity: 10 }), ["08:00", "21:00"], false, ids()),
      { table: "medicine_refills", type: "insert", id: "refill-1", data: { medicine_id: NEW_MED, refill_date: "2026-03-01", quantity: 5 } } as FormOp,
      { table: "medicines", type: "update", id: NEW_MED, data: { name: "Zinc 20" } } as FormOp,
      { table: "medicines", type: "insert", id: "med-other", data: { name: "Other" } } as FormOp,
    ].map(stamp);
    const detail = detailFromOps(NEW_MED, ops, "user-1");
    expect(detail).toMatchObject({
      id: NEW_MED,
      user_id: "user-1",
      name: "Zinc 20",
      stock_quantity: 15,
      refills: [{ id: "refill-1", quantity: 5 }],
      adherence: [],
    });
    expect(detail!.reminders.map((r) => r.reminder_time)).toEqual(["08:00", "21:00"]);
    expect(detailFromOps("med-unknown", ops, "user-1")).toBeNull();
  });

  describe("on this device's list copy", () => {
    const store = new Map<string, string>();
    beforeEach(() => {
      store.clear();
      vi.stubGlobal("localStorage", {
        getItem: (k: string) => store.get(k) ?? null,
        setItem: (k: string, v: string) => void store.set(k, v),
        removeItem: (k: string) => void store.delete(k),
      });
    });
    afterEach(() => vi.unstubAllGlobals());

    const emptyPage: MedicineListResponse = { items: [], total: 0, page: 1, pageSize: 20 };

    it("appears even when no screen holds the list query (the add screen alone is open)", async () => {
      medicineListQuery.writeCopy("user-1", FIRST_PAGE, emptyPage);
      const qc = new QueryClient();
      const ops = addMedicineOps(NEW_MED, data({ name: "Zinc" }), ["08:00"], false, ids()).map(stamp);
      for (const op of ops) await medicineListQuery.applyOp(qc, "user-1", op);
      const copy = medicineListQuery.readCopy("user-1", FIRST_PAGE)!;
      expect(copy.total).toBe(1);
      expect(copy.items.map((m) => [m.name, m.reminders.map((r) => r.reminder_time)])).toEqual([["Zinc", ["08:00"]]]);
    });

    it("is changed once when the list query is in memory too", async () => {
      const qc = new QueryClient();
      const key = medicineListQuery.key("user-1", FIRST_PAGE);
      const start = applyToListPage(
        emptyPage,
        { page: 1, category: "all", q: "" },
        stamp(addMedicineOps(NEW_MED, data({ stock_quantity: 3 }), [], false, ids())[0], 0),
        "user-1",
      );
      qc.setQueryData(key, start);
      medicineListQuery.writeCopy("user-1", FIRST_PAGE, start);
      const refill = stamp(
        { table: "medicine_refills", type: "insert", id: "refill-1", data: { medicine_id: NEW_MED, refill_date: "2026-03-01", quantity: 10 } },
        1,
      );
      await medicineListQuery.applyOp(qc, "user-1", refill);
      expect(qc.getQueryData<MedicineListResponse>(key)!.items[0].stock_quantity).toBe(13);
      expect(medicineListQuery.readCopy("user-1", FIRST_PAGE)!.items[0].stock_quantity).toBe(13);
    });
  });
});
