// Reading the OCR text of a Bangladeshi prescription into medicines: the notation and its
// OCR slips, durations, meal timing, form words, strengths, the layout (letterhead,
// Rx, advice, two columns) and fuzzy matching to the bundled list.
import { describe, expect, it } from "vitest";
import { BD_MEDICINES } from "../../app/domain/prescriptions/bd-medicines";
import type { MealTimes } from "../../app/domain/medicines/dosage-notation";
import {
  findDuration,
  findNotation,
  findStrength,
  findTiming,
  matchMedicineName,
  parsePrescriptionText,
  readDuration,
  readTiming,
  type ParsedMedicine,
} from "../../app/domain/prescriptions/parse";

/** The one medicine of a text, failing the test when there is not exactly one. */
function only(text: string, meals?: MealTimes): ParsedMedicine {
  const found = parsePrescriptionText(text, meals);
  expect(found.map((m) => m.name)).toHaveLength(1);
  return found[0];
}
const dosageOf = (text: string) => findNotation(text)?.dosage ?? null;

describe("the bundled medicine list", () => {
  it("has at least 300 entries, each with a generic, and no name twice", () => {
    expect(BD_MEDICINES.length).toBeGreaterThanOrEqual(300);
    expect(BD_MEDICINES.every((m) => m.generic.length > 0 && m.name.length > 0)).toBe(true);
    const names = BD_MEDICINES.map((m) => m.name.toLowerCase());
    expect(new Set(names).size).toBe(names.length);
  });

  it("holds the brands patients bring most, with their generics", () => {
    const generic = (name: string) => BD_MEDICINES.find((m) => m.name === name)?.generic;
    expect(generic("Napa")).toBe("paracetamol");
    expect(generic("Seclo")).toBe("omeprazole");
    expect(generic("Maxpro")).toBe("esomeprazole");
    expect(generic("Amdocal")).toBe("amlodipine");
    expect(generic("Comet")).toBe("metformin");
    expect(generic("Thyrox")).toBe("levothyroxine");
    expect(generic("warfarin")).toBe("warfarin");
  });

  it("holds brands added for issue 31 under generics already listed", () => {
    const generic = (name: string) => BD_MEDICINES.find((m) => m.name === name)?.generic;
    expect(generic("Omastin")).toBe("fluconazole");
    expect(generic("Clognil")).toBe("clopidogrel");
    expect(generic("Emistat")).toBe("ondansetron");
    expect(generic("Epitra")).toBe("clonazepam");
    expect([generic("Cefimax"), generic("Roxim"), generic("Seemaxyl")]).toEqual(["cefixime", "cefixime", "cefixime"]);
  });
});

describe("the dose notation", () => {
  it.each([
    ["1+0+1", "1+0+1"],
    ["1-0-1", "1+0+1"],
    ["1 + 0 + 1", "1+0+1"],
    ["১+০+১", "1+0+1"],
    ["০ + ০ + ১", "0+0+1"],
    ["0+0+1", "0+0+1"],
    ["½+0+½", "½+0+½"],
    ["1/2+0+1/2", "1/2+0+1/2"],
    ["1+1+1+1", "1+1+1+1"],
    ["2+2+2", "2+2+2"],
  ])("reads %s as %s", (text, dosage) => {
    expect(dosageOf(`Tab. Napa 500 mg ${text} after meal`)).toBe(dosage);
  });

  it.each([
    ["l+0+l", "1+0+1"],
    ["I+O+I", "1+0+1"],
    ["1+o+1", "1+0+1"],
    ["1t0t1", "1+0+1"],
    ["14041", "1+0+1"],
    ["04140", "0+1+0"],
    ["040+1", "0+0+1"],
    ["1*0+1", "1+0+1"],
    ["%-0-0", "½+0+0"],
  ])("mends the OCR slip %s to %s", (text, dosage) => {
    expect(dosageOf(`${text} — after meal`)).toBe(dosage);
  });

  it("does not read dates, phone numbers, strengths or big numbers as a notation", () => {
    expect(dosageOf("Date: 12-05-2024")).toBeNull();
    expect(dosageOf("Mobile: 01711-624503")).toBeNull();
    expect(dosageOf("Tab. Flagyl 400 mg")).toBeNull();
    expect(dosageOf("2-10-20")).toBeNull();
    expect(dosageOf("0+0+0")).toBeNull();
    // '4' between parts other than 0, 1, ½ is a 4, not an OCR'd '+'.
    expect(dosageOf("24342")).toBeNull();
  });

  it("stops at a stray number after the notation instead of reading a fourth part", () => {
    expect(dosageOf("0+0+1 - 5 days")).toBe("0+0+1");
    expect(dosageOf("0+0+1 — 1 month")).toBe("0+0+1");
  });

  it("reads a Bangla line's '5' as the '১' tesseract misread, but keeps it on an English line", () => {
    expect(dosageOf("0+5+0 — খাওয়ার পরে")).toBe("0+1+0");
    expect(dosageOf("0+5+0 after meal")).toBe("0+5+0");
  });

  it("reads insulin units per meal, with reminders at the meals that have a dose", () => {
    const n = findNotation("20+0+16 ইউনিট — খাবারের আগে");
    expect(n?.dosage).toBe("20+0+16");
    expect(n?.frequency).toBe("twice-daily");
    expect(n?.reminderTimes).toEqual(["08:00", "21:00"]);
  });
});

