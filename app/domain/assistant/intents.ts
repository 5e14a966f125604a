// Rule: docs/rules/assistant.md, "Intents". Which question is asked, by keywords and
// patterns in English and Bangla (Bangla or Latin digits, common spellings). Safety
// (safety.ts) comes first; a question no pattern knows is "free-form" (the language
// model, when there is one). Pure.
import type { Specialty } from "../directory/rules";
import { asksForDoctor, placeIn, specialtyIn, type Place } from "./doctor-search";
import { safetyCheck, type DangerSign } from "./safety";
import { matchesAny, namePattern, normalizeQuestion } from "./text";

export type Intent =
  | { kind: "danger"; sign: DangerSign }
  | { kind: "dose-change" }
  | { kind: "medicine-use"; name: string | null }
  | { kind: "find-doctor"; specialty: Specialty | null; place: Place | null }
  | { kind: "next-dose" }
  | { kind: "missed-doses" }
  | { kind: "adherence" }
  | { kind: "appointments" }
  | { kind: "lab"; metric: string | null }
  | { kind: "blood-pressure" }
  | { kind: "glucose" }
  | { kind: "help" }
  | { kind: "free-form" };

export type IntentKind = Intent["kind"];

/** What the user has that a question may name: their medicines' and lab tests' names. */
export interface IntentContext {
  medicineNames: readonly string[];
  labMetrics: readonly string[];
}

