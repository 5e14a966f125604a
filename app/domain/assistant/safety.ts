// Rule: docs/rules/assistant.md, "Safety". Checked before anything else, on the phone
// and again on the server: a danger sign gets "call 999" at once, a question about
// changing a dose gets "ask your doctor". Pure; both languages. The danger signs are the
// word tables of danger-words.ts, read from the folded question (text.ts); they err on
// the side of answering 999 (a false alarm costs a tap, a miss costs more).
import { BIG_COUNT, CLOSE_WORDS, DANGER_RULES, DANGER_SIGNS, LOW_READING_BELOW, NEAR_WORDS, WORDS, type DangerSign, type WordGroup } from "./danger-words";
import { foldForMatching, matchesAny, normalizeQuestion } from "./text";

/** The national emergency number in Bangladesh (police, fire, ambulance). */
export const EMERGENCY_NUMBER = "999";

export { DANGER_SIGNS, type DangerSign };

// Which script a character is in: a word starts where the script changes.
const scriptOf = (c: string | undefined) => (!c ? " " : /[a-z]/.test(c) ? "l" : /[\u0980-\u09ff]/.test(c) ? "b" : /[0-9.]/.test(c) ? "d" : " ");

interface Term {
  group: WordGroup;
  re: RegExp;
  whole: boolean;
}

// Every word, folded like the question, as a sticky pattern (a space in it may be missing),
// indexed by its first letter.
const TERMS = new Map<string, Term[]>();
for (const [group, words] of Object.entries(WORDS) as [WordGroup, readonly string[]][]) {
  for (const word of words) {
    const whole = word.endsWith("$");
    const folded = foldForMatching(whole ? word.slice(0, -1) : word);
    if (!folded) continue;
    const source = folded.replace(/[.*+?^${}()|[\]\\]/g, "\\$&").replace(/ /g, " ?");
    const list = TERMS.get(folded[0]) ?? [];
    list.push({ group, re: new RegExp(source, "y"), whole });
    TERMS.set(folded[0], list);
  }
}

/** The terms that match at a position of the folded text, with where each ends. */
function termsAt(text: string, at: number): { term: Term; end: number }[] {
  const out: { term: Term; end: number }[] = [];
  for (const term of TERMS.get(text[at]) ?? []) {
    term.re.lastIndex = at;
    if (term.re.test(text)) out.push({ term, end: term.re.lastIndex });
  }
  return out;
}

/** Each word group the folded text holds, with the word numbers where it appears. */
function groupsIn(text: string): Map<string, number[]> {
  const found = new Map<string, number[]>();
  const add = (group: string, word: number) => found.set(group, [...(found.get(group) ?? []), word]);
  const wordAt: number[] = [];
  for (let i = 0, w = 0; i <= text.length; i++) {
    if (text[i] === " ") w++;
    wordAt.push(w);
  }
  const starts = [...text].map((_, i) => i).filter((i) => text[i] !== " " && scriptOf(text[i]) !== scriptOf(text[i - 1]));
  const seen = new Set(starts);
  while (starts.length) {
    const at = starts.pop()!;
    for (const { term, end } of termsAt(text, at)) {
      // A whole word ends at a space, a change of script, or another word of the tables ("বিষ$" is not বিষয়).
      const glued = end < text.length && scriptOf(text[end]) === scriptOf(text[end - 1]);
      if (term.whole && glued && termsAt(text, end).length === 0) continue;
      add(term.group, wordAt[at]);
      if (glued && !seen.has(end)) {
        seen.add(end);
        starts.push(end);
      }
    }
  }
  for (const m of text.matchAll(/(?<![0-9.])([0-9]+\.[0-9]+)(?![0-9.])/g)) {
    if (Number(m[1]) < LOW_READING_BELOW) add("lowReading", wordAt[m.index]);
  }
  for (const m of text.matchAll(/(?<![0-9.])([0-9]{2})(?![0-9.])( ?[a-z\u0980-\u09ff]*)/g)) {
    const before = text.slice(0, m.index).trimEnd().split(" ").pop();
    if (Number(m[1]) >= BIG_COUNT && before !== "at" && !NOT_A_COUNT.test(m[2].trim())) add("bigCount", wordAt[m.index]);
  }
  return found;
}