// Slips seen in the OCR bench's text of images 13, 19, 20, 22 and 23 (bench-results/ocr.json).
describe("the dose notation with its '+' lost (issue 31)", () => {
  it.each([
    ["0.1.0 — after meal — continue", "0+1+0"],
    ["1.0.0 — continue", "1+0+0"],
    ["1. 0. 1 — before meal", "1+0+1"],
    ["1 . 0 . 1 after meal", "1+0+1"],
    ["১.০.১ — খাবারের পরে", "1+0+1"],
    ["Tab. Thyrox50 mcg 1.0.0 a/c cont.", "1+0+0"],
    ["1.1.1.1 p/c", "1+1+1+1"],
  ])("reads the dotted %s as %s", (text, dosage) => {
    expect(findNotation(text)).toMatchObject({ dosage, slip: true });
  });

  it.each([
    ["101 plc x7days", "1+0+1"],
    ["100 plc x1day", "1+0+0"],
    ["001 p/c x10days", "0+0+1"],
    ["1 0 1 p/c x 7 days", "1+0+1"],
    ["০০১-- ১৪ দিন", "0+0+1"],
    ["০০১-১মাস", "0+0+1"],
    ["১০ ১-_ খাবারের আগে — ১৪ দিন", "1+0+1"],
    ["০ ১০ — খাবারের পরে — ৩ মাস", "0+1+0"],
    ["০ ০ ½ — রাতে", "0+0+½"],
    ["Tab. Napa 500 mg 1 0 1 after meal", "1+0+1"],
    ["ট্যাব. নাপা ৫০০ মি.গ্রা. ১ ০ ১", "1+0+1"],
    ["Cap. Seclo 20 mg — 1 0 1", "1+0+1"],
    ["1+0 1 — after meal", "1+0+1"],
    ["১ ০+১ — খাবারের পরে", "1+0+1"],
  ])("reads the spaced or glued %s as %s", (text, dosage) => {
    expect(findNotation(text)).toMatchObject({ dosage, slip: true });
  });

  it("reads the ½ that OCR made '%' with its 2 as '৫'", () => {
    expect(findNotation("০+০+%৫- রাতে — ১৫ দিন")).toMatchObject({ dosage: "0+0+½", frequency: "once-daily", slip: true });
  });

  it("does not read a temperature, pressure, pulse, weight, date, count, or the number after a name as spaced digits", () => {
    for (const text of [
      "Temp: 101°F",
      "Temp 101 F",
      "Fever 101",
      "BP: 110/70 mmHg",
      "Pulse: 100/min",
      "100 b/min",
      "Wt: 100 kg",
      "100 mg",
      "1000 ml",
      "Date: 01.01.2025",
      "Date: 1.1.2025",
      "10-10-2025",
      "— 10-10-2025",
      "Next visit — 01-10-2025",
      "01711-100100",
      "Tab. Ecosprin 100",
      "Tab. Monas 10 1 month",
      "110 days",
      "100 tabs",
      "Sach. ORS 1000 ml",
      "Rivotril 0.5 mg",
      "1.5.0",
      "2 2 2",
      "500",
      "1 0",
    ]) {
      expect([text, findNotation(text)]).toEqual([text, null]);
    }
  });

  it("marks a notation read through any slip, and only those", () => {
    for (const clean of ["1+0+1", "1-0-1", "1 + 0 + 1", "১+০+১", "½+0+½", "1/2+0+1/2", "1+1+1+1", "0+5+0 after meal"]) {
      expect([clean, findNotation(clean)?.slip]).toEqual([clean, false]);
    }
    for (const slipped of ["l+0+l", "1+o+1", "14041", "1t0t1", "1*0+1", "%-0-0", "0+5+0 — খাওয়ার পরে", "1.0.1", "101 a/c"]) {
      expect([slipped, findNotation(slipped)?.slip]).toEqual([slipped, true]);
    }
    expect(findNotation("20+0+16 ইউনিট — খাবারের আগে")?.slip).toBe(false);
  });
});

