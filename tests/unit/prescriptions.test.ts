// Saved prescriptions and the scan's review (docs/rules/records.md): what each op does to
// the list and one prescription, and how scanned medicines become drafts (duplicates
// flagged and skipped) and then the ops that create them with their reminders.
import { createInstance } from "i18next";
import { describe, expect, it } from "vitest";
import { DEFAULT_MEAL_TIMES } from "~/domain/medicines/dosage-notation";
import { UNCERTAIN_FIELDS, type ParsedMedicine } from "~/domain/prescriptions/parse";
import bn from "../../locales/bn/prescriptions.json";
import en from "../../locales/en/prescriptions.json";
import type { PrescriptionListResponse } from "~/domain/prescriptions/rules";
import type { Op } from "~/domain/sync/op";
import { applyToPrescription, applyToPrescriptionList, prescriptionFromOps } from "~/features/prescriptions/appliers";
import { checked, draftsOf, duplicateOf, nameKey, scanOps, withDosage, type ScanWords } from "~/features/prescriptions/scan-medicines";
import { stepsText } from "~/features/prescriptions/steps-text";
import { medicineInsertSchema } from "~/domain/medicines/schema";

const op = (type: Op["type"], id: string, data: Record<string, unknown> = {}, clientTime = "2026-11-25T10:00:00.000Z"): Op => ({
  opId: `op-${id}-${type}`,
  table: "saved_prescriptions",
  type,
  id,
  data,
  clientTime,
});

describe("prescription ops", () => {
  it("an insert joins the list newest first by upload date, without a photo until it is uploaded", () => {
    let list: PrescriptionListResponse = { prescriptions: [] };
    list = applyToPrescriptionList(list, op("insert", "a", { upload_date: "2026-10-01", doctor_name: " Dr Karim " }));
    list = applyToPrescriptionList(list, op("insert", "b", { upload_date: "2026-11-25" }));
    expect(list.prescriptions.map((p) => [p.id, p.doctor_name, p.image_key])).toEqual([
      ["b", null, null],
      ["a", "Dr Karim", null],
    ]);
    // A replay of an insert already listed changes nothing.
    expect(applyToPrescriptionList(list, op("insert", "a", { upload_date: "2026-10-01" }))).toBe(list);
    list = applyToPrescriptionList(list, op("update", "a", { image_key: "m2k9x1c4f7q-jpg" }));
    expect(list.prescriptions[1].image_key).toBe("m2k9x1c4f7q-jpg");
    expect(applyToPrescriptionList(list, op("delete", "b")).prescriptions.map((p) => p.id)).toEqual(["a"]);
  });

  it("one prescription from the outbox while it is not synced; gone once deleted", () => {
    const ops = [op("insert", "a", { upload_date: "2026-11-25", notes: "after meals" }), op("update", "a", { doctor_name: "Dr Nila" })];
    expect(prescriptionFromOps("a", ops)).toMatchObject({ id: "a", notes: "after meals", doctor_name: "Dr Nila", image_key: null });
    expect(prescriptionFromOps("b", ops)).toBeNull();
    expect(applyToPrescription(prescriptionFromOps("a", ops), op("delete", "a"))).toBeNull();
  });
});

const i18next = createInstance();
await i18next.init({
  resources: { en: { prescriptions: en }, bn: { prescriptions: bn } },
  ns: ["prescriptions"],
  defaultNS: "prescriptions",
  interpolation: { escapeValue: false },
});

// The words scan.tsx passes, from the English texts.
const words: ScanWords = {
  timing: (t) => (t === "after_meal" ? "After meal" : "Before meal"),
  steps: (steps) => stepsText(steps, i18next.getFixedT("en", "prescriptions"), "en"),
};

const parsed = (p: Partial<ParsedMedicine>): ParsedMedicine => ({
  name: "Napa",
  generic: "Paracetamol",
  matched: true,
  form: "tablet",
  strength: "500 mg",
  dosage: "1+0+1",
  frequency: "twice-daily",
  reminderTimes: ["08:00", "21:00"],
  timing: "after_meal",
  duration: "7 days",
  steps: null,
  line: "Tab. Napa 500 mg 1+0+1 x 7 days",
  uncertain: [],
  ...p,
});

