// The danger table test (docs/rules/assistant.md, "Safety"): every real phrasing of an
// emergency, in Bangla, English, Banglish and mixed, answers 999 on the phone before any
// other intent; the near misses do not. The server gets the same table (tests/api/assistant.test.ts).
import { describe, expect, it } from "vitest";
import { answerIntent } from "~/domain/assistant/answers";
import { DANGER_RULES, DANGER_SIGNS, NUMBER_GROUPS, WORDS } from "~/domain/assistant/danger-words";
import { detectIntent, type IntentContext } from "~/domain/assistant/intents";
import { dangerSign } from "~/domain/assistant/safety";
import { foldForMatching } from "~/domain/assistant/text";
import { DANGER_PHRASINGS, NEAR_MISSES } from "../fixtures/danger-phrasings";

const ctx: IntentContext = { medicineNames: ["Napa 500mg", "Insulin Mixtard"], labMetrics: [] };

describe("danger signs: the table of real phrasings", () => {
  it("holds at least 80 phrasings, every danger sign among them", () => {
    expect(DANGER_PHRASINGS.length).toBeGreaterThanOrEqual(80);
    expect(new Set(DANGER_PHRASINGS.map(([, sign]) => sign))).toEqual(new Set(DANGER_SIGNS));
  });

  it.each(DANGER_PHRASINGS)("%s → 999 (%s), before any other intent", (q, sign) => {
    expect(dangerSign(q)).toBe(sign);
    expect(detectIntent(q, ctx)).toEqual({ kind: "danger", sign });
    const answer = answerIntent(detectIntent(q, ctx), q, {}, new Date(), "Asia/Dhaka")!;
    expect(answer).toMatchObject({ key: "answers.danger", call: "999", tone: "danger" });
  });

  it.each(NEAR_MISSES)("not an emergency: %s", (q) => {
    expect(dangerSign(q)).toBeNull();
    expect(detectIntent(q, ctx).kind).not.toBe("danger");
  });

  it("the examples that answered 'ask your doctor' are an overdose now, and a dose question stays one", () => {
    expect(detectIntent("ভুল করে বেশি ওষুধ খেয়ে ফেলেছি", ctx)).toEqual({ kind: "danger", sign: "poisoning" });
    expect(detectIntent("I took double my insulin by mistake", ctx)).toEqual({ kind: "danger", sign: "poisoning" });
    expect(detectIntent("Can I double my insulin?", ctx).kind).toBe("dose-change");
    expect(detectIntent("বেশি ওষুধ খাব?", ctx).kind).toBe("dose-change");
  });
});

describe("danger signs: the tables", () => {
  it("every rule names word groups that exist", () => {
    const groups = new Set<string>([...Object.keys(WORDS), ...NUMBER_GROUPS]);
    const named = Object.values(DANGER_RULES).flatMap((rules) => rules.flatMap((r) => r.flatMap((item) => item.replace(/^!/, "").split(/[+~]/))));
    expect(named.filter((g) => !groups.has(g))).toEqual([]);
  });

  it("folds spelling variants, digits, case and punctuation to one form", () => {
    expect(foldForMatching("ব্যাথা")).toBe(foldForMatching("ব্যথা"));
    expect(foldForMatching("খিঁচুনী")).toBe(foldForMatching("খিচুনি"));
    expect(foldForMatching("কীটনাশক")).toBe(foldForMatching("কিটনাসক"));
    expect(foldForMatching("পড়ে")).toBe(foldForMatching("পরে"));
    expect(foldForMatching("OSHUDH")).toBe(foldForMatching("osud"));
    expect(foldForMatching("Can't breathe!!!")).toBe("cant breate");
    expect(foldForMatching("সুগার ২.৫।")).toBe("সুগার 2.5");
  });

  it("a count of tablets is 10 or more, and never a time, a dose in mg or units, or days", () => {
    expect(dangerSign("I took 12 tablets")).toBe("poisoning");
    expect(dangerSign("I took 9 tablets")).toBeNull();
    expect(dangerSign("I took my medicine at 10")).toBeNull();
    expect(dangerSign("I took 20 units of insulin")).toBeNull();
    expect(dangerSign("took 10 mg amlodipine")).toBeNull();
    expect(dangerSign("১৪ দিন ওষুধ খেয়েছি")).toBeNull();
  });

  it("a whole word is not the start of another (বিষ is not বিষয়, die is not diet)", () => {
    expect(dangerSign("বিষয়টা খেয়ে দেখেছি")).toBeNull();
    expect(dangerSign("I want to diet")).toBeNull();
    expect(dangerSign("বিষ খেয়েছে")).toBe("poisoning");
  });
});