describe("meal timing and length read through a slip (issue 31)", () => {
  it.each([
    ["101 plc x7days", "after_meal"],
    ["1+0+1 p1c", "after_meal"],
    ["1+0+1 pIc", "after_meal"],
    ["1+0+1 p|c", "after_meal"],
    ["1+0+1 p\\c", "after_meal"],
    ["1+0+1 pc x 5 days", "after_meal"],
    ["1 tab BD PC", "after_meal"],
    ["1+0+1 alc", "before_meal"],
    ["1+0+1 a1c", "before_meal"],
    ["1+0+1 (ac)", "before_meal"],
  ])("reads %s as %s, marked as a slip", (text, timing) => {
    expect(readTiming(text)).toEqual({ timing, slip: true });
  });

  it("reads the printed forms unmarked, and the diabetes test as no timing", () => {
    expect(readTiming("1+0+1 p/c x 7 days")).toEqual({ timing: "after_meal", slip: false });
    expect(readTiming("1 cap BD a/c")).toEqual({ timing: "before_meal", slip: false });
    expect(readTiming("1+0+1 a.c.")).toEqual({ timing: "before_meal", slip: false });
    expect(readTiming("1+0+1 — খাবারের পরে")).toEqual({ timing: "after_meal", slip: false });
    expect(readTiming("HbA1c 7.5%")).toBeNull();
    expect(readTiming("Inv: A1c, FBS")).toBeNull();
    expect(readTiming("CBC, TC, DC")).toBeNull();
  });

  it.each([
    ["1+0+1 ৪7 days", "7 days"],
    ["1+0+1 p/c ৪ 7 days", "7 days"],
    ["101 plc ৪10days", "10 days"],
    ["0+0+1 — ৪14 days", "14 days"],
    ["1+0+1 — ৮1 month", "1 month"],
  ])("reads the 'x' OCR made a Bangla digit in %s: %s, marked", (text, duration) => {
    expect(readDuration(text)).toEqual({ duration, slip: true });
  });

  it("keeps an ASCII number before a Bangla unit on a line in Bangla digits as read, marked: it may be the '১' OCR read as '5'", () => {
    expect(readDuration("১+০+১-- 5 মাস")).toEqual({ duration: "5 months", slip: true });
    expect(readDuration("1+0+1 — খাবারের পরে — 5 দিন")).toEqual({ duration: "5 days", slip: false });
  });

  it("leaves Bangla numbers and a printed 'x' unmarked", () => {
    expect(readDuration("১+০+১ — ১৪ দিন")).toEqual({ duration: "14 days", slip: false });
    expect(readDuration("1+0+1 x 7 days")).toEqual({ duration: "7 days", slip: false });
    expect(readDuration("1+0+1 × 7 days")).toEqual({ duration: "7 days", slip: false });
    expect(readDuration("1+0+1 X7 days")).toEqual({ duration: "7 days", slip: false });
    expect(readDuration("1+0+1 * 7 days")).toEqual({ duration: "7 days", slip: false });
  });
});

describe("duration, meal timing and strength", () => {
  it.each([
    ["x 7 days", "7 days"],
    ["7 days", "7 days"],
    ["x7days", "7 days"],
    ["১ দিন", "1 day"],
    ["৭ দিন", "7 days"],
    ["1 month", "1 month"],
    ["3 months", "3 months"],
    ["১ মাস", "1 month"],
    ["2 weeks", "2 weeks"],
    ["২ সপ্তাহ", "2 weeks"],
    ["x 5d", "5 days"],
    ["চলবে", "continue"],
    ["continue", "continue"],
    ["Cont.", "continue"],
  ])("reads %s as %s", (text, duration) => {
    expect(findDuration(`1+0+1 — ${text}`)).toBe(duration);
  });

  it("finds no duration where there is none", () => {
    expect(findDuration("1+0+1 after meal")).toBeNull();
    expect(findDuration("Tab. Calbo-D 500 mg")).toBeNull();
  });

  it.each([
    ["খাবারের আগে", "before_meal"],
    ["খাবারের পরে", "after_meal"],
    ["খাওয়ার আগে", "before_meal"],
    ["খাওয়ার পরে", "after_meal"],
    // য় typed as one code point (U+09DF) and as য + nukta read the same.
    ["খাও\u09dfার পরে", "after_meal"],
    ["খাও\u09af\u09bcার আগে", "before_meal"],
    ["খালি পেটে", "before_meal"],
    ["a/c", "before_meal"],
    ["p/c", "after_meal"],
    ["before meal", "before_meal"],
    ["after meal", "after_meal"],
    ["After meals", "after_meal"],
    ["empty stomach", "before_meal"],
  ])("reads %s as %s", (text, timing) => {
    expect(findTiming(`1+0+1 ${text} 7 days`)).toBe(timing);
  });

  it("finds no meal timing where there is none", () => {
    expect(findTiming("1+0+1 — 7 days")).toBeNull();
    expect(findTiming("প্রতিবার পায়খানার পর")).toBeNull();
  });

  it.each([
    ["500 mg", "500 mg"],
    ["500mg", "500 mg"],
    ["৫০০ মি.গ্রা.", "500 mg"],
    ["120 mg/5 ml", "120 mg"],
    ["5 ml", "5 ml"],
    ["50 mcg", "50 mcg"],
    ["1 gm", "1 gm"],
    ["5/20 mg", "5/20 mg"],
    ["0.5 mg", "0.5 mg"],
  ])("reads the strength %s as %s", (text, strength) => {
    expect(findStrength(`Tab. X ${text}`)?.strength).toBe(strength);
  });
});