const P = {
  medicineUse: [
    /\bwhat('?s| is| are)? .*\b(used )?for\b/,
    /\bwhat does .* do\b/,
    /\bused for\b/,
    /\bwhy (do|am|should) i tak/,
    /(কিসের|কীসের|কিসে|কী|কি) (ওষুধ|জন্য|কাজ)/,
    /কাজ (কী|কি)/,
    /কেন খাই/,
  ],
  nextDose: [
    /\bnext (dose|medicine|medication|pill|tablet|reminder)/,
    /\bwhen (is|do|should|will|must) (i|my)\b.*\b(dose|medicine|medication|pill|tablet|take)/,
    /\bwhat (do i|should i|to) take next/,
    /(পরের|পরবর্তী) (ডোজ|ওষুধ)/,
    /(ওষুধ|ডোজ) কখন/,
    /কখন (ওষুধ|ডোজ)/,
    /কখন খাব/,
  ],
  missed: [/\bmiss(ed|ing)?\b/, /\bforgot/, /মিস/, /ভুলে গেছি/],
  adherence: [
    /\badherence/,
    /\bcomplian/,
    /\bhow (well|regularly|often) (have|do|am) i/,
    /\bon[- ]time rate/,
    /\bmy rate/,
    /\bregular(ly)?\b/,
    /নিয়মিত/,
    /খাওয়ার হার/,
  ],
  appointments: [/\bappointment/, /অ্যাপয়েন্টমেন্ট/, /এপয়েন্টমেন্ট/, /অ্যাপোয়েন্টমেন্ট/],
  // "See a doctor" is an appointment only when no specialty or place makes it a search.
  doctorVisit: [/\bdoctor'?s? visit/, /\bvisit(ing)? (the |my )?doctor/, /\bsee (the |my )?doctor/, /ডাক্তার দেখা/],
  lab: [
    /\blabs?\b/,
    /\btest results?/,
    /\breports?\b/,
    /\b(hba1c|a1c|cholesterol|ldl|hdl|tsh|creatinine|ha?emoglobin|inr|triglycerides?|uric acid|sgpt|alt|vitamin d)\b/,
    /ল্যাব/,
    /টেস্ট/,
    /রিপোর্ট/,
    /পরীক্ষা/,
    /কোলেস্টেরল/,
    /হিমোগ্লোবিন/,
    /ক্রিয়েটিনিন/,
  ],
  bp: [/\bblood pressure/, /\bbp\b/, /\bpressure\b/, /রক্তচাপ/, /প্রেশার/, /প্রেসার/],
  glucose: [/\bglucose/, /\bsugar/, /\bdiabet/, /শর্করা/, /সুগার/, /ডায়াবেটিস/, /গ্লুকোজ/],
  help: [
    /^(hi|hello|hey|help|salam|assalamu ?alaikum)\b/,
    /\bwhat can you do/,
    /\bhow can you help/,
    /সাহায্য/,
    /কী করতে পার/,
    /কি করতে পার/,
    /^(হ্যালো|সালাম|আসসালামু)/,
  ],
} as const;

// Bangla names of lab tests people ask about, to the words on a report.
const LAB_WORDS_BN: Record<string, RegExp> = {
  কোলেস্টেরল: /cholesterol/,
  হিমোগ্লোবিন: /ha?emoglobin|hb\b/,
  ক্রিয়েটিনিন: /creatinine/,
  থাইরয়েড: /tsh|thyroid|t3|t4/,
};

/** The lab test the question names: one of the user's (as printed on their report), or null. */
function labMetricIn(text: string, metrics: readonly string[]): string | null {
  const byLength = [...metrics].sort((a, b) => b.length - a.length);
  const named = byLength.find((m) => namePattern(m).test(text));
  if (named) return named;
  for (const [bn, re] of Object.entries(LAB_WORDS_BN)) if (text.includes(bn)) return byLength.find((m) => re.test(m.toLowerCase())) ?? null;
  const word = text.match(/\b(hba1c|a1c|cholesterol|ldl|hdl|tsh|creatinine|ha?emoglobin|inr|triglycerides?|uric acid|sgpt|vitamin d)\b/)?.[1];
  if (word) return byLength.find((m) => m.toLowerCase().includes(word)) ?? word;
  return null;
}

/** The user's medicine a question names (by its first word: "Napa" of "Napa 500 mg"), or null. */
export function medicineNamed(text: string, names: readonly string[]): string | null {
  const t = normalizeQuestion(text);
  const byLength = [...names].sort((a, b) => b.length - a.length);
  return (
    byLength.find((n) => namePattern(n).test(t)) ??
    byLength.find((n) => {
      const first = n.trim().split(/\s+/)[0] ?? "";
      return first.length >= 3 && namePattern(first).test(t);
    }) ??
    null
  );
}

/** The intent of a question, safety first. */
export function detectIntent(question: string, ctx: IntentContext): Intent {
  const safety = safetyCheck(question);
  if (safety?.kind === "danger") return { kind: "danger", sign: safety.sign };
  if (safety) return { kind: "dose-change" };
  const t = normalizeQuestion(question);
  if (!t) return { kind: "help" };

  if (matchesAny(t, P.medicineUse)) {
    const name = medicineNamed(t, ctx.medicineNames);
    // "What is my blood pressure?" names no medicine: the readings below answer it.
    if (name || !matchesAny(t, [...P.bp, ...P.glucose, ...P.lab, ...P.appointments])) return { kind: "medicine-use", name };
  }
  if (matchesAny(t, P.appointments)) return { kind: "appointments" };
  const specialty = specialtyIn(t);
  const place = specialty || asksForDoctor(t) ? placeIn(t) : null;
  if (specialty || place) return { kind: "find-doctor", specialty, place };
  if (matchesAny(t, P.doctorVisit)) return { kind: "appointments" };
  if (matchesAny(t, P.nextDose)) return { kind: "next-dose" };
  if (matchesAny(t, P.missed)) return { kind: "missed-doses" };
  if (matchesAny(t, P.adherence)) return { kind: "adherence" };
  const metric = labMetricIn(t, ctx.labMetrics);
  if (matchesAny(t, P.lab) || metric) return { kind: "lab", metric };
  if (matchesAny(t, P.bp)) return { kind: "blood-pressure" };
  if (matchesAny(t, P.glucose)) return { kind: "glucose" };
  if (matchesAny(t, P.help)) return { kind: "help" };
  return { kind: "free-form" };
}