// What follows a number that is not a count of tablets: a unit, a time, a span.
const NOT_A_COUNT = new RegExp(
  `^(${["mg", "mcg", "ml", "g", "gm", "unit", "units", "u", "iu", "ইউনিট", "মিলি", "টায", "tay", "tar", "din", "দিন", "day", "days", "week", "weeks", "সপ্তাহ", "year", "years", "বছর", "bocor", "am", "pm", "min", "minute", "minutes", "মিনিট", "hour", "hours", "ঘনটা", "ঘন্টা", "kg", "কেজি", "mmol", "mm"].map((w) => foldForMatching(w)).join("|")})(?![a-z])`,
);

function holds(found: Map<string, number[]>, item: string): boolean {
  if (item.startsWith("!")) return !found.has(item.slice(1));
  const [a, b] = item.split(/[+~]/);
  if (!b) return found.has(a);
  const apart = item.includes("+") ? NEAR_WORDS : CLOSE_WORDS;
  const near = found.get(b) ?? [];
  return (found.get(a) ?? []).some((i) => near.some((j) => Math.abs(i - j) <= apart));
}

/** The first danger sign the question mentions (DANGER_RULES, in DANGER_SIGNS order), or null. */
export function dangerSign(question: string): DangerSign | null {
  const found = groupsIn(foldForMatching(question));
  if (!found.size) return null;
  return DANGER_SIGNS.find((sign) => DANGER_RULES[sign].some((rule) => rule.every((item) => holds(found, item)))) ?? null;
}

// Changing a dose: stopping, skipping, doubling, more or less, switching. "When is my
// next dose" has no such verb and is not caught.
const DOSE_CHANGE: readonly RegExp[] = [
  /\b(stop|quit|skip|double|increase|decrease|reduce|lower|raise|change|halve|cut|adjust|switch)\b.*\b(dose|dosage|medicine|medication|meds|tablet|tablets|pill|pills|insulin|drug|taking)/,
  /\b(dose|dosage|medicine|medication|tablet|pill|insulin)s?\b.*\b(stop|double|increase|decrease|reduce|change|halve|more|less)\b/,
  /\b(take|have) (two|2|extra|another|more|less|half|double)\b/,
  /\b(can|should|may|do) i (stop|quit|skip|double|increase|decrease|reduce|halve|change|cut)\b/,
  /\b(stop|quit) (taking|my)\b/,
  /\bhow (much|many) .*(should|can|do) i take/,
  /ডোজ.*(বাড়া|বাড়িয়ে|কমা|কমিয়ে|বদল|পরিবর্তন|দ্বিগুণ|ডাবল)/,
  /(বাড়া|বাড়িয়ে|কমা|কমিয়ে|বদল|দ্বিগুণ|ডাবল).*ডোজ/,
  /ওষুধ.*(বন্ধ|ছেড়ে|ছাড়|বাদ দি|বাদ দে|বেশি খা|কম খা|দুইটা|দুটো|২টা)/,
  /(বন্ধ করে|ছেড়ে দি).*ওষুধ/,
  /(দুইটা|দুটো|২টা|২-টি|বেশি|কম) (ট্যাবলেট|বড়ি|ওষুধ) খা/,
];

/** The question asks to stop, skip or change a dose (the fixed answer: ask your doctor). */
export function asksDoseChange(question: string): boolean {
  return matchesAny(normalizeQuestion(question), DOSE_CHANGE);
}

export type SafetyVerdict = { kind: "danger"; sign: DangerSign } | { kind: "dose-change" } | null;

/** The safety check, in its order: danger first, then a dose change. */
export function safetyCheck(question: string): SafetyVerdict {
  const sign = dangerSign(question);
  if (sign) return { kind: "danger", sign };
  return asksDoseChange(question) ? { kind: "dose-change" } : null;
}
