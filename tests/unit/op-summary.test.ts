// Settings → "Not saved" names what each failed change was (issue 27), in both languages
// with the reader's digits: one case per kind of table, read through the real locale files.
import { createInstance } from "i18next";
import { describe, expect, it } from "vitest";
import { medicineNamesIn, opLine, type SummarisedOp } from "~/domain/sync/op-label";
import bnSettings from "../../locales/bn/settings.json";
import bnTrackers from "../../locales/bn/trackers.json";
import enSettings from "../../locales/en/settings.json";
import enTrackers from "../../locales/en/trackers.json";

const i18n = createInstance();
await i18n.init({
  resources: { en: { settings: enSettings, trackers: enTrackers }, bn: { settings: bnSettings, trackers: bnTrackers } },
  ns: ["settings", "trackers"],
  defaultNS: "settings",
  interpolation: { escapeValue: false },
});

const ZONE = "Asia/Dhaka";
const MED = "0190a000-0000-7000-8000-00000000000a";
const names = { medicine: (id: string) => (id === MED ? "Napa" : undefined) };
const op = (table: string, data: Record<string, unknown>, type: SummarisedOp["type"] = "insert"): SummarisedOp => ({ table, type, id: MED, data });
const line = (o: SummarisedOp, lang: "en" | "bn") => opLine(o, lang, ZONE, i18n.getFixedT(lang, "settings"), names);
const both = (o: SummarisedOp) => [line(o, "en"), line(o, "bn")];

