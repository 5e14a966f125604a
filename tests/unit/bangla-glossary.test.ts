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
import { specialtyIn } from "~/domain/assistant/doctor-search";
import { genericUse } from "~/domain/assistant/formulary";
import { INTERACTION_TEXTS } from "~/domain/medicines/interaction-table";
import { BD_MEDICINES } from "~/domain/prescriptions/bd-medicines";
import { DAILY_TIP_TITLES } from "~/domain/education/daily-tip";
import { SPECIALTIES } from "~/domain/directory/rules";
import { REMINDER_TEXTS } from "~/domain/reminders/texts";
import { TAKE_VERBS } from "~/domain/bangla/take-verb";

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

/** The "not" column of docs/BANGLA.md (change the two together). */
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
  // Issue 27 (docs/reviews/bangla-2026-11-27.md, P1–P3): English left in, and "mark" as identify.
  { not: /ট্র্যাক/u, use: "স্বাস্থ্যের হিসাব; ঘুমের হিসাব; হিসাব রাখা", why: "tracking, tracker: English where the app has the Bangla" },
  { not: /(?<![\u0980-\u09FF])লগ(?! আউট)/u, use: "লিখুন / লেখা", why: "log (verb or noun): English; লগ আউট (log out) is the one exception" },
  { not: /এন্ট্রি/u, use: "লেখা", why: "an entry: English" },
  { not: /সেশন/u, use: "ঘুম; একটি রাতের ঘুম", why: "a (sleep) session: English" },
  { not: /আইটেম/u, use: "টি (a count), or the thing's own name", why: "item: English" },
  { not: /কনটেন্ট/u, use: "লেখা; লেখা ও তথ্য (admin)", why: "content: English" },
  { not: /ফিচার/u, use: "সুবিধা", why: "feature: English" },
  { not: /ট্যাপ/u, use: "চাপুন", why: "tap: English" },
  { not: /চিহ্নিত/u, use: "খেয়েছেন কি না জানান; marked: জানানো হয়েছে", why: "mark (a dose): চিহ্নিত করা reads as identify or point out" },
  { not: /অস্ত্রোপচার/u, use: "অপারেশন", why: "surgery: bookish; patients (and the patient summary) say অপারেশন" },
  { not: /প্রমাণীকরণ|যাচাইকরণ|ত্রুটি/u, use: "X করা যায়নি। আবার চেষ্টা করুন। / কিছু একটা সমস্যা হয়েছে", why: "error messages: machine Bangla no one says" },
  { not: /নিবন্ধ(?!ন)/u, use: "লেখা", why: "an article: one word, লেখা, on every screen (নিবন্ধন, registration, is another word)" },
  {
    not: /প্রিয়/u,
    use: "পছন্দের",
    why: "favourite: one word, পছন্দের, on every screen",
    allow: [{ phrase: /প্রিয়জন/u, why: "loved ones (education stories): not a favourite" }],
  },
  { not: /বিশেষজ্ঞতা/u, use: "কোন বিষয়ের বিশেষজ্ঞ", why: "specialty: বিশেষজ্ঞতা is a rare word" },
  { not: /দুবার/u, use: "দুইবার", why: "twice: the Bangladesh spelling" },
  { not: /বিষণ্ন/u, use: "বিষণ্ণতা", why: "depression: the standard spelling is with ণ" },
  { not: /অপরাহ্ণ/u, use: "শুভ দুপুর, from 15:00 শুভ বিকেল", why: "afternoon: radio-announcer Bangla" },
  { not: /হারপিস/u, use: "হার্পিস", why: "herpes: one spelling (the formulary had both)" },
];

