// Bangla as patients speak it (docs/rules/bangla.md, "The glossary test"): every Bangla string we
// ship, in locales/bn/*.json, the seeded Bangla content and the reminder texts, keeps to
// the glossary (one word for each thing; the words it marks "not" never appear) and to
// its form rules (no Latin AM/PM, no Latin digits, a hyphen after a number or a
// placeholder, এখনও, one-character ellipsis).
//
// A word is only allowed through an allowance below: a whole phrase in which the word
// means something else, with the reason. Keep allowances narrow (a phrase, never a bare
// word), and add one only when the word really means something else there.
import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { REMINDER_TEXTS } from "~/domain/reminder-texts";

const root = new URL("../../", import.meta.url).pathname;

interface Rule {
  /** What the string must not contain. */
  not: RegExp;
  /** The glossary's word, and why the other one is wrong. */
  use: string;
  why: string;
  /** Phrases in which the word is right, each with its reason. */
  allow?: { phrase: RegExp; why: string }[];
}

/** BANGLA.md's "not" column (../shared/BANGLA.md, outside this repository). */
export const GLOSSARY: Rule[] = [
  { not: /মাত্রা/u, use: "ডোজ", why: "dose, dosage: মাত্রা is bookish; patients and pharmacists say ডোজ" },
  { not: /সেবন/u, use: "খাওয়া / খাওয়া হয়েছে", why: "take / taken: সেবন is formal; people খান their medicine" },
  { not: /বাদ পড়/u, use: "মিস হয়েছে", why: "missed: বাদ পড়েছে reads as skipped (বাদ দেওয়া হয়েছে), and the two must differ" },
  {
    not: /জরুরি/u,
    use: "খুব গুরুত্বপূর্ণ ওষুধ",
    why: "critical medicine: জরুরি ওষুধ reads as emergency drugs",
    allow: [
      { phrase: /জরুরি অবস্থা/u, why: "an emergency (call 999), its real meaning" },
      { phrase: /জরুরি সাহায্য/u, why: "emergency help, its real meaning (education articles)" },
      { phrase: /জরুরি অ্যালার্ম/u, why: "the urgent alarm sound a critical medicine's reminder rings with" },
    ],
  },
  {
    not: /মেয়াদ/u,
    use: "কত দিন খাবেন",
    why: "duration of a course: মেয়াদ reads as an expiry date",
    allow: [
      { phrase: /(দীর্ঘ|স্বল্প)মেয়াদি/u, why: "long-term / short-term (a kind of medicine, a chronic disease): the normal word" },
      { phrase: /মেয়াদ শেষ/u, why: "a link or a session that has expired: that is what মেয়াদ means" },
    ],
  },
  { not: /রিফিল/u, use: "আবার কেনা; a refill entry: কেনা ওষুধ", why: "refill: an English loanword where a Bangla one is normal" },
  { not: /নোটিফিকেশন/u, use: "বিজ্ঞপ্তি", why: "notification: one word for it, and not the English" },
  { not: /লগইন|লগ ইন/u, use: "সাইন ইন / লগ আউট", why: "sign in: one term throughout" },
  {
    not: /গ্লুকোজ/u,
    use: "রক্তে শর্করা (সুগার)",
    why: "blood glucose as a measure: রক্তের গ্লুকোজ is a word-for-word rendering",
    allow: [
      { phrase: /গ্লুকোজ ট্যাবলেট/u, why: "glucose tablets, the thing itself (first aid for low sugar)" },
      { phrase: /চিনি বা গ্লুকোজ/u, why: "sugar or glucose to carry, the thing itself (first aid for low sugar)" },
    ],
  },
  { not: /রিডিং/u, use: "মাপ", why: "a reading (measurement): English loanword" },
  { not: /মৃদু/u, use: "হালকা", why: "mild: মৃদু is bookish" },
  { not: /তীব্র/u, use: "গুরুতর (severity: কতটা গুরুতর)", why: "severe: one word; তীব্র/তীব্রতা is bookish" },
  { not: /পদক্ষেপ/u, use: "কদম", why: "steps (walking): পদক্ষেপ means an action taken" },
  { not: /ধারাবাহিকতা/u, use: "টানা দিন; টানা {{days}} দিন", why: "streak: ধারাবাহিকতা is abstract and bookish" },
  { not: /অন্তর্দৃষ্টি/u, use: "বিশ্লেষণ", why: "insights: a literal rendering" },
  {
    not: /পরামর্শ/u,
    use: "বিশ্লেষণ",
    why: "insights, tips: the app never gives medical advice (the terms say so)",
    allow: [
      { phrase: /চিকিৎসা[- ]পরামর্শ নয়/u, why: "saying that this is NOT medical advice" },
      { phrase: /ডাক্তারের পরামর্শ/u, why: "the doctor's advice (consult your doctor) is not ours" },
    ],
  },
  { not: /অবতার/u, use: "প্রোফাইল ছবি", why: "profile picture: অবতার means an incarnation" },
  { not: /ভাইটাল/u, use: "মাপ (রক্তচাপ, সুগার, ওজন)", why: "vitals: English loanword" },
  { not: /বাদ দিন/u, use: "এড়িয়ে যান", why: "skip: বাদ দিন is the word for a skipped dose" },
  { not: /পেছনে/u, use: "ফিরে যান", why: "back (a button): পেছনে means behind" },
  { not: /উর্বর/u, use: "গর্ভধারণের সম্ভাব্য সময়", why: "fertile window: উর্বর is said of soil" },
];

