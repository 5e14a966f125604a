// The assistant's pure parts (docs/rules/assistant.md): safety first, the intents in
// English and Bangla, the answers from the user's own data, the formulary.
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { answerIntent, type AssistantData } from "~/domain/assistant/answers";
import { doctorSearchPath, placeIn, specialtyIn } from "~/domain/assistant/doctor-search";
import { lookUpMedicine, genericUse, WARNED_GENERICS, warningsOfGeneric } from "~/domain/assistant/formulary";
import { detectIntent, type IntentContext } from "~/domain/assistant/intents";
import { asksDoseChange, dangerSign, safetyCheck } from "~/domain/assistant/safety";
import { SUGGESTIONS, type Suggestion } from "~/domain/assistant/suggestions";
import { BD_MEDICINES } from "~/domain/prescriptions/bd-medicines";
import type { HealthMetricRow } from "~/domain/health-metrics/rules";
import { DHAKA, dhaka, log, med, rem } from "./dose-fixtures";

const ctx: IntentContext = { medicineNames: ["Napa 500mg", "Metformin 500", "Seclo 20"], labMetrics: ["HbA1c", "Serum Creatinine"] };
const kind = (q: string) => detectIntent(q, ctx).kind;

describe("safety comes first", () => {
  it.each([
    ["I have chest pain", "chest_pain"],
    ["My chest is hurting badly, when is my next dose?", "chest_pain"],
    ["বুকে ব্যথা করছে", "chest_pain"],
    ["I can't breathe", "breathing"],
    ["শ্বাসকষ্ট হচ্ছে", "breathing"],
    ["his face is drooping and he has slurred speech", "stroke"],
    ["মুখ বেঁকে গেছে, কথা জড়িয়ে যাচ্ছে", "stroke"],
    ["heavy bleeding after delivery", "bleeding"],
    ["রক্ত বমি হচ্ছে", "bleeding"],
    ["my father is unconscious", "unconscious"],
    ["মা অজ্ঞান হয়ে গেছেন", "unconscious"],
    ["I want to kill myself", "suicide"],
    ["আমি আত্মহত্যা করতে চাই", "suicide"],
    ["I took too many tablets", "poisoning"],
  ])("%s → %s, before any other intent", (q, sign) => {
    expect(dangerSign(q)).toBe(sign);
    expect(detectIntent(q, ctx)).toEqual({ kind: "danger", sign });
  });

  it.each(["When is my next dose?", "what is my blood pressure", "পরের ডোজ কখন?", "find a cardiologist in Sylhet", "What is Napa for?"])(
    "no danger and no dose change in %s",
    (q) => expect(safetyCheck(q)).toBeNull(),
  );

  it.each([
    "Can I stop my metformin?",
    "should I double my dose",
    "can I take 2 tablets of Napa",
    "Can I skip my insulin tonight",
    "ডোজ কি বাড়িয়ে দিতে পারি?",
    "ওষুধ কি বন্ধ করে দেব?",
    "দুইটা ট্যাবলেট খাব?",
  ])("a dose change is never answered, only 'ask your doctor': %s", (q) => {
    expect(asksDoseChange(q)).toBe(true);
    expect(detectIntent(q, ctx).kind).toBe("dose-change");
  });
});