/** Form rules: each a pattern the string must not contain, and the rule. */
export const FORM: { not: RegExp; rule: string }[] = [
  { not: /(?<![A-Za-z])(?:AM|PM|am|pm|a\.m\.|p\.m\.)(?![A-Za-z])/u, rule: "times read সকাল ৮:০০ / রাত ৮:০০, not a Latin AM/PM" },
  { not: /এখনো/u, rule: "এখনও, not এখনো" },
  { not: /কখনো/u, rule: "কখনও, not কখনো" },
  { not: /\.\.\./u, rule: "an ellipsis is one character: …" },
  {
    // A Bangla letter straight after a number or placeholder: a suffix without its hyphen
    // ({{n}}টি) or a clipped unit (৭ঘ ৩০মি, spelled out as ৭ ঘণ্টা ৩০ মিনিট).
    not: /(?:\}\}|[০-৯])[\u0985-\u09B9\u09CE\u09DC-\u09DF]/u,
    rule: "a suffix after a number or placeholder takes a hyphen ({{count}}-টি, ৯০/৬০-এর), a unit is spelled out after a space (৭ ঘণ্টা ৩০ মিনিট)",
  },
  { not: /(?:\}\}|[০-৯%]) এর(?![\u0980-\u09FF])/u, rule: "এর after a number or placeholder is joined with a hyphen: ১০-এর" },
];

/**
 * docs/BANGLA.md, Form: a clinical term never stands alone or first: the patient's word comes
 * first and the term follows in brackets (বাত (আর্থ্রাইটিস), ওপরের চাপ (সিস্টোলিক)).
 * These terms may only appear inside such brackets.
 */
export const CLINICAL_TERMS = [
  "সিস্টোলিক",
  "ডায়াস্টোলিক",
  "সিওপিডি",
  "আর্থ্রাইটিস",
  "ডিম্বস্ফোটন",
  "উদ্বেগ",
  "এন্ডোক্রাইনোলজিস্ট",
  "গ্যাস্ট্রোএন্টারোলজিস্ট",
  "অর্থোপেডিক",
  "হাইপারটেনশন",
] as const;
/** Clinical words patients know: these may stand alone. */
export const ALLOWED_BARE = ["ডায়াবেটিস", "অ্যালার্জি", "HbA1c", "ডোজ", "প্রেসক্রিপশন"] as const;

/** The text with every bracket that follows a word taken out: what is left is read bare. */
const outsidePatientBrackets = (text: string) => text.replace(/(?<=[\u0980-\u09FF\u200c\u200d]\s?)\([^()]*\)/gu, " ");

/**
 * docs/BANGLA.md, Take (P5): insulin, injections, inhalers and drops are taken (নেওয়া, ড্রপ দিন),
 * never eaten. Flags a non-oral word whose clause has a খাওয়া verb before any taking verb:
 * "ইনসুলিন বা … ট্যাবলেট খেলে" eats both, "ইনসুলিন নিলে বা … ট্যাবলেট খেলে" is right.
 */