describe("the scan's review", () => {
  it("a medicine the user has, by name or by its generic, is flagged and skipped; others kept", () => {
    expect(nameKey("Seclo 20 mg")).toBe("seclo");
    expect(duplicateOf("Seclo", "Omeprazole", ["SECLO 20mg"])).toBe("SECLO 20mg");
    expect(duplicateOf("Napa", "Paracetamol", ["paracetamol 500 mg"])).toBe("paracetamol 500 mg");
    expect(duplicateOf("Napa Extra", "Paracetamol + Caffeine", ["Napa"])).toBeNull();
    let n = 0;
    const drafts = draftsOf([parsed({}), parsed({ name: "Amdocal", generic: "Amlodipine", dosage: "0+0+1", duration: "continue" })], ["Napa"], () => `k${++n}`);
    expect(drafts.map((d) => [d.name, d.duplicateOf, d.skip])).toEqual([
      ["Napa", "Napa", true],
      ["Amdocal", null, false],
    ]);
  });

  it("a dosage typed in the review sets the frequency and times again from the meal times; other text is kept as typed", () => {
    const [d] = draftsOf([parsed({})], [], () => "k");
    expect(withDosage(d, "১+১+১", DEFAULT_MEAL_TIMES)).toMatchObject({ dosage: "১+১+১", frequency: "three-times-daily", times: ["08:00", "14:00", "21:00"] });
    expect(withDosage(d, "as needed", DEFAULT_MEAL_TIMES)).toMatchObject({ dosage: "as needed", frequency: "twice-daily", times: ["08:00", "21:00"] });
    // No dose read: flagged for the user to check until a notation is typed.
    const [unread] = draftsOf([parsed({ dosage: null, frequency: null, reminderTimes: [] })], [], () => "k");
    expect(unread).toMatchObject({ doseUnread: true, frequency: "once-daily", times: [] });
    expect(withDosage(unread, "0+0+1", DEFAULT_MEAL_TIMES)).toMatchObject({ doseUnread: false, frequency: "once-daily", times: ["21:00"] });
  });

  it("a dose, meal timing or length read through an OCR slip stays marked for the user to check until they change that field", () => {
    const [d] = draftsOf([parsed({ line: "Cap. Cefimax 200 mg\n101 plc x7days", uncertain: ["dosage", "timing"] })], [], () => "k");
    expect(d.uncertain).toEqual(["dosage", "timing"]);
    // Typing in the dosage, even a notation the parser does not know, is looking at it.
    expect(withDosage(d, "1+0+1", DEFAULT_MEAL_TIMES).uncertain).toEqual(["timing"]);
    expect(withDosage(d, "1 cap twice", DEFAULT_MEAL_TIMES).uncertain).toEqual(["timing"]);
    expect(checked(checked(d, "timing"), "dosage").uncertain).toEqual([]);
    // Nothing else of the draft changes, and a field not marked is left alone.
    expect(checked(d, "duration")).toBe(d);
    expect(checked(d, "timing")).toMatchObject({ dosage: "1+0+1", frequency: "twice-daily", times: ["08:00", "21:00"], timing: "after_meal" });
    // A clean reading is not marked.
    expect(draftsOf([parsed({})], [], () => "k")[0].uncertain).toEqual([]);
  });

  it("has the review's note for every uncertain field in both languages, asking to check against the prescription", () => {
    for (const field of UNCERTAIN_FIELDS) {
      expect(en.scan.uncertain[field]).toMatch(/check .* against the prescription\.$/);
      expect(bn.scan.uncertain[field]).toMatch(/প্রেসক্রিপশন দেখে .*মিলিয়ে নিন।$/);
    }
  });

  it("confirm creates the kept medicines with their reminders: a course short-term, 'continue' long-term; skipped ones not at all", () => {
    let n = 0;
    const drafts = draftsOf(
      [
        parsed({}),
        parsed({
          name: "Amdocal",
          generic: "Amlodipine",
          dosage: "0+0+1",
          frequency: "once-daily",
          reminderTimes: ["21:00"],
          timing: null,
          duration: "continue",
        }),
        parsed({ name: "Seclo" }),
      ],
      ["Seclo"],
      () => `k${++n}`,
    );
    let id = 0;
    const ops = scanOps(drafts, () => `id${++id}`, words, "2026-11-28");
    expect(ops.map((o) => [o.table, o.type])).toEqual([
      ["medicines", "insert"],
      ["medicine_reminders", "insert"],
      ["medicine_reminders", "insert"],
      ["medicines", "insert"],
      ["medicine_reminders", "insert"],
    ]);
    expect(ops[0].data).toMatchObject({
      name: "Napa",
      dosage: "1+0+1",
      frequency: "twice-daily",
      category: "short-term",
      duration: "7 days",
      timing: "After meal",
    });
    expect(ops.slice(1, 3).map((o) => [(o.data as Record<string, unknown>).medicine_id, (o.data as Record<string, unknown>).reminder_time])).toEqual([
      [ops[0].id, "08:00"],
      [ops[0].id, "21:00"],
    ]);
    expect(ops[3].data).toMatchObject({ name: "Amdocal", category: "long-term", timing: null });
    expect(ops[4].data).toMatchObject({ medicine_id: ops[3].id, reminder_time: "21:00", enabled: true });
    // One dose throughout: no schedule, every day.
    expect(ops[0].data).not.toHaveProperty("schedule");
  });
});