/** Form rules: each a pattern the string must not contain, and the rule. */
export const FORM: { not: RegExp; rule: string }[] = [
  { not: /(?<![A-Za-z])(?:AM|PM|am|pm|a\.m\.|p\.m\.)(?![A-Za-z])/u, rule: "times read সকাল ৮:০০ / রাত ৮:০০, not a Latin AM/PM" },
  { not: /এখনো/u, rule: "এখনও, not এখনো" },
  { not: /\.\.\./u, rule: "an ellipsis is one character: …" },
  {
    // A Bangla letter straight after a number or placeholder: a suffix without its hyphen
    // ({{n}}টি) or a clipped unit (৭ঘ ৩০মি, spelled out as ৭ ঘণ্টা ৩০ মিনিট).
    not: /(?:\}\}|[০-৯])[\u0985-\u09B9\u09CE\u09DC-\u09DF]/u,
    rule: "a suffix after a number or placeholder takes a hyphen ({{count}}-টি, ৯০/৬০-এর), a unit is spelled out after a space (৭ ঘণ্টা ৩০ মিনিট)",
  },
  { not: /(?:\}\}|[০-৯%]) এর(?![\u0980-\u09FF])/u, rule: "এর after a number or placeholder is joined with a hyphen: ১০-এর" },
];

/** Latin digits are wrong in Bangla text, except inside these (a placeholder, a test's name, a file format). */
const LATIN_DIGITS_ALLOWED = [/\{\{\w+\}\}/g, /HbA1c/g, /\bMP4\b/g];

function strings(value: unknown, path: string, out: [string, string][]) {
  if (typeof value === "string") out.push([path, value]);
  else if (Array.isArray(value)) value.forEach((v, i) => strings(v, `${path}[${i}]`, out));
  else if (value && typeof value === "object") for (const [k, v] of Object.entries(value)) strings(v, path ? `${path}.${k}` : k, out);
}

/** The Bangla parts of a seed file: everything under a "bn" key or in an entry with language "bn". */
function seedStrings(value: unknown, path: string, out: [string, string][], inBn = false) {
  if (typeof value === "string") {
    if (inBn && /[\u0980-\u09FF]/u.test(value)) out.push([path, value]);
  } else if (Array.isArray(value)) value.forEach((v, i) => seedStrings(v, `${path}[${i}]`, out, inBn));
  else if (value && typeof value === "object") {
    const bn = inBn || (value as { language?: unknown }).language === "bn";
    for (const [k, v] of Object.entries(value)) seedStrings(v, `${path}.${k}`, out, bn || k === "bn");
  }
}

function banglaStrings(): [string, string][] {
  const out: [string, string][] = [];
  const dir = join(root, "locales", "bn");
  for (const f of readdirSync(dir).filter((f) => f.endsWith(".json"))) {
    strings(JSON.parse(readFileSync(join(dir, f), "utf8")), "", out);
    for (const entry of out) if (!entry[0].includes(":")) entry[0] = `${f.replace(/\.json$/, "")}:${entry[0]}`;
  }
  for (const f of ["education-content.json", "content.json"]) {
    seedStrings(JSON.parse(readFileSync(join(root, "drizzle", "seed", f), "utf8")), `seed/${f}`, out);
  }
  for (const [k, v] of Object.entries(REMINDER_TEXTS.bn)) {
    // The arguments (a time, medicine names, a count) are the user's data: placeholders here.
    const text = typeof v === "function" ? (v as (...a: string[]) => string)("{{a}}", "{{b}}", "{{c}}") : v;
    out.push([`reminder-texts:${k}`, text]);
  }
  return out;
}