const NON_ORAL = /(ইনসুলিন|ইনজেকশন|ইনহেলার|ড্রপ)/gu;
const EATEN = /(?<![\u0980-\u09FF])(খা(?!বার|লি|ওয়ার আগে|ওয়ার পরে)|খে)[\u0980-\u09FF]*/u;
const STOPS = /(?<![\u0980-\u09FF])(নি(লে|ন|য়ে|চ্ছ)|নে(ন|বেন|ওয়া)|দি(লে|ন|য়ে|চ্ছ)|দে(ন|ওয়া))/u;
export function eatsNonOral(text: string): string | null {
  for (const m of text.matchAll(NON_ORAL)) {
    const clause = text.slice(m.index! + m[0].length).split(/[।,;:?!—\n]/u)[0];
    const eat = clause.match(EATEN);
    if (!eat) continue;
    const stop = clause.match(STOPS);
    if (stop && stop.index! < eat.index!) continue;
    return `${m[0]}${clause.slice(0, eat.index! + eat[0].length)}`;
  }
  return null;
}

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
    // The arguments (a time, medicine names, a count) are the user's data: placeholders here;
    // a text that depends on the medicine's form (take-verb.ts) is read in each form.
    if (typeof v === "function")
      for (const verb of TAKE_VERBS) out.push([`reminder-texts:${k}(${verb})`, (v as (...a: string[]) => string)("{{a}}", "{{b}}", verb)]);
    else if (typeof v === "object") for (const [verb, text] of Object.entries(v)) out.push([`reminder-texts:${k}.${verb}`, text as string]);
    else out.push([`reminder-texts:${k}`, v]);
  }
  out.push(["daily-tip:title", DAILY_TIP_TITLES.bn]);
  for (const generic of new Set(BD_MEDICINES.map((m) => m.generic))) {
    const use = genericUse(generic);
    if (use) out.push([`formulary:${generic}`, use.bn]);
  }
  for (const [id, { bn }] of Object.entries(INTERACTION_TEXTS)) out.push([`interaction-table:${id}`, bn]);
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
  const bare = outsidePatientBrackets(text);
  for (const term of CLINICAL_TERMS) {
    if (bare.includes(term)) problems.push(`"${term}": a clinical term goes in brackets after the patient's word (বাত (আর্থ্রাইটিস)), never alone or first`);
  }
  const eaten = eatsNonOral(text);
  if (eaten) problems.push(`"${eaten}": insulin, injections, inhalers and drops are taken (নেওয়া, ড্রপ দিন), not eaten (খাওয়া)`);
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
    expect(all.filter(([p]) => p.startsWith("formulary:")).length).toBeGreaterThan(100);
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
    // Issue 27's rules, each able to fail.
    for (const wrong of [
      "স্বাস্থ্য ট্র্যাকিং",
      "মাসিক লগ করুন",
      "সর্বশেষ এন্ট্রি",
      "ঘুমের সেশন",
      "এই আইটেমের আইডি",
      "কনটেন্ট আপলোড",
      "উন্নত ফিচার",
      "শুনতে ট্যাপ করুন",
      "ওষুধ চিহ্নিত করুন",
      "পূর্ববর্তী অস্ত্রোপচার",
      "প্রমাণীকরণ ব্যর্থ হয়েছে",
      "যাচাইকরণ",
      "একটি অপ্রত্যাশিত ত্রুটি ঘটেছে",
      "নিবন্ধ",
      "প্রিয় ডাক্তার",
      "বিশেষজ্ঞতা",
      "একটি রোগ দুবার দেওয়া হয়েছে",
      "কখনো মোছে না",
      "বিষণ্নতা",
      "শুভ অপরাহ্ণ",
      "সিস্টোলিক",
      "সিস্টোলিক (উপরের, mmHg)",
      "আর্থ্রাইটিস (বাত)",
      "সিওপিডি (COPD)",
      "(সিওপিডি) ফুসফুসের রোগ",
      "ডিম্বস্ফোটন আনুমানিক {{date}}",
      "উদ্বেগ",
      "ইনসুলিন বা সালফোনাইলইউরিয়া খেলে নিয়মিত খান",
      "ইনসুলিন খেয়েছি",
      "ইনসুলিন বা সুগার কমানোর ট্যাবলেট খেলে সঙ্গে চিনি রাখুন",
      "চোখের ড্রপ খাওয়ার সময় হয়েছে",
      "ইনহেলার খান",
      "হারপিস",
    ]) {
      expect(glossaryProblems(wrong), wrong).toHaveLength(1);
    }
    for (const fine of [
      "লগ আউট",
      "অ্যাডমিন নিবন্ধন",
      "প্রিয়জনের সাথে",
      "ওপরের চাপ (সিস্টোলিক, mmHg)",
      "বাত (আর্থ্রাইটিস)",
      "ফুসফুসের দীর্ঘদিনের রোগ (সিওপিডি)",
      "ইনসুলিন নিলে বা সালফোনাইলইউরিয়া ট্যাবলেট খেলে নিয়মিত সময়ে খান",
      "ইনসুলিন খাবারের আগে নিন",
      "না খোলা ইনসুলিন, কিছু চোখের ড্রপ আর কিছু তরল ওষুধ ফ্রিজে রাখুন",
      "ডায়াবেটিস, অ্যালার্জি, HbA1c, ডোজ, প্রেসক্রিপশন",
    ]) {
      expect(glossaryProblems(fine), fine).toEqual([]);
    }
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

  it("allows bare only the clinical words patients know", () => {
    for (const word of ALLOWED_BARE) expect(CLINICAL_TERMS as readonly string[]).not.toContain(word);
  });

  // The glossary a writer reads and the rules this test keeps are two copies: a word
  // the glossary's "not" column adds without a rule here would pass unchecked.
  it("catches every word of docs/BANGLA.md's 'not' column", () => {
    const glossary = readFileSync(join(root, "docs", "BANGLA.md"), "utf8");
    const rows = glossary.split("\n").filter((l) => /^\|.*\|.*\|.*\|$/.test(l) && !/^\|\s*(English|---)/.test(l));
    const words = rows.flatMap((row) =>
      row
        .split("|")[3]
        .replace(/\([^()]*\)/g, "")
        .split(/[,;]/)
        .map((w) => w.replace(/[^\u0980-\u09FF\u200c\u200d …]/gu, "").trim())
        .filter(Boolean),
    );
    expect(words.length).toBeGreaterThan(30);
    // খাওয়া is wrong only with insulin, an injection, an inhaler or drops (its own check).
    const missed = words.filter((w) => glossaryProblems(w === "খাওয়া" ? "ইনসুলিন খাওয়ার সময়" : w).length === 0);
    expect(missed).toEqual([]);
  });
});