describe("what a failed change was", () => {
  it("a symptom by its name and severity", () => {
    expect(both(op("symptom_logs", { symptom_type: "sweating", severity: 3 }))).toEqual([
      "Symptom added: Sweating, 3/10",
      `উপসর্গ যোগ করা: ${bnTrackers.symptomTypes.sweating}, ৩/১০`,
    ]);
    expect(line(op("symptom_logs", { symptom_type: "headache" }), "en")).toBe("Symptom added: Headache");
  });

  it("a reading by its value: blood pressure, glucose, weight", () => {
    expect(both(op("health_metrics", { metric_type: "blood_pressure", systolic: 140, diastolic: 90 }))).toEqual([
      "Health reading added: BP 140/90",
      "স্বাস্থ্যের মাপ যোগ করা: রক্তচাপ ১৪০/৯০",
    ]);
    expect(both(op("health_metrics", { metric_type: "blood_glucose", glucose_mmol: 7.2, glucose_context: "fasting" }))).toEqual([
      "Health reading added: Glucose 7.2 mmol/L",
      "স্বাস্থ্যের মাপ যোগ করা: রক্তে শর্করা ৭.২ mmol/L",
    ]);
    expect(both(op("health_metrics", { metric_type: "weight", weight_kg: 64.5 }))).toEqual([
      "Health reading added: Weight 64.5 kg",
      "স্বাস্থ্যের মাপ যোগ করা: ওজন ৬৪.৫ কেজি",
    ]);
    // Women's health says no more than the table.
    expect(line(op("health_metrics", { metric_type: "womens_health", value_json: {} }), "en")).toBe("Health reading added");
  });

  it("a medicine by its name, from the op or, for an edit without it, from this phone's copy", () => {
    expect(line(op("medicines", { name: "Seclo 20" }), "en")).toBe("Medicine added: Seclo 20");
    expect(both(op("medicines", { category: "deleted" }, "update"))).toEqual(["Medicine changed: Napa", "ওষুধ সম্পাদনা: Napa"]);
    expect(line({ ...op("medicines", { dosage: "1+0+1" }, "update"), id: "unknown" }, "en")).toBe("Medicine changed");
  });

  it("a reminder time and a dose by medicine and time of day; a refill by medicine and quantity", () => {
    expect(both(op("medicine_reminders", { medicine_id: MED, reminder_time: "08:00" }))).toEqual([
      "Reminder time added: Napa, 8:00 AM",
      "রিমাইন্ডারের সময় যোগ করা: Napa, সকাল ৮:০০",
    ]);
    expect(line(op("adherence_logs", { medicine_id: MED, status: "taken", scheduled_time: "21:30:00", scheduled_date: "2026-11-27" }), "bn")).toBe(
      "ডোজ যোগ করা: Napa, রাত ৯:৩০",
    );
    expect(both(op("medicine_refills", { medicine_id: MED, quantity: 30, refill_date: "2026-11-27" }))).toEqual([
      "Refill added: Napa, 30 units",
      "কেনা ওষুধ যোগ করা: Napa, ৩০-টি",
    ]);
  });

  it("an appointment by doctor, day and time; a prescription by doctor and day", () => {
    expect(both(op("doctor_appointments", { doctor_name: "Dr Karim", appointment_date: "2026-12-01", appointment_time: "17:00" }))).toEqual([
      "Appointment added: Dr Karim, 1 Dec 2026, 5:00 PM",
      "অ্যাপয়েন্টমেন্ট যোগ করা: Dr Karim, ১ ডিসে, ২০২৬, বিকেল ৫:০০",
    ]);
    expect(line(op("saved_prescriptions", { doctor_name: "Dr Rahman", prescribing_date: "2026-11-20" }), "en")).toBe(
      "Prescription added: Dr Rahman, 20 Nov 2026",
    );
  });

  it("sleep by its night, steps by count, exercise by kind and minutes", () => {
    expect(line(op("sleep_logs", { sleep_start: "2026-11-26T16:30:00.000Z" }), "en")).toBe("Sleep added: 26 Nov 2026");
    expect(both(op("step_logs", { steps: 5200, log_date: "2026-11-27" }))).toEqual(["Steps added: 5200 steps", "কদম যোগ করা: ৫২০০ কদম"]);
    expect(both(op("exercise_logs", { exercise_type: "walking", duration_minutes: 30 }))).toEqual([
      "Exercise added: Walking, 30 min",
      `ব্যায়াম যোগ করা: ${bnTrackers.exerciseTypes.walking}, ৩০ মিনিট`,
    ]);
  });

  it("a lab report by its title, a lab value by name, value and unit", () => {
    expect(line(op("lab_reports", { title: "HbA1c" }), "en")).toBe("Lab report added: HbA1c");
    expect(both(op("lab_trends", { metric_name: "HbA1c", value: 7.1, unit: "%", recorded_date: "2026-11-01" }))).toEqual([
      "Lab value added: HbA1c 7.1 %",
      "ল্যাব রিপোর্টের মান যোগ করা: HbA1c ৭.১ %",
    ]);
  });

  it("a medicine ended here is named from its past-medicine row when this phone's copy no longer has it", () => {
    const ended = [
      op("medicines", { category: "deleted" }, "update"),
      { ...op("medicine_history", { medicine_id: MED, medicine_name: "Seclo 20", end_reason: "stopped" }), id: "h1" },
    ];
    const fromOps = medicineNamesIn(ended);
    expect(opLine(ended[0], "en", ZONE, i18n.getFixedT("en", "settings"), { medicine: (id) => fromOps.get(id) })).toBe("Medicine changed: Seclo 20");
    expect(line(ended[1], "bn")).toBe("আগের ওষুধ যোগ করা: Seclo 20");
    expect(medicineNamesIn([{ ...op("medicines", { name: "Napa" }), id: "m2" }]).get("m2")).toBe("Napa");
  });

  it("a change that names nothing (settings, a delete) says its table and kind alone", () => {
    expect(line(op("user_settings", { theme: "dark" }, "update"), "en")).toBe("Settings changed");
    expect(line(op("symptom_logs", {}, "delete"), "en")).toBe("Symptom deleted");
    expect(line(op("no_such_table", { x: 1 }), "en")).toBe("Change added");
  });
});