describe("a medicine line", () => {
  it("reads name, form, strength, notation, timing and duration on one line", () => {
    expect(only("Tab. Napa 500 mg 1+0+1 after meal x 7 days")).toEqual({
      name: "Napa",
      generic: "paracetamol",
      matched: true,
      form: "tablet",
      strength: "500 mg",
      dosage: "1+0+1",
      frequency: "twice-daily",
      reminderTimes: ["08:00", "21:00"],
      timing: "after_meal",
      duration: "7 days",
      steps: null,
      line: "Tab. Napa 500 mg 1+0+1 after meal x 7 days",
      uncertain: [],
    });
  });

  it("takes the details from the lines under the name", () => {
    const m = only("Rx\n1. Cap. Seclo 20 mg\n   l+0+l\n   খাবারের আগে — ১ মাস");
    expect([m.name, m.dosage, m.frequency, m.timing, m.duration]).toEqual(["Seclo", "1+0+1", "twice-daily", "before_meal", "1 month"]);
    expect(m.line).toBe("1. Cap. Seclo 20 mg\nl+0+l\nখাবারের আগে — ১ মাস");
  });

  it.each([
    ["Tab. Napa", "tablet"],
    ["Tab Napa", "tablet"],
    ["Tab.Napa", "tablet"],
    ["Cap. Seclo", "capsule"],
    ["Syp. Ace", "syrup"],
    ["Syr. Ace", "syrup"],
    ["Susp. Zimax", "syrup"],
    ["Inj. Ceftron", "injection"],
    ["Drop Otrivin", "drops"],
    ["ট্যাব. নাপা", "tablet"],
    ["ক্যাপ সেকলো", "capsule"],
    ["সিরাপ এইস", "syrup"],
  ])("reads the form word of %s", (text, form) => {
    expect(only(`${text} 1+0+1`).form).toBe(form);
  });

  it("reads a medicine written in Bangla with Bangla digits", () => {
    const m = only("ট্যাব. নাপা ৫০০ মি.গ্রা. ১+০+১ খাওয়ার পরে ৭ দিন");
    expect([m.name, m.strength, m.dosage, m.timing, m.duration]).toEqual(["Napa", "500 mg", "1+0+1", "after_meal", "7 days"]);
  });

  it("fills the reminders from the user's meal times", () => {
    const meals: MealTimes = { morning: "07:30", noon: "13:00", evening: "18:00", night: "22:30" };
    expect(only("Tab. Amdocal 5 mg 0+0+1", meals).reminderTimes).toEqual(["22:30"]);
    expect(only("Cap. Moxacil 500 mg 1+1+1+1", meals).reminderTimes).toEqual(["07:30", "13:00", "18:00", "22:30"]);
  });

  it.each([
    ["1 tab BD p/c", "twice-daily", ["08:00", "21:00"]],
    ["1 tab OD", "once-daily", ["08:00"]],
    ["1 tab TDS", "three-times-daily", ["08:00", "14:00", "21:00"]],
    ["1 tab HS", "once-daily", ["21:00"]],
    ["দিনে ২ বার", "twice-daily", ["08:00", "21:00"]],
    ["SOS", "as-needed", []],
  ])("reads the frequency words %s", (text, frequency, times) => {
    const m = only(`Tab. Napa 500 mg ${text}`);
    expect([m.dosage, m.frequency, m.reminderTimes]).toEqual([null, frequency, times]);
  });

  it("keeps an unknown name as read, unmatched", () => {
    const m = only("Tab. Xyzolin 10 mg ½+0+½ a/c 2 weeks");
    expect([m.name, m.generic, m.matched, m.dosage, m.frequency]).toEqual(["Xyzolin", null, false, "½+0+½", "twice-daily"]);
  });

  it("splits a name OCR glued to its strength, also when the name ends in a number", () => {
    expect([only("Tab.Flagyl400 mg 1+1+1").name, only("Tab.Flagyl400 mg 1+1+1").strength]).toEqual(["Flagyl", "400 mg"]);
    expect(only("Cap.Esonix20 80. 1+0+1").name).toBe("Esonix");
    expect(only("Inj. NovoMix30 20+0+16 units").name).toBe("NovoMix 30");
    const cef = only("Tab.Cef-3200mg 1+0+1");
    expect([cef.name, cef.strength]).toEqual(["Cef-3", "200 mg"]);
  });

  it("prefers the longer listed name ('Napa Extra' over 'Napa')", () => {
    expect(only("Tab. Napa Extra 1+0+1").name).toBe("Napa Extra");
    expect(only("Tab. NapaExtra 1+0+1").name).toBe("Napa Extra");
  });

  it("does not make the generic under a brand a second medicine", () => {
    const found = parsePrescriptionText("Tab. Napa 500 mg\n(Paracetamol)\n1+0+1 x 5 days");
    expect(found.map((m) => [m.name, m.dosage, m.duration])).toEqual([["Napa", "1+0+1", "5 days"]]);
  });

  it("opens a medicine after a list number OCR made a letter, when the list knows the name", () => {
    const seclo = only("Rx\nol ক্যাপ. সেকলো ২০ মি-গ্রা.\n১০ ১-_ খাবারের আগে — ১৪ দিন");
    expect([seclo.name, seclo.form, seclo.dosage, seclo.timing, seclo.duration, seclo.uncertain]).toEqual([
      "Seclo",
      "capsule",
      "1+0+1",
      "before_meal",
      "14 days",
      ["dosage"],
    ]);
    // The 'Tab.' lost with the number: the listed name and its dose still open a medicine.
    expect(parsePrescriptionText("Rx\nখ. Napa 500 mg\n1+0+1 after meal").map((m) => [m.name, m.dosage])).toEqual([["Napa", "1+0+1"]]);
    expect(parsePrescriptionText("Rx\nঽ Maxpro 20 mg 1+0+1").map((m) => m.name)).toEqual(["Maxpro"]);
    expect(parsePrescriptionText("Rx\n২ Napa 500 mg\n1+1+1 — x 5 days").map((m) => [m.name, m.duration])).toEqual([["Napa", "5 days"]]);
  });

  it("invents nothing after a garbled list number: an unlisted name or a word is not a medicine", () => {
    expect(parsePrescriptionText("Rx\nখ. Xyzolin 10 mg 1+0+1")).toEqual([]);
    expect(parsePrescriptionText("Rx\nol Tab. Xyzolin 10 mg\n1+0+1")).toEqual([]);
    expect(parsePrescriptionText("Rx\nIf fever 101 F\nok Take rest 1+0+1")).toEqual([]);
  });

  it("does not take a house number in a footer for the dose of the medicine above", () => {
    const [napa] = parsePrescriptionText("Rx\nTab. Napa 500 mg\n101 Green Road, Dhaka\n1+0+1");
    expect([napa.name, napa.dosage]).toEqual(["Napa", null]);
  });

  it("reads a listed name without a form word when a dose is with it", () => {
    expect(parsePrescriptionText("Rx\nNapa 500 mg 1+0+1\nMonas 10\n0+0+1").map((m) => m.name)).toEqual(["Napa", "Monas"]);
  });
});