// One name per specialty (docs/BANGLA.md; docs/reviews/bangla-2026-11-27.md, P3): the search
// filter (doctors.json), the admin's form (admin.json) and the assistant (assistant.json)
// name each of the 11 specialties the same way in Bangla, and the assistant's doctor search
// (app/domain/assistant/doctor-search.ts) understands every name shown, in both languages.
describe("specialty names", () => {
  const read = (lang: string, ns: string) => JSON.parse(readFileSync(join(root, "locales", lang, `${ns}.json`), "utf8"));
  const files = (lang: string) => ({
    doctors: read(lang, "doctors").specialty as Record<string, string>,
    admin: read(lang, "admin").specialties as Record<string, string>,
    assistant: read(lang, "assistant").specialties as Record<string, string>,
  });

  it("every file names the 11 specialties, and in Bangla each has one name in all of them", () => {
    const bn = files("bn");
    for (const [file, names] of Object.entries(bn)) {
      expect(
        Object.keys(names)
          .filter((k) => k !== "any")
          .sort(),
        file,
      ).toEqual([...SPECIALTIES].sort());
    }
    for (const s of SPECIALTIES) {
      expect({ admin: bn.admin[s], assistant: bn.assistant[s] }, s).toEqual({ admin: bn.doctors[s], assistant: bn.doctors[s] });
    }
    expect(bn.doctors.general_physician).toBe("মেডিসিন বিশেষজ্ঞ");
    expect(bn.doctors.gynecologist).toBe("গাইনি ও প্রসূতি বিশেষজ্ঞ");
    expect(bn.doctors.orthopedic_surgeon).toMatch(/^হাড় ও জোড়া বিশেষজ্ঞ/u);
    expect(new Set(SPECIALTIES.map((s) => bn.doctors[s])).size).toBe(SPECIALTIES.length);
  });

  it("the assistant's doctor search understands every displayed name, English and Bangla, as that specialty", () => {
    const wrong: string[] = [];
    for (const lang of ["en", "bn"]) {
      for (const [file, names] of Object.entries(files(lang))) {
        for (const s of SPECIALTIES) {
          const found = specialtyIn(names[s]);
          if (found !== s) wrong.push(`${lang} ${file}.${s} "${names[s]}" → ${found}`);
          // As a patient asks it: in a sentence, with a place.
          const asked = specialtyIn(lang === "bn" ? `সিলেটে ${names[s]} খুঁজছি` : `a ${names[s]} in Sylhet`);
          if (asked !== s) wrong.push(`${lang} ${file}.${s} in a question → ${asked}`);
        }
      }
    }
    // The filter's old label, which patients may still type.
    if (specialtyIn("সাধারণ চিকিৎসক") !== "general_physician") wrong.push("সাধারণ চিকিৎসক");
    expect(wrong).toEqual([]);
  });
});