describe("intents in English and Bangla", () => {
  it.each([
    ["When is my next dose?", "next-dose"],
    ["next medicine", "next-dose"],
    ["পরের ডোজ কখন?", "next-dose"],
    ["ওষুধ কখন খাব", "next-dose"],
    ["Which doses did I miss this week?", "missed-doses"],
    ["এই সপ্তাহে কয়টা ডোজ মিস হয়েছে?", "missed-doses"],
    ["What is my adherence rate?", "adherence"],
    ["আমি কতটা নিয়মিত ওষুধ খাচ্ছি?", "adherence"],
    ["What is my latest blood pressure?", "blood-pressure"],
    ["average BP", "blood-pressure"],
    ["আমার রক্তচাপ কত?", "blood-pressure"],
    ["my sugar level", "glucose"],
    ["সুগার কত?", "glucose"],
    ["upcoming appointments", "appointments"],
    ["আমার অ্যাপয়েন্টমেন্ট কবে?", "appointments"],
    ["when do I see my doctor next", "appointments"],
    ["মানসিক রোগের ডাক্তার দেখাতে চাই", "find-doctor"],
    ["my latest hba1c", "lab"],
    ["serum creatinine", "lab"],
    ["ল্যাব রিপোর্টের ফল", "lab"],
    ["What is Napa for?", "medicine-use"],
    ["নাপা কিসের ওষুধ?", "medicine-use"],
    ["find a cardiologist in Sylhet", "find-doctor"],
    ["সিলেটে হৃদরোগ বিশেষজ্ঞ", "find-doctor"],
    ["hello", "help"],
    ["Is it going to rain tomorrow in the city", "free-form"],
  ])("%s → %s", (q, k) => expect(kind(q)).toBe(k));

  it("reads Bangla digits as numbers and names the user's lab test", () => {
    expect(detectIntent("Serum creatinine ১ মাসে", ctx)).toEqual({ kind: "lab", metric: "Serum Creatinine" });
    expect(detectIntent("what is my HbA1c", ctx)).toEqual({ kind: "lab", metric: "HbA1c" });
  });

  it("names the user's medicine by its first word", () => {
    expect(detectIntent("what is metformin used for", ctx)).toEqual({ kind: "medicine-use", name: "Metformin 500" });
  });
});

describe("doctor search", () => {
  it("specialty and place in both languages become the directory's search link", () => {
    const en = detectIntent("find a cardiologist in Sylhet", ctx);
    const bn = detectIntent("সিলেটে হৃদরোগ বিশেষজ্ঞ", ctx);
    for (const i of [en, bn]) {
      if (i.kind !== "find-doctor") throw new Error(i.kind);
      expect(doctorSearchPath(i.specialty, i.place)).toBe("/doctors?specialty=cardiologist&location=sylhet");
    }
  });

  it("the most specific place wins, old spellings too; an organ word needs a doctor word", () => {
    expect(placeIn("skin doctor in Beanibazar")?.id).toBe("sylhet/beanibazar");
    expect(placeIn("a doctor in chittagong")?.id).toBe("chattogram");
    // The same spellings and city areas as the doctor search's place field (bd-places.ts).
    expect(placeIn("a cardiologist in Mirpur")?.id).toBe("dhaka");
    expect(placeIn("heart doctor in Moulvibazar")?.id).toBe("maulvibazar");
    expect(specialtyIn("kidney specialist")).toBe("nephrologist");
    expect(specialtyIn("my heart rate")).toBeNull();
    expect(specialtyIn("শিশু বিশেষজ্ঞ ঢাকায়")).toBe("pediatrician");
    expect(doctorSearchPath(null, placeIn("ঢাকায় ডাক্তার"))).toBe("/doctors?location=dhaka");
  });
});