describe("a whole prescription", () => {
  const PRESCRIPTION = `Dr. Md. Kamrul Hasan
MBBS (DMC), FCPS (Medicine)
Consultant, Dhaka Medical College Hospital
BMDC Reg. No. A-45618
Chamber: Popular Diagnostic Centre, Dhanmondi, Dhaka
Name: Md. Rahim Uddin   Age: 52 Y   Date: 14/03/2025
Rx
1. Tab. Napa 500 mg
   1+0+1 — after meal — 5 days
2. Cap. Seclo 20 mg
   1+0+1 — before meal — 14 days
3. Tab. Atova 10 mg
   0+0+1 — continue
Investigations: CBC, FBS 7 days later
Adv:
• Drink plenty of water.
• Take rest. Napa 500 mg if fever, 3 times a day.
• Next visit after 1 month.
Signature`;

  it("finds only the medicines, each with its own details", () => {
    expect(parsePrescriptionText(PRESCRIPTION).map((m) => [m.name, m.dosage, m.timing, m.duration])).toEqual([
      ["Napa", "1+0+1", "after_meal", "5 days"],
      ["Seclo", "1+0+1", "before_meal", "14 days"],
      ["Atova", "0+0+1", null, "continue"],
    ]);
  });

  it("ignores the letterhead, patient and footer also when OCR missed the 'Rx'", () => {
    const text = PRESCRIPTION.replace("Rx\n", "");
    expect(parsePrescriptionText(text).map((m) => m.name)).toEqual(["Napa", "Seclo", "Atova"]);
    expect(parsePrescriptionText("Dr. Farhana Yasmin\nMBBS, FCPS\nBMDC Reg. No. A-52207\nPhone: 01819-305144\nSignature")).toEqual([]);
  });

  it("ignores a Bangla letterhead and advice", () => {
    const text = `ডাঃ মোঃ রফিকুল ইসলাম
এমবিবিএস (ঢাকা), এফসিপিএস (মেডিসিন)
বিএমডিসি রেজি নং: এ-৩৮৪৫১
রোগীর নাম: জাহানারা খাতুন বয়স: ৪৫ বছর তারিখ: ০৫/০২/২০২৫
Rx
১। ট্যাব. ফেক্সো ১২০ মি.গ্রা.
০+০+১ — ১০ দিন
পরামর্শ:
১ মাস পরে আবার আসবেন। দিনে ২ বার হাঁটবেন।
স্বাক্ষর`;
    expect(parsePrescriptionText(text).map((m) => [m.name, m.dosage, m.duration])).toEqual([["Fexo", "0+0+1", "10 days"]]);
  });

  it("does not let advice lines that look like 'T.' or a listed word become medicines", () => {
    expect(parsePrescriptionText("Rx\nTab. Napa 1+0+1\nAdv:\nt. low salt diet\nTake rest\nFasting blood sugar 5 days later")).toHaveLength(1);
    // Without a form word a short name must be exact: 'Come' is not 'Comet'.
    expect(parsePrescriptionText("Rx\nTab. Napa 1+0+1\nCome 0+0+1").map((m) => m.name)).toEqual(["Napa"]);
  });

  it("reads a two-column print whose side column OCR put on the same lines", () => {
    const text = `C/C                              Rx
Fever for 3 days          |       1. Tab. Fexo 120 mg
Cough                                  0+0+1 x 10 days
O/E
BP: 110/70                        2. Tab. Monas 10 mg
Inv                                  0+0+1 x 1 month`;
    expect(parsePrescriptionText(text).map((m) => [m.name, m.dosage, m.duration])).toEqual([
      ["Fexo", "0+0+1", "10 days"],
      ["Monas", "0+0+1", "1 month"],
    ]);
  });

  it("reads the small-print slips of a whole prescription, each marked for the review (bench image 20)", () => {
    const text = `Dr. Farhana Yasmin
MBBS, FCPS (Paediatrics), DCH
Name: Nadia Sultana Age: 24Y Sex:F Date: 11/06/2025

Rx

1. Cap. Cefimax 200 mg
101 plc x7days

2. Tab. Emistat 8 mg
101 a/c x3days

3. Cap. Omastin 150 mg
100 plc x1day

4. Tab. Fexo 120 mg
001 p/c ৪10days

Adv:
« Drink plenty of water.`;
    expect(parsePrescriptionText(text).map((m) => [m.name, m.generic, m.dosage, m.frequency, m.timing, m.duration, m.uncertain])).toEqual([
      ["Cefimax", "cefixime", "1+0+1", "twice-daily", "after_meal", "7 days", ["dosage", "timing"]],
      ["Emistat", "ondansetron", "1+0+1", "twice-daily", "before_meal", "3 days", ["dosage"]],
      ["Omastin", "fluconazole", "1+0+0", "once-daily", "after_meal", "1 day", ["dosage", "timing"]],
      ["Fexo", "fexofenadine", "0+0+1", "once-daily", "after_meal", "10 days", ["dosage", "duration"]],
    ]);
  });

  it("reads a Bangla prescription whose notation lost its '+' (bench image 23)", () => {
    const text = `রোগীর নাম: মোছাঃ আয়েশা সিদ্দিকা বয়স: ৩৮ বছর তারিখ: ২৩/০৬/২০২৫
Rx
১। ট্যাব. ফেক্রো ১২০ মি.গ্রা.
০০১-- ১৪ দিন
২। ট্যাব. মোনাস ১০ fa.
০০১-১মাস
ol ক্যাপ. সেকলো ২০ মি-গ্রা.
১০ ১-_ খাবারের আগে — ১৪ দিন
৪। ট্যাব. ক্যালবো-ডি
০ ১০ — খাবারের পরে — ৩ মাস
পরামর্শ:
* ১ মাস পরে আবার আসবেন।`;
    expect(parsePrescriptionText(text).map((m) => [m.name, m.dosage, m.timing, m.duration])).toEqual([
      ["Fexo", "0+0+1", null, "14 days"],
      ["Monas", "0+0+1", null, "1 month"],
      ["Seclo", "1+0+1", "before_meal", "14 days"],
      ["Calbo-D", "0+1+0", "after_meal", "3 months"],
    ]);
  });

  it("gives an instruction line OCR put after the next medicine to the one that has none", () => {
    const text = "Rx\nSyp. Ace\n1+1+1 — 5 days\nSyp. Alatrol\nDrop Otrivin\nদিনে ৩ বার\n0+0+1 — 7 days";
    expect(parsePrescriptionText(text).map((m) => [m.name, m.frequency, m.duration])).toEqual([
      ["Ace", "three-times-daily", "5 days"],
      ["Alatrol", "once-daily", "7 days"],
      ["Otrivin", "three-times-daily", null],
    ]);
  });
});