/** The glossary problems of one string, as readable lines. */
export function glossaryProblems(text: string): string[] {
  const problems: string[] = [];
  for (const rule of GLOSSARY) {
    let rest = text;
    for (const a of rule.allow ?? []) rest = rest.replace(new RegExp(a.phrase.source, "gu"), " ");
    const m = rest.match(rule.not);
    if (m) problems.push(`"${m[0]}": use ${rule.use} (${rule.why})`);
  }
  for (const f of FORM) {
    const m = text.match(f.not);
    if (m) problems.push(`"${m[0]}": ${f.rule}`);
  }
  let digits = text;
  for (const a of LATIN_DIGITS_ALLOWED) digits = digits.replace(a, " ");
  const d = digits.match(/.{0,12}[0-9].{0,12}/u);
  if (d) problems.push(`Latin digits in "${d[0]}": Bangla text uses ০-৯`);
  return problems;
}

describe("Bangla glossary (docs/rules/bangla.md)", () => {
  const all = banglaStrings();

  it("reads the locale files, the seeded content and the reminder texts", () => {
    expect(all.filter(([p]) => p.startsWith("seed/education-content.json")).length).toBeGreaterThan(500);
    expect(all.filter(([p]) => p.startsWith("seed/content.json")).length).toBeGreaterThanOrEqual(4);
    expect(all.filter(([p]) => p.startsWith("dashboard:")).length).toBeGreaterThan(50);
    expect(all.some(([p]) => p.startsWith("reminder-texts:"))).toBe(true);
  });

  it("no Bangla string uses a word the glossary marks 'not', or breaks a form rule", () => {
    const bad = all.flatMap(([path, text]) => glossaryProblems(text).map((p) => `${path}: ${p}`));
    expect(bad).toEqual([]);
  });

  it("catches what it should, and lets the allowances through", () => {
    expect(glossaryProblems("বাদ পড়েছে")).toHaveLength(1);
    expect(glossaryProblems("{{when}}, 8:30 AM-এ")).toHaveLength(2);
    expect(glossaryProblems("সকাল ৮:৩০ AM")).toHaveLength(1);
    expect(glossaryProblems("{{n}}টি ওষুধ")).toHaveLength(1);
    expect(glossaryProblems("৯০/৬০ এর কম")).toHaveLength(1);
    expect(glossaryProblems("{{hours}}ঘ {{minutes}}মি")).toHaveLength(1);
    expect(glossaryProblems("৭ঘ")).toHaveLength(1);
    expect(glossaryProblems("লোড হচ্ছে...")).toHaveLength(1);
    expect(glossaryProblems("এখনো নেই")).toHaveLength(1);
    expect(glossaryProblems("জরুরি ওষুধ")).toHaveLength(1);
    expect(glossaryProblems("মেয়াদ: ৭ দিন")).toHaveLength(1);
    expect(glossaryProblems("আপনার জন্য তৈরি পরামর্শ")).toHaveLength(1);
    expect(glossaryProblems("রক্তের গ্লুকোজ")).toHaveLength(1);
    for (const fine of [
      "{{count}}-টি ওষুধ, ৯০/৬০-এর কম, HbA1c ৭.০%, {{value}} mmol/L",
      "দীর্ঘমেয়াদি রোগ",
      "এই লিংকের মেয়াদ শেষ হয়েছে।",
      "এগুলো চিকিৎসা-পরামর্শ নয়।",
      "ডাক্তারের পরামর্শ নিন।",
      "জরুরি অবস্থায় ৯৯৯-এ ফোন করুন।",
      "৪ থেকে ৫-টি গ্লুকোজ ট্যাবলেট",
      "Amlodipine ৫ mg, সকাল ৮:০০",
    ]) {
      expect(glossaryProblems(fine), fine).toEqual([]);
    }
  });
});