describe("formulary", () => {
  it("has a use in English and Bangla for every generic of the prescription-matching list", () => {
    const missing = [...new Set(BD_MEDICINES.map((m) => m.generic))].filter((g) => !genericUse(g));
    expect(missing).toEqual([]);
  });

  it("every warning names a generic of the list; the Bangla ones use Bangla digits and end with the দাঁড়ি", () => {
    const generics = new Set(BD_MEDICINES.map((m) => m.generic));
    expect(WARNED_GENERICS.filter((g) => !generics.has(g))).toEqual([]);
    const all = WARNED_GENERICS.flatMap(warningsOfGeneric);
    expect(all.filter((w) => /[0-9]/.test(w.bn) || !w.bn.endsWith("।") || !w.en.endsWith("."))).toEqual([]);
  });

  it("misoprostol says it can cause a miscarriage, in both languages, and never 'in pregnancy care' alone", () => {
    const found = lookUpMedicine("misoprostol")!;
    expect(found.use.en).not.toMatch(/in pregnancy care/);
    expect(found.warnings.map((w) => w.en).join(" ")).toMatch(/miscarriage/);
    expect(found.warnings.map((w) => w.bn).join(" ")).toMatch(/গর্ভপাত/);
    const a = answerIntent({ kind: "medicine-use", name: null }, "what is misoprostol for", {}, new Date(), DHAKA)!;
    expect(a.lines).toEqual([{ key: "lines.warning", values: { text: found.warnings[0] } }]);
  });

  it("warns where a misread use can harm: children, alcohol, driving, a weekly dose", () => {
    expect(warningsOfGeneric("aspirin")[0].en).toMatch(/children under 16/);
    expect(warningsOfGeneric("loperamide")[0].en).toMatch(/Not for children/);
    expect(warningsOfGeneric("metronidazole")[0].en).toMatch(/alcohol/);
    expect(warningsOfGeneric("paracetamol")[0].en).toMatch(/alcohol/);
    expect(warningsOfGeneric("chlorphenamine")[0].en).toMatch(/do not drive/);
    expect(warningsOfGeneric("methotrexate")[0].en).toMatch(/once a WEEK/);
    expect(warningsOfGeneric("omeprazole")).toEqual([]);
  });

  it('docs/rules/assistant.md, "Formulary warnings", lists every generic of the list for a clinician\'s check', () => {
    const doc = readFileSync(new URL("../../docs/rules/assistant.md", import.meta.url), "utf8");
    const section = doc.slice(doc.indexOf("## Formulary warnings"), doc.indexOf("## The language model"));
    const listed = new Set(
      section
        .split("\n")
        .filter((l) => l.startsWith("| "))
        .flatMap((l) =>
          l
            .split("|")[2]
            .split(",")
            .map((g) => g.trim()),
        ),
    );
    expect([...new Set(BD_MEDICINES.map((m) => m.generic))].filter((g) => !listed.has(g))).toEqual([]);
  });

  it("spells বিষণ্ণতা and হার্পিস one way (docs/rules/bangla.md's glossary)", () => {
    const bn = [...new Set(BD_MEDICINES.map((m) => m.generic))].map((g) => genericUse(g)!.bn).join(" ");
    expect(bn).toContain("বিষণ্ণতা");
    expect(bn).toContain("হার্পিস");
    expect(bn).not.toMatch(/বিষণ্নতা|হারপিস/);
  });

  it("finds a medicine by brand, generic or Bangla spelling, the longest name first", () => {
    expect(lookUpMedicine("Napa Extra")).toMatchObject({ generic: "paracetamol + caffeine" });
    expect(lookUpMedicine("Napa 500mg")?.use.en).toBe("pain and fever");
    expect(lookUpMedicine("Tab. Amlodipine 5 mg")?.use.bn).toBe("উচ্চ রক্তচাপ (হাই প্রেশার)");
    expect(lookUpMedicine("নাপা কিসের ওষুধ")?.generic).toBe("paracetamol");
    expect(lookUpMedicine("Unknownium 10 mg")).toBeNull();
  });
});