/** A medicine's taper as "notation/days" per step, or null. */
const stepsOf = (m: ParsedMedicine) => m.steps?.map((s) => `${s.dosage}/${s.days}`) ?? null;

describe("a taper: the dose changes after some days (issue 31)", () => {
  it.each([
    ["English, on one line", "Tab. Prednisolone 5mg  1+0+1 x 7 days, then 0+0+1 x 14 days"],
    ["Bangla, on one line", "ট্যাব. প্রেডনিসোলন ৫ মি.গ্রা. ১+০+১ ৭ দিন, তারপর ০+০+১ ১৪ দিন"],
    ["Bangla with এরপর", "ট্যাব. প্রেডনিসোলন ৫ মি.গ্রা. ১+০+১ ৭ দিন এরপর ০+০+১ ১৪ দিন"],
    ["mixed", "Tab. Prednisolone 5 mg ১+০+১ — খাবারের পরে — ৭ দিন, তারপর ০+০+১ — ১৪ দিন"],
    ["in weeks", "Tab. Prednisolone 5 mg 1+0+1 x 1 week, then 0+0+1 x 2 weeks"],
    ["on the details line", "Tab. Prednisolone 5 mg\n1+0+1 — after meal — 7 days, then 0+0+1 — after meal — 14 days"],
    ["split over two lines, 'then' below", "Tab. Prednisolone 5 mg\n1+0+1 x 7 days\nthen 0+0+1 x 14 days"],
    ["split over two lines, 'তারপর' above", "ট্যাব. প্রেডনিসোলন ৫ মি.গ্রা.\n১+০+১ ৭ দিন, তারপর\n০+০+১ ১৪ দিন"],
    ["split over two lines in Bangla", "ট্যাব. প্রেডনিসোলন ৫ মি.গ্রা. ১+০+১ ৭ দিন,\nতারপর ০+০+১ ১৪ দিন"],
  ])("reads %s as two steps, 21 days in all, the first step's dose and reminders", (_, text) => {
    const m = only(text);
    expect(m).toMatchObject({ name: "prednisolone", generic: "prednisolone", dosage: "1+0+1", frequency: "twice-daily", duration: "21 days" });
    expect(m.reminderTimes).toEqual(["08:00", "21:00"]);
    expect(m.steps).toEqual([
      { dosage: "1+0+1", days: 7, reminderTimes: ["08:00", "21:00"] },
      { dosage: "0+0+1", days: 14, reminderTimes: ["21:00"] },
    ]);
    expect(m.uncertain).toEqual([]);
  });

  it("reads three steps, each its times from the user's meal times", () => {
    const m = only("Rx\nTab. Dexamethasone 0.5 mg 1+1+1 x 3 days, then 1+0+1 x 3 days, then 1+0+0 x 3 days\nAdv: rest", {
      morning: "07:30",
      noon: "13:00",
      night: "22:00",
    });
    expect(stepsOf(m)).toEqual(["1+1+1/3", "1+0+1/3", "1+0+0/3"]);
    expect(m.steps?.map((s) => s.reminderTimes)).toEqual([["07:30", "13:00", "22:00"], ["07:30", "22:00"], ["07:30"]]);
    expect(m).toMatchObject({ frequency: "three-times-daily", duration: "9 days" });
  });

  it("reads through the slips it reads elsewhere, marking them", () => {
    const dotted = only("Tab. Prednisolone 5 mg 1.0.1 x 7 days, then 0.0.1 x 14 days");
    expect([stepsOf(dotted), dotted.uncertain]).toEqual([["1+0+1/7", "0+0+1/14"], ["dosage"]]);
    const spaced = only("Tab. Prednisolone 5 mg\n1 0 1 x 7 days\nthen 0 0 1 x 14 days");
    expect([stepsOf(spaced), spaced.uncertain]).toEqual([["1+0+1/7", "0+0+1/14"], ["dosage"]]);
    // Only the second step slipped: still marked.
    const second = only("Tab. Prednisolone 5 mg 1+0+1 x 7 days, then 0.0.1 x 14 days");
    expect([stepsOf(second), second.uncertain]).toEqual([["1+0+1/7", "0+0+1/14"], ["dosage"]]);
    // The 'x' before a length read as a Bangla digit.
    const forX = only("Tab. Prednisolone 5 mg 1+0+1 x 7 days, then 0+0+1 ৪14 days");
    expect([stepsOf(forX), forX.uncertain]).toEqual([["1+0+1/7", "0+0+1/14"], ["duration"]]);
    const lt = only("Tab. Prednisolone 5 mg l+0+l x 7 days, then 0t0t1 x 14 days");
    expect(stepsOf(lt)).toEqual(["1+0+1/7", "0+0+1/14"]);
  });

  it("reads the next step alone on the line below, but asks to check: it may be another medicine's dose whose name was lost", () => {
    const m = only("Tab. Prednisolone 5 mg 1+0+1 x 7 days\n0+0+1 x 14 days");
    expect(stepsOf(m)).toEqual(["1+0+1/7", "0+0+1/14"]);
    expect(m.uncertain).toEqual(["steps"]);
    expect(m.line).toBe("Tab. Prednisolone 5 mg 1+0+1 x 7 days\n0+0+1 x 14 days");
  });

  it("keeps one pattern with one length as it was, not a taper", () => {
    expect(only("Tab. Napa 500 mg 1+0+1 x 7 days")).toMatchObject({ dosage: "1+0+1", duration: "7 days", steps: null, uncertain: [] });
    expect(only("ট্যাব. নাপা ৫০০ মি.গ্রা.\n১+০+১ — খাবারের পরে — ৭ দিন")).toMatchObject({ duration: "7 days", steps: null, uncertain: [] });
    expect(only("Tab. Atova 10 mg\n0+0+1 — continue")).toMatchObject({ duration: "continue", steps: null, uncertain: [] });
  });

  it("swallows no second medicine: a line with its own name stays its own medicine", () => {
    const found = parsePrescriptionText("Tab. Prednisolone 5 mg 1+0+1 x 7 days\nTab. Napa 500 mg 0+0+1 x 14 days");
    expect(found.map((m) => [m.name, m.dosage, m.duration, m.steps, m.uncertain])).toEqual([
      ["prednisolone", "1+0+1", "7 days", null, []],
      ["Napa", "0+0+1", "14 days", null, []],
    ]);
    // Nor the dose of a medicine above that has none (OCR put it out of order).
    const late = parsePrescriptionText("Syp. Alatrol\nTab. Napa 500 mg\n1+0+1 x 3 days\n0+0+1 x 7 days");
    expect(late.map((m) => [m.name, m.dosage, m.steps])).toEqual([
      ["Alatrol", "0+0+1", null],
      ["Napa", "1+0+1", null],
    ]);
  });

  it("invents no step: a second dose without days, in months, or 'continue' is not read as one, and the review is asked", () => {
    for (const text of [
      "Tab. Prednisolone 5 mg 1+0+1 x 7 days, then 0+0+1 continue",
      "Tab. Prednisolone 5 mg 1+0+1 x 7 days, then 0+0+1",
      "Tab. Prednisolone 5 mg 1+0+1 x 7 days, then 0+0+1 x 1 month",
      "Tab. Prednisolone 5 mg\n1+0+1 x 7 days\nthen 0+0+1 — continue",
      "ট্যাব. প্রেডনিসোলন ৫ মি.গ্রা. ১+০+১ ৭ দিন, তারপর ০+০+১ চলবে",
    ]) {
      const m = only(text);
      expect([m.dosage, m.duration, m.steps, m.uncertain], text).toEqual(["1+0+1", "7 days", null, ["steps"]]);
    }
    // A first dose without days: no taper either, however the rest reads.
    expect(only("Tab. Prednisolone 5 mg 1+0+1 continue, then 0+0+1 x 14 days")).toMatchObject({ dosage: "1+0+1", steps: null, uncertain: ["steps"] });
  });

  it("reads the tapers of a whole prescription as OCR gave it, and leaves the others one dose (bench image 24)", () => {
    const text = [
      "Rx",
      "1. Tab. Prednisolone 5 mg",
      "১+০+১ — খাবারের পরে — ৭ দিন,",
      "তারপর ০+০+১ — খাবারের পরে — ১৪ দিন",
      "Name: Mrs. Kohinoor Begum  Age:54Y Sex:F Date: 02/07/2025",
      "Cap. Seclo 20 mg",
      "1+0+1 — before meal — 1 month",
      "Tab. Dexamethasone 0.5 mg",
      "",
      "1+1+1 x 3 days, then 1+0+1 x 3 days, then 1+0+0 x 3 days",
      "Tab. Montene 10 mg",
      "0+0+1 — ১ মাস",
      "Adv:",
      "* ওষুধ শেষ হলে আবার দেখা করবেন।",
    ].join("\n");
    expect(parsePrescriptionText(text).map((m) => [m.name, m.dosage, m.timing, m.duration, stepsOf(m), m.uncertain])).toEqual([
      ["prednisolone", "1+0+1", "after_meal", "21 days", ["1+0+1/7", "0+0+1/14"], []],
      ["Seclo", "1+0+1", "before_meal", "1 month", null, []],
      ["dexamethasone", "1+1+1", null, "9 days", ["1+1+1/3", "1+0+1/3", "1+0+0/3"], []],
      ["Montene", "0+0+1", null, "1 month", null, []],
    ]);
  });

  it("does not make 'then' a medicine", () => {
    const found = parsePrescriptionText("Rx\nPrednisolone 5 mg 1+0+1 x 7 days\nthen 0+0+1 x 14 days");
    expect(found.map((m) => [m.name, stepsOf(m)])).toEqual([["prednisolone", ["1+0+1/7", "0+0+1/14"]]]);
  });
});

describe("matchMedicineName", () => {
  it.each([
    ["Napa", "Napa"],
    ["napa", "Napa"],
    ["Secl0", "Seclo"],
    ["SecIo", "Seclo"],
    ["Amdoca1", "Amdocal"],
    ["Azithrocln", "Azithrocin"],
    ["rnaxpro", "Maxpro"],
    ["Monteen", "Montene"],
    ["Cef 3", "Cef-3"],
    ["Neuro B", "Neuro-B"],
    ["Paracetamo1", "paracetamol"],
    ["নাপা", "Napa"],
    ["ক্যালবো-ডি", "Calbo-D"],
  ])("matches the OCR'd %s to %s", (raw, name) => {
    expect(matchMedicineName(raw)?.entry.name).toBe(name);
  });

  it("scores an exact match 1 and a mended one lower", () => {
    expect(matchMedicineName("Montene")?.score).toBe(1);
    expect(matchMedicineName("Monteen")?.score).toBeLessThan(1);
  });

  it.each(["water", "Age", "Nap", "Fever", "Dhaka", "patient", "Signature", "Cough", "Adv", "রোগী", "পানি", "", "x"])("matches nothing to %s", (raw) => {
    expect(matchMedicineName(raw)).toBeNull();
  });
});