describe("a taper read from the scan (issue 31)", () => {
  const prednisolone = parsed({
    name: "prednisolone",
    generic: "prednisolone",
    dosage: "1+0+1",
    duration: "21 days",
    steps: [
      { dosage: "1+0+1", days: 7, reminderTimes: ["08:00", "21:00"] },
      { dosage: "0+0+1", days: 14, reminderTimes: ["21:00"] },
    ],
  });

  it("the draft keeps the steps, the first step's frequency, and reminders at every time a step names", () => {
    const [d] = draftsOf([prednisolone], [], () => "k");
    expect(d).toMatchObject({ dosage: "1+0+1", frequency: "twice-daily", duration: "21 days", times: ["08:00", "21:00"] });
    expect(d.steps).toEqual([
      { dosage: "1+0+1", days: 7, times: ["08:00", "21:00"] },
      { dosage: "0+0+1", days: 14, times: ["21:00"] },
    ]);
    // A step whose time the first lacks still gets its reminder.
    const [up] = draftsOf(
      [
        parsed({
          steps: [
            { dosage: "0+0+1", days: 3, reminderTimes: ["21:00"] },
            { dosage: "1+1+1", days: 3, reminderTimes: ["08:00", "14:00", "21:00"] },
          ],
        }),
      ],
      [],
      () => "k",
    );
    expect(up.times).toEqual(["08:00", "14:00", "21:00"]);
  });

  it("confirm saves a taper schedule from today with each step's days and times, its reminders, and the steps in words as its dosage", () => {
    let id = 0;
    const ops = scanOps(
      draftsOf([prednisolone], [], () => "k"),
      () => `id${++id}`,
      words,
      "2026-11-28",
    );
    expect(ops.map((o) => [o.table, (o.data as Record<string, unknown>).reminder_time])).toEqual([
      ["medicines", undefined],
      ["medicine_reminders", "08:00"],
      ["medicine_reminders", "21:00"],
    ]);
    expect(ops[0].data).toMatchObject({
      dosage: "1+0+1 for 7 days, then 0+0+1 for 14 days",
      frequency: "twice-daily",
      category: "short-term",
      duration: "21 days",
      schedule: {
        kind: "taper",
        from: "2026-11-28",
        steps: [
          { days: 7, times: ["08:00", "21:00"] },
          { days: 14, times: ["21:00"] },
        ],
      },
    });
    // What the sync accepts: the op schema of a medicine insert.
    expect(medicineInsertSchema.safeParse(ops[0].data).success).toBe(true);
  });

  it("one dosage typed over a taper is one dose every day: the steps and their note go", () => {
    const [d] = draftsOf([{ ...prednisolone, uncertain: ["steps"] }], [], () => "k");
    const one = withDosage(d, "1+0+0", DEFAULT_MEAL_TIMES);
    expect(one).toMatchObject({ steps: null, dosage: "1+0+0", frequency: "once-daily", times: ["08:00"], uncertain: [] });
    // Text that is no notation keeps the first step's times, not every step's.
    expect(withDosage(d, "as told", DEFAULT_MEAL_TIMES)).toMatchObject({ steps: null, times: ["08:00", "21:00"] });
    let id = 0;
    expect(scanOps([one], () => `id${++id}`, words, "2026-11-28")[0].data).not.toHaveProperty("schedule");
  });

  it("words the steps in the reader's language, with their digits", () => {
    const steps = [
      { dosage: "1+0+1", days: 7 },
      { dosage: "0+0+1", days: 1 },
    ];
    const t = i18next.getFixedT("en", "prescriptions");
    expect(stepsText(steps, t, "en")).toBe("1+0+1 for 7 days, then 0+0+1 for 1 day");
    expect(stepsText(steps, i18next.getFixedT("bn", "prescriptions"), "bn")).toBe("১+০+১ ৭ দিন, তারপর ০+০+১ ১ দিন");
  });
});