describe("answers from the user's data", () => {
  const now = dhaka("2025-06-15", "10:00");
  const dose = {
    medicines: [med("a", { name: "Napa 500mg" }), med("b", { name: "Seclo 20" })],
    reminders: [rem("a", "08:00"), rem("a", "20:00"), rem("b", "20:00")],
    logs: [log("a", "2025-06-15", "08:00", dhaka("2025-06-15", "08:05").toISOString())],
  };
  const data: AssistantData = { dose };

  it("next dose: the medicines and the time, as the dashboard's card sees it", () => {
    const a = answerIntent({ kind: "next-dose" }, "", data, now, DHAKA)!;
    expect(a.key).toBe("answers.nextDoseToday");
    expect(a.values).toMatchObject({ names: "Napa 500mg, Seclo 20", time: { time: "20:00" } });
    expect(a.chips.map((c) => c.to)).toEqual(["/medicines/a", "/medicines/b"]);
  });

  it("next dose days ahead (a weekly medicine) names its day, not tomorrow", () => {
    // 2025-06-15 is a Sunday; the medicine is taken on Wednesdays.
    const weekly = { medicines: [med("w", { name: "Vitamin D", schedule: { kind: "weekdays", days: [3] } })], reminders: [rem("w", "09:00")], logs: [] };
    const a = answerIntent({ kind: "next-dose" }, "", { dose: weekly }, now, DHAKA)!;
    expect(a.key).toBe("answers.nextDoseOnDay");
    expect(a.values).toMatchObject({ names: "Vitamin D", time: { time: "09:00" }, day: { day: "2025-06-18" } });
  });

  it("missed this week and the adherence rate reuse doseHistory and adherenceRate", () => {
    const missed = answerIntent(
      { kind: "missed-doses" },
      "",
      { dose: { ...dose, medicines: dose.medicines.map((m) => ({ ...m, created_at: "2025-06-13T00:00:00Z" })) } },
      now,
      DHAKA,
    )!;
    // 13th and 14th: two at 08:00 and 20:00 for a, one at 20:00 for b, none logged → 6 missed.
    expect(missed.key).toBe("answers.missed");
    expect(missed.values.count).toBe(6);
    expect(missed.lines[0].values).toEqual({ name: "Napa 500mg", count: 4 });
    const rate = answerIntent({ kind: "adherence" }, "", data, now, DHAKA)!;
    expect(rate.key).toBe("answers.adherence");
  });

  it("latest and 30-day average blood pressure; nothing on this device says so and links the screen", () => {
    const row = (id: string, s: number, d: number, at: string): HealthMetricRow => ({
      id,
      metric_type: "blood_pressure",
      systolic: s,
      diastolic: d,
      pulse: null,
      glucose_mmol: null,
      glucose_context: null,
      weight_kg: null,
      value_json: null,
      notes: null,
      recorded_at: at,
    });
    const bp = [row("1", 120, 80, "2025-06-14T02:00:00Z"), row("2", 140, 90, "2025-06-15T02:00:00Z"), row("3", 200, 100, "2025-01-01T02:00:00Z")];
    const a = answerIntent({ kind: "blood-pressure" }, "", { bloodPressure: bp }, now, DHAKA)!;
    expect(a.values).toMatchObject({ systolic: 140, diastolic: 90, avgSystolic: 130, avgDiastolic: 85, count: 2 });
    expect(a.chips[0].to).toBe("/tracking/blood-pressure");
    expect(answerIntent({ kind: "blood-pressure" }, "", {}, now, DHAKA)!.key).toBe("answers.noData");
  });

  it("danger answers carry the 999 call; a dose change carries no data", () => {
    expect(answerIntent({ kind: "danger", sign: "stroke" }, "", data, now, DHAKA)).toMatchObject({ call: "999", tone: "danger" });
    expect(answerIntent({ kind: "dose-change" }, "", data, now, DHAKA)!.key).toBe("answers.doseChange");
  });

  it("what a medicine in the list is for, linking the medicine", () => {
    const a = answerIntent({ kind: "medicine-use", name: "Napa 500mg" }, "what is napa for", data, now, DHAKA)!;
    expect(a.values).toMatchObject({ name: "Napa 500mg", use: { en: "pain and fever" } });
    expect(a.chips).toEqual([{ label: "Napa 500mg", to: "/medicines/a" }]);
  });
});

describe("the suggestions", () => {
  const en = JSON.parse(readFileSync(new URL("../../locales/en/assistant.json", import.meta.url), "utf8")).suggestions;
  const bn = JSON.parse(readFileSync(new URL("../../locales/bn/assistant.json", import.meta.url), "utf8")).suggestions;
  const expected: Record<Suggestion, string> = {
    nextDose: "next-dose",
    missed: "missed-doses",
    adherence: "adherence",
    bloodPressure: "blood-pressure",
    glucose: "glucose",
    appointments: "appointments",
    labs: "lab",
    medicineUse: "medicine-use",
    findDoctor: "find-doctor",
  };
  it.each(SUGGESTIONS)("%s is understood in English and Bangla", (s) => {
    expect(kind(en[s])).toBe(expected[s]);
    expect(kind(bn[s])).toBe(expected[s]);
  });
});
