// Reads the OCR text of a Bangladeshi paper prescription into medicines: name (matched
// to the bundled list when close enough), form, strength, the '1+0+1' notation and what
// it implies, before/after meal and how long. Pure: the scan screen and the OCR bench
// (scripts/bench-ocr.mjs) both call it on tesseract's text.
// OCR text is noisy: '1' comes back as 'l' or 'I', '0' as 'o', '+' as 't' or '4', Bangla
// digits as themselves, and the layout's columns as separate lines, so every reader
// below accepts those slips and a medicine's details may sit on the lines after its name.
// A dose, meal timing or length read through a slip (not as printed cleanly) is marked
// uncertain, so the review asks the user to check it against the paper: a wrong
// frequency becomes a wrong reminder.
import { BD_MEDICINES, type BdMedicine } from "./bd-medicines";
import { DEFAULT_MEAL_TIMES, parseDosageNotation, type MealTimes } from "../medicines/dosage-notation";
import type { MedicineFrequency } from "../doses/rules";
import { toAsciiDigits } from "../doses/time";
import { SCHEDULE_LIMITS } from "../doses/schedule-pattern";

export type MedicineForm = "tablet" | "capsule" | "syrup" | "injection" | "drops" | "cream" | "inhaler";
export type MealTiming = "before_meal" | "after_meal";
/** The details a reading can be unsure of (each has its note in the review: prescriptions.json scan.uncertain). */
export const UNCERTAIN_FIELDS = ["dosage", "timing", "duration", "steps"] as const;
export type UncertainField = (typeof UNCERTAIN_FIELDS)[number];

export interface ParsedMedicine {
  /** The name as it will be saved: the matched list name (brand as written, e.g. "Napa") when matched, else the cleaned OCR text. */
  name: string;
  /** The generic name of the matched entry, or null. */
  generic: string | null;
  /** True when `name` came from the bundled list (fuzzy match), false when it is raw OCR text. */
  matched: boolean;
  form: MedicineForm | null;
  /** "500 mg", "5 ml", "5/20 mg". */
  strength: string | null;
  /** The notation with ASCII digits and '+', e.g. "1+0+1"; fractions as written ("½+0+½", "1/2+0+1/2"). */
  dosage: string | null;
  frequency: MedicineFrequency | null;
  /** From parseDosageNotation with the meal times; for 'BD', 'OD'… the usual slots. */
  reminderTimes: string[];
  timing: MealTiming | null;
  /** Normalised English: "7 days", "2 weeks", "1 month", "continue"; a taper's whole length in days. */
  duration: string | null;
  /**
   * A taper: the dose changes after some days ('1+0+1 x 7 days, then 0+0+1 x 14 days'), two
   * or more steps in order, each its own notation and days; null for one dose throughout.
   * `dosage`, `frequency` and `reminderTimes` are then the first step's.
   */
  steps: TaperStepReading[] | null;
  /** The source line(s), for the review screen. */
  line: string;
  /** The details read through an OCR slip ('1.0.1', '101', 'plc', '৪7 days'), for the review to ask about. */
  uncertain: UncertainField[];
}

export interface MedicineMatch {
  entry: BdMedicine;
  /** 1 for an exact match (after OCR folding), lower as more edits were needed. */
  score: number;
}

// ---------------------------------------------------------------- text clean-up

/** One OCR line made comparable: one Unicode form (so both spellings of য় are equal), ASCII digits, plain dashes and spaces. */
export function cleanLine(line: string): string {
  return toAsciiDigits(line.normalize("NFC"))
    .replace(/[\u200b-\u200d\ufeff]/g, "")
    .replace(/[–−‒]/g, "-")
    .replace(/[＋]/g, "+")
    .replace(/[“”„]/g, '"')
    .replace(/[‘’`´]/g, "'")
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * A regex with Bangla in it, in the same Unicode form as cleanLine's text: 'য়' typed as
 * one code point and as 'য' + nukta must match the same way, whichever an editor saved.
 */
function bn(re: RegExp): RegExp {
  return new RegExp(re.source.normalize("NFC"), re.flags);
}

// ---------------------------------------------------------------- fuzzy name matching

/**
 * Folds the letters OCR confuses into one, on both sides of a comparison, so that
 * 'Secl0', 'SecIo' and 'Seclo' are the same word and an OCR slip costs nothing:
 * 0/o, 1/l/i/I/|, 5/s, rn/m, vv/w, cl/d. Punctuation and spaces go ('Cef-3' = 'Cef 3').
 */
export function foldForMatch(value: string): string {
  return (
    cleanLine(value)
      .toLowerCase()
      .replace(/[^\p{L}\p{M}\p{N}|!]/gu, "")
      .replace(/0/g, "o")
      .replace(/[1i|!]/g, "l")
      .replace(/5/g, "s")
      // Letter pairs after single letters, so 'CIopid' (I → l) then folds like 'Clopid'.
      .replace(/rn/g, "m")
      .replace(/vv/g, "w")
      .replace(/cl/g, "d")
  );
}

/** Optimal-string-alignment distance: Levenshtein plus one swap of neighbours ('Npaa' → 'Napa'). */
function editDistance(a: string, b: string): number {
  let before = new Uint16Array(b.length + 1);
  let prev = Uint16Array.from({ length: b.length + 1 }, (_, j) => j);
  let row = new Uint16Array(b.length + 1);
  for (let i = 1; i <= a.length; i++) {
    row[0] = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      row[j] = Math.min(prev[j] + 1, row[j - 1] + 1, prev[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) row[j] = Math.min(row[j], before[j - 2] + 1);
    }
    [before, prev, row] = [prev, row, before];
  }
  return prev[b.length];
}

/**
 * How many edits a name of this length may take and still match. Short names must be
 * exact: 'Ace' is one letter from 'Age' and 'Are', 'Napa' one from 'Nap', and a wrong
 * medicine is worse than none (the review screen shows unmatched text as it was read).
 */
function allowedEdits(length: number): number {
  if (length <= 3) return 0;
  if (length <= 6) return 1;
  if (length <= 10) return 2;
  return 3;
}

interface FoldedEntry {
  entry: BdMedicine;
  keys: string[];
}
let foldedList: FoldedEntry[] | null = null;
/** The list folded once, on first use (the list loads with the scan screen only). */
function folded(): FoldedEntry[] {
  foldedList ??= BD_MEDICINES.map((entry) => ({ entry, keys: [entry.name, ...entry.bn].map(foldForMatch) }));
  return foldedList;
}

const matches = new Map<string, MedicineMatch | null>();

/** The closest list entry to an OCR'd name, or null when nothing is close enough. */
export function matchMedicineName(raw: string): MedicineMatch | null {
  const key = foldForMatch(raw);
  if (key.length < 2) return null;
  // Every line is tried as a name, most of them several times; the answers are few.
  if (!matches.has(key)) {
    if (matches.size > 5000) matches.clear();
    matches.set(key, closestEntry(key));
  }
  return matches.get(key) ?? null;
}

function closestEntry(key: string): MedicineMatch | null {
  let best: MedicineMatch | null = null;
  let bestDistance = Infinity;
  for (const { entry, keys } of folded()) {
    for (const k of keys) {
      // The shorter of the two decides: 'Nap' is not 'Napa', however long the entry.
      const allowed = allowedEdits(Math.min(k.length, key.length));
      if (Math.abs(k.length - key.length) > allowed) continue;
      const d = editDistance(key, k);
      if (d > allowed || d >= bestDistance) continue;
      bestDistance = d;
      best = { entry, score: 1 - d / Math.max(k.length, key.length) };
    }
  }
  return best;
}

// ---------------------------------------------------------------- the details of a line

const FORM_WORDS: readonly [RegExp, MedicineForm | null][] = [
  // 'Tab' as OCR reads it: 'Tab.', 'Tah', 'Teb', '7ab', 'Tabs'; 'T.' alone is common in print.
  [/^(?:t[ae]b(?:let)?s?|tah|7ab|t|ট্যাব(?:লেট)?|ট্যা্ব|ট্যাবঃ)$/iu, "tablet"],
  [/^(?:caps?(?:ule)?s?|gap|c[ao]p|ক্যাপ(?:সুল)?)$/iu, "capsule"],
  [/^(?:sy[pr]|syrup|s[yv]p|susp(?:ension)?|সিরাপ|সাসপেনশন)$/iu, "syrup"],
  [/^(?:[il1]nj(?:ection)?|ইনজেকশন|ইঞ্জেকশন|ইনজেকশান)$/iu, "injection"],
  [/^(?:drops?|e\/d|ড্রপ)$/iu, "drops"],
  [/^(?:cream|oint(?:ment)?|gel|lotion|ক্রিম|মলম)$/iu, "cream"],
  [/^(?:inh(?:aler)?|ইনহেলার)$/iu, "inhaler"],
  // Sachets (ORS), suppositories, nebules: a medicine line, but no form the app stores.
  [/^(?:sach(?:et)?|supp|pwd|powder|nebu?|স্যাশে)$/iu, null],
];

/** Form words that are OCR slips or bare letters ('T.', 'Tah', 'Gap'): they open a medicine only when its name is on the list. */
const WEAK_FORM_WORD = /^(?:t|tah|teb|7ab|gap|cop|svp|[l1]nj)$/i;

/**
 * A list number OCR left without its dot ('3  Sach. ORS'): read the form word after it,
 * but as a weak one, since '1 tab BD' is a dose, not a medicine called 'BD'.
 */
function numberedFormPrefix(text: string): ReturnType<typeof readFormPrefix> {
  const m = /^\d{1,2}\s+/.exec(text);
  const prefix = m ? readFormPrefix(text.slice(m[0].length)) : null;
  return prefix && { ...prefix, weak: true };
}

/**
 * A list number OCR made a letter or two ('৩।' → 'ol', '২.' → 'খ.', 'ঽ'): a short first
 * word, before a form word or a name. What follows it counts only when the list knows the
 * name, as after any uncertain start.
 */
const GARBLED_LIST_NUMBER = /^(?:\p{Script=Bengali}\p{M}*|[\p{L}\d]{1,2})[.)।:,]?\s+(?=\S)/u;

/** The dosage form a line opens with ('Tab.', 'Cap', 'সিরাপ'…), and the text after it; null when it opens with none. */
function readFormPrefix(text: string): { form: MedicineForm | null; rest: string; weak: boolean } | null {
  // The word ends at a space or at punctuation, so 'Tab.Napa' (a lost space) reads too.
  const m = /^([\p{L}\p{M}\d/]+?)(?:[.:,;)-]+\s*|\s+|$)/u.exec(text);
  if (!m) return null;
  const word = m[1];
  for (const [re, form] of FORM_WORDS) {
    if (!re.test(word)) continue;
    // 'T' alone is 'Tab' only when written 'T.' and followed by a name.
    if (/^t$/i.test(word) && !/^t\./i.test(text)) return null;
    return { form, rest: text.slice(m[0].length).trim(), weak: WEAK_FORM_WORD.test(word) };
  }
  return null;
}

// A part of the notation: '1', '0', '½', '1½', '1/2', '0.5', or what OCR makes of them:
// l/I/| for 1, o/O for 0, '%' for ½ (tesseract's usual reading of the fraction glyph,
// sometimes with the glyph's 2 after it as '2' or '৫').
const PART = String.raw`(?:\d\s?\/\s?\d|\d?[½¼¾]|\d(?:\.\d)?|%[25]?|[lI|oO])`;
// '+' or '-', spaced or not, and '*' (OCR'd '+'); 't' and '4' (OCR'd '+') only unspaced.
// Not the em dash: it separates the fields of a line ('1+0+1 — after meal — 7 days').
const SEP = String.raw`(?:\s*[+*-]\s*|[tT4])`;
const SEP_SPLIT = /\s*[+*-]\s*|(?<=[^\s+*-])[tT4](?=[^\s+*-])/g;
const NOTATION = new RegExp(String.raw`(?<![\d½¼¾/.])${PART}(?:${SEP}${PART}){2,3}(?![\d½¼¾/.])`, "gu");
const OCR_PARTS: Record<string, string> = { l: "1", I: "1", "|": "1", o: "0", O: "0" };
/** A part and a separator as printed: digits and fractions, '+' or '-'. Anything else is an OCR slip mended. */
const CLEAN_PART = /^(?:\d\s?\/\s?\d|\d?[½¼¾]|\d(?:\.\d)?)$/;
const CLEAN_SEP = /^\s*[+-]\s*$/;
const BANGLA_SCRIPT = /\p{Script=Bengali}/u;
/** Parts a '+' read as '4' or 't' may stand between: with other amounts '4' is more likely a 4. */
const SMALL_PART = /^(?:[01½lI|oO%])$/;

interface FoundNotation {
  /** As written, mended: "1+0+1", "½+0+½", "20+0+16" (insulin units). */
  dosage: string;
  frequency: MedicineFrequency;
  reminderTimes: string[];
  index: number;
  /** Where the notation ends in the cleaned line (the next one is looked for after it). */
  end: number;
  /** Read through an OCR slip ('l+0+l', '14041', '1.0.1', '101'), not as cleanly printed. */
  slip: boolean;
}

/** Insulin is written in units per meal ('20+0+16 units', '১৬+০+১২ ইউনিট'): more than a tablet count allows. */
const UNIT_NOTATION = /(?<![\d/.])\d{1,2}(?:\s*[+-]\s*\d{1,2}){2,3}(?=\s*(?:units?|iu|u\b|ইউনিট))/iu;

/**
 * The parts of one notation match, mended, or null when it is not one: every separator
 * the same ('1+0+1 - 5' is a notation and a stray number; its first 3 parts are kept),
 * '4'/'t' separators only between 0, 1 and ½, a letter part not glued to a word; on a
 * Bangla line a '5' is the '১' OCR misread.
 */
function notationParts(raw: string, before: string, after: string, bangla: boolean): { parts: string[]; slip: boolean } | null {
  const parts = raw.split(SEP_SPLIT);
  const seps = raw.match(SEP_SPLIT) ?? [];
  const kind = (sep: string) => (sep.trim() === "-" ? "-" : "+");
  let count = 1;
  while (count < parts.length && kind(seps[count - 1] ?? "") === kind(seps[0] ?? "")) count++;
  if (count < 3) return null;
  const kept = parts.slice(0, count);
  if (seps.slice(0, count - 1).some((sep) => /[tT4]/.test(sep)) && !kept.every((p) => SMALL_PART.test(p.trim()))) return null;
  if (/^[lIoO]/.test(kept[0]) && /\p{L}/u.test(before)) return null;
  if (count === parts.length && /[lIoO]$/.test(kept[count - 1]) && /\p{L}/u.test(after)) return null;
  const mended = kept.map((p) =>
    p
      .replace(/\s/g, "")
      .replace(/%[25]?/, "½")
      .replace(/[lI|oO]/g, (c) => OCR_PARTS[c]),
  );
  // tesseract's Bangla model reads '১' as '5'; five tablets at one meal is no prescription.
  const read = bangla ? mended.map((p) => (p === "5" ? "1" : p)) : mended;
  const slip = kept.some((p, i) => !CLEAN_PART.test(p) || p.replace(/\s/g, "") !== read[i]) || seps.slice(0, count - 1).some((sep) => !CLEAN_SEP.test(sep));
  return { parts: read, slip };
}

// The notation with its '+' lost: dots ('1.0.1', '1. 0. 1'), spaces ('1 0 1'), nothing
// ('101', '০০১') or some of them ('1+0 1'). Only 0, 1 and ½ parts: '2 2 2' or '500' are
// more likely other numbers; never '-' between them, as in a date ('10-10-2025').
const DOTTED_NOTATION = /(?<![\d½/.])[01½](?:\s?[.·]\s?[01½]){2,3}(?![\d½/]|\.\d)/gu;
const SPACED_NOTATION = /(?<![\d½/]\s?)(?<![.+]|\d-)[01½](?:\s?\+?\s?[01½]){2,3}(?!\s?[\d½/.+])/gu;
/** Before spaced or glued digits: the start of a details line, a strength, or a field separator; never a name ('Ecosprin 100'). */
const SPACED_BEFORE = bn(/(?:^|(?:mg|ml|mcg|gm|iu|units?|মি\.?\s?গ্রা\.?|মিগ্রা)\s*|[-—|,(]\s*|\bthen|তারপরে?|এরপরে?)$/iu);
/** After them: no unit or count that makes the digits a number ('100 mg', '101°F', '100/min', '110 days'). */
const SPACED_AFTER = bn(
  /^\s*(?:mg|ml|mcg|gm?\b|kg|iu|units?|mm|%|°|\/|:|[fc]\b|b\/?min|bpm|days?|d\b|weeks?|wks?|months?|years?|y\b|tabs?|caps?|times|টি|বার|দিন|সপ্তাহ|মাস|বছর|মি)/iu,
);

/** A notation whose '+' OCR lost or made a dot, in a place only a dose can be; always a slip. */
function findLooseNotation(text: string, mealTimes: MealTimes): FoundNotation | null {
  for (const re of [DOTTED_NOTATION, SPACED_NOTATION]) {
    for (const m of text.matchAll(re)) {
      const start = m.index ?? 0;
      const after = text.slice(start + m[0].length);
      if (SPACED_AFTER.test(after)) continue;
      if (re === SPACED_NOTATION && !SPACED_BEFORE.test(text.slice(0, start).trimEnd())) continue;
      const dosage = m[0]
        .replace(/[\s.·+]/g, "")
        .split("")
        .join("+");
      const parsed = parseDosageNotation(dosage, mealTimes);
      if (parsed) return { dosage, frequency: parsed.frequency, reminderTimes: parsed.reminderTimes, index: start, end: start + m[0].length, slip: true };
    }
  }
  return null;
}

/**
 * The first dose notation of a line (OCR slips mended), checked by parseDosageNotation; null
 * when none. `loose: false` leaves out the forms without '+' ('101', '1.0.1').
 */
export function findNotation(raw: string, mealTimes: MealTimes = DEFAULT_MEAL_TIMES, loose = true): FoundNotation | null {
  const text = cleanLine(raw);
  const units = UNIT_NOTATION.exec(text);
  if (units) {
    const parts = units[0].split(/\s*[+-]\s*/);
    // Which meals get a dose, for the reminders: the amount itself is units, not tablets.
    const slots = parseDosageNotation(parts.map((p) => (Number(p) > 0 ? "1" : "0")).join("+"), mealTimes);
    if (slots) {
      return {
        dosage: parts.join("+"),
        frequency: slots.frequency,
        reminderTimes: slots.reminderTimes,
        index: units.index,
        end: units.index + units[0].length,
        slip: false,
      };
    }
  }
  for (const m of text.matchAll(NOTATION)) {
    const start = m.index ?? 0;
    const read = notationParts(m[0], text[start - 1] ?? "", text[start + m[0].length] ?? "", BANGLA_SCRIPT.test(text));
    if (!read) continue;
    const dosage = read.parts.join("+");
    const parsed = parseDosageNotation(dosage, mealTimes);
    if (parsed) return { dosage, frequency: parsed.frequency, reminderTimes: parsed.reminderTimes, index: start, end: start + m[0].length, slip: read.slip };
  }
  return loose ? findLooseNotation(text, mealTimes) : null;
}

// Frequencies written as words or Latin abbreviations, with the notation they mean for reminders.
type FrequencyWord = readonly [RegExp, MedicineFrequency, string | null];
const FREQUENCY_WORDS: readonly FrequencyWord[] = (
  [
    [/\b(?:q\.?i\.?d|q\.?d\.?s|4 times (?:a|daily|per) ?day|four times)\b|দিনে ?4 ?বার|দিনে ?চার ?বার/iu, "four-times-daily", "1+1+1+1"],
    [/\b(?:t\.?i\.?d|t\.?d\.?s|thrice daily|3 times (?:a|daily|per) ?day|three times)\b|দিনে ?3 ?বার|দিনে ?তিন ?বার|তিনবার/iu, "three-times-daily", "1+1+1"],
    [/\b(?:b\.?i\.?d|b\.?d|twice daily|2 times (?:a|daily|per) ?day|twice)\b|দিনে ?2 ?বার|দিনে ?দুই ?বার|দুইবার|দু'?বার/iu, "twice-daily", "1+0+1"],
    [/\b(?:h\.?s|at bed ?time|at night)\b|রাতে ?শোয়ার ?আগে/iu, "once-daily", "0+0+1"],
    [/\b(?:o\.?d|once daily|once a day|1 time (?:a|daily|per) ?day)\b|দিনে ?1 ?বার|দিনে ?এক ?বার|একবার/iu, "once-daily", "1+0+0"],
    [/\b(?:s\.?o\.?s|p\.?r\.?n|if needed|when needed|as needed)\b|প্রয়োজনে|প্রয়োজন হলে|দরকার হলে/iu, "as-needed", null],
  ] as FrequencyWord[]
).map(([re, frequency, notation]): FrequencyWord => [bn(re), frequency, notation]);

/** A frequency written in words ('BD', 'দিনে ২ বার', 'SOS'), with the notation its reminders follow. */
function findFrequencyWords(text: string): { frequency: MedicineFrequency; notation: string | null } | null {
  for (const [re, frequency, notation] of FREQUENCY_WORDS) if (re.test(text)) return { frequency, notation };
  return null;
}

const BEFORE_MEAL = [
  /\bbefore\s*(?:meals?|food|breakfast|lunch|dinner|eating)\b/i,
  /\bempty stomach\b/i,
  /(?:^|\s|\()a\s*\/\s*c\b/i,
  /(?:^|\s|\()a\.\s?c\./i,
  /(?:^|\s)খা\S*\s*(?:আগে|পূর্বে)/u,
  /খালি\s*পেটে/u,
].map(bn);
const AFTER_MEAL = [
  /\bafter\s*(?:meals?|food|breakfast|lunch|dinner|eating)\b/i,
  /\bwith\s*(?:meals?|food)\b/i,
  /(?:^|\s|\()p\s*\/\s*c\b/i,
  /(?:^|\s|\()p\.\s?c\./i,
  // 'খা' opens the word: 'পায়খানার পর' (after a loose stool) is no meal.
  /(?:^|\s)খা\S*\s*(?:পরে|পর)(?:$|[\s।,)])/u,
  /ভরা\s*পেটে/u,
].map(bn);

/**
 * 'a/c' and 'p/c' as OCR reads the slash in a small font: 'plc', 'p1c', 'pIc', 'p|c', 'p\c',
 * 'p!c', or not at all ('pc', 'AC', which a doctor may also write). A slash misread only
 * after a lower case 'a': 'A1c' is the diabetes test.
 */
const SLIPPED_MEAL_ABBREVIATION = /(?:^|[\s(])(?:([ap])\s?[l1I|\\!]\s?c|([AaPp])[Cc])(?=$|[\s.,;)])/;

/** Before or after meals, and whether it was read through an OCR slip. */
export function readTiming(raw: string): { timing: MealTiming; slip: boolean } | null {
  const text = cleanLine(raw);
  if (BEFORE_MEAL.some((re) => re.test(text))) return { timing: "before_meal", slip: false };
  if (AFTER_MEAL.some((re) => re.test(text))) return { timing: "after_meal", slip: false };
  const slipped = SLIPPED_MEAL_ABBREVIATION.exec(text);
  if (slipped) return { timing: /a/i.test(slipped[1] ?? slipped[2]) ? "before_meal" : "after_meal", slip: true };
  // OCR often garbles 'খাবারের' but keeps the short word after it.
  if (/(?:^|\s)আগে(?:$|[\s।,)])/u.test(text)) return { timing: "before_meal", slip: false };
  if (/(?:^|\s)পরে(?:$|[\s।,)])/u.test(text)) return { timing: "after_meal", slip: false };
  return null;
}

/** Before or after meals, in English, the Latin 'a/c' 'p/c', or Bangla ('খাবারের আগে', 'খাওয়ার পরে'). */
export function findTiming(raw: string): MealTiming | null {
  return readTiming(raw)?.timing ?? null;
}

const BANGLA_NUMBER_WORDS = new Map(
  Object.entries({ এক: 1, দুই: 2, তিন: 3, চার: 4, পাঁচ: 5, ছয়: 6, সাত: 7, দশ: 10, পনের: 15 }).map(([w, n]) => [w.normalize("NFC"), n]),
);
const DURATION_UNITS: readonly [RegExp, string][] = [
  [/^(?:days?|dys?|d|দিন)$/iu, "day"],
  [/^(?:weeks?|wks?|w|সপ্তাহ)$/iu, "week"],
  [/^(?:months?|mths?|mo|মাস)$/iu, "month"],
];
const DURATION = bn(/(?<![\d.])(\d{1,3}|এক|দুই|তিন|চার|পাঁচ|ছয়|সাত|দশ|পনের)\s*(days?|dys?|d|weeks?|wks?|w|months?|mths?|mo|দিন|সপ্তাহ|মাস)(?=$|[^\p{L}\p{M}])/iu);
const CONTINUE = bn(/\b(?:continued?|contd?|cont'd)\b|চলবে|চালিয়ে যাবেন|চলমান/iu);

/**
 * The 'x' before a length that OCR read as a Bangla digit ('x 7 days' → '৪7 days'): no
 * printed number mixes the two scripts, so the Bangla digit is the 'x', not a ten.
 */
const BANGLA_DIGIT_FOR_X = /(?<![০-৯\d])[০-৯](?=\s?\d{1,3}\s*(?:days?|weeks?|months?|দিন|সপ্তাহ|মাস)(?![\p{L}\p{M}]))/iu;

/**
 * How long, and whether it was read through an OCR slip. `source` is the line as OCR gave
 * it, when `raw` is already cleaned: only it still tells a Bangla digit from an ASCII one.
 */
export function readDuration(raw: string, source = raw): { duration: string; slip: boolean } | null {
  const text = source.normalize("NFC");
  const forX = BANGLA_DIGIT_FOR_X.test(text);
  const duration = findDuration(forX ? text.replace(BANGLA_DIGIT_FOR_X, "x ") : raw);
  if (!duration) return null;
  return { duration, slip: duration !== "continue" && (forX || ASCII_AMONG_BANGLA_DIGITS.test(text)) };
}

/**
 * An ASCII number before a Bangla unit on a line printed in Bangla digits ('১+০+১-- 5 মাস'):
 * tesseract's Bangla model reads '১' as '5', so the length is likely wrong, but which digit
 * it was cannot be told; it is kept as read, for the user to check.
 */
const ASCII_AMONG_BANGLA_DIGITS = bn(/^(?=.*[০-৯]).*(?<![০-৯\d])\d{1,3}\s*(?:দিন|সপ্তাহ|মাস)/u);

/** How long, as "7 days", "2 weeks", "1 month" or "continue"; null when the line says none. */
export function findDuration(raw: string): string | null {
  const text = cleanLine(raw);
  const m = DURATION.exec(text);
  if (m) {
    const n = BANGLA_NUMBER_WORDS.get(m[1]) ?? Number(m[1]);
    const unit = DURATION_UNITS.find(([re]) => re.test(m[2]))?.[1];
    // 'd', 'w', 'mo' alone are durations only right after 'x' ('x 7d'), else '5 d' could be anything.
    const bare = /^(?:d|w|mo)$/i.test(m[2]);
    if (unit && n > 0 && (!bare || /x\s*\d+\s*\p{L}+$/iu.test(text.slice(0, (m.index ?? 0) + m[0].length)))) {
      return `${n} ${unit}${n === 1 ? "" : "s"}`;
    }
  }
  return CONTINUE.test(text) ? "continue" : null;
}

// ---------------------------------------------------------------- a taper: the dose changes after some days

/** One step of a taper as read: its notation, how many days, and its times from the meal times. */
export interface TaperStepReading {
  dosage: string;
  days: number;
  reminderTimes: string[];
}

/** What joins one step to the next besides punctuation or a new line. */
const STEP_CONNECTOR = bn(/\bthen\b|\bfollowed by\b|\bafter that\b|তারপরে?|তার পরে?|এরপরে?|এর পরে?/iu);
/** Meal words a step may end with before the next ('x 7 days (after meal), then'). */
const STEP_MEAL_WORDS = bn(/\b(?:before|after|with)\s*(?:meals?|food)\b|খা\S*\s*(?:আগে|পরে)|(?:^|\s|\()[ap]\s*\/\s*c\b/giu);
const BANGLA_DIGITS_FOR_X = new RegExp(BANGLA_DIGIT_FOR_X.source, "giu");

/** The text between two steps (or before the first on a line of its own): punctuation, meal words and one connector at most. */
function isStepJoin(gap: string): boolean {
  return /^[\s\p{P}]*$/u.test(gap.replace(STEP_MEAL_WORDS, " ").replace(STEP_CONNECTOR, " "));
}

/**
 * How many days a step's text says ('x 7 days', '১৪ দিন', '2 weeks') and where that ends. A
 * month has no fixed number of days, so a step in months is not read (nor 'continue': a
 * taper stops after its last step).
 */
function stepLength(text: string): { days: number; end: number } | null {
  const m = DURATION.exec(text);
  if (!m) return null;
  const n = BANGLA_NUMBER_WORDS.get(m[1]) ?? Number(m[1]);
  const unit = DURATION_UNITS.find(([re]) => re.test(m[2]))?.[1];
  if (/^(?:d|w|mo)$/i.test(m[2]) && !/x\s*$/i.test(text.slice(0, m.index))) return null;
  const days = unit === "day" ? n : unit === "week" ? n * 7 : 0;
  return days >= 1 && days <= SCHEDULE_LIMITS.taperStepDaysMax ? { days, end: m.index + m[0].length } : null;
}

interface StepsRead {
  /** Each notation with its days, in order, while each is joined to the one before. */
  steps: TaperStepReading[];
  /** The line has a notation the steps could not take (no days, months, words between): not swallowed. */
  unread: boolean;
  /** The line opens with its first notation, after at most punctuation and a connector ('তারপর ০+০+১ …'). */
  opens: boolean;
  /** … and that connector is there. */
  joined: boolean;
  /** Its last step ends with 'then' or a comma: the next line goes on. */
  goesOn: boolean;
  /** A step's notation or days read through an OCR slip. */
  dosageSlip: boolean;
  durationSlip: boolean;
}

/**
 * The dose steps of one line as OCR gave it (`source`): each notation with the days after it,
 * joined by 'then', 'তারপর', 'এরপর' or only punctuation. OCR slips as elsewhere: a notation
 * with dots or spaces for '+', a Bangla digit for the 'x' before the days.
 */
function readSteps(source: string, mealTimes: MealTimes = DEFAULT_MEAL_TIMES): StepsRead {
  const nfc = source.normalize("NFC");
  const forX = nfc.replace(BANGLA_DIGITS_FOR_X, "x ");
  const text = cleanLine(forX);
  const found: FoundNotation[] = [];
  for (let at = 0; found.length <= SCHEDULE_LIMITS.taperStepsMax;) {
    while (text[at] === " ") at++;
    const n = at < text.length ? findNotation(text.slice(at), mealTimes) : null;
    if (!n) break;
    found.push({ ...n, index: at + n.index, end: at + n.end });
    at += n.end;
  }
  const steps: TaperStepReading[] = [];
  let stepsEnd = 0;
  for (const [k, n] of found.entries()) {
    if (k > 0 && !isStepJoin(text.slice(stepsEnd, n.index))) break;
    const length = stepLength(text.slice(n.end, found[k + 1]?.index ?? text.length));
    if (!length) break;
    steps.push({ dosage: n.dosage, days: length.days, reminderTimes: n.reminderTimes });
    stepsEnd = n.end + length.end;
  }
  const before = found.length ? text.slice(0, found[0].index) : "";
  const after = text.slice(stepsEnd);
  return {
    steps,
    unread: found.length > steps.length && (steps.length > 0 || found.length > 1),
    opens: found.length > 0 && isStepJoin(before),
    joined: found.length > 0 && isStepJoin(before) && STEP_CONNECTOR.test(before),
    goesOn: steps.length > 0 && steps.length === found.length && isStepJoin(after) && (STEP_CONNECTOR.test(after) || /[,;]\s*$/.test(after)),
    dosageSlip: found.slice(0, steps.length).some((n) => n.slip),
    durationSlip: steps.length > 0 && (forX !== nfc || ASCII_AMONG_BANGLA_DIGITS.test(nfc)),
  };
}

// Strength: '500 mg', '500mg', '5/20 mg', '10 mg/5 ml' (first part), '১০০ মি.গ্রা.', '40 iu'; 'rng'/'mq' are OCR'd 'mg'.
// Not the last part of a notation ('20+0+16 units' is a dose, not a strength).
const STRENGTH =
  /(?<![\d.])(?<![\d½]\s*[+-]\s*)(\d+(?:\.\d+)?(?:\s?\/\s?\d+(?:\.\d+)?)*)\s?(mcg|µg|mg|rng|mq|gm|g|ml|rnl|iu|units?|%|মি\.?\s?গ্রা\.?|মিগ্রা|এমজি|মি\.?\s?লি\.?|মিলি|গ্রাম)(?![\p{L}])/iu;
const UNIT_NAMES: readonly [RegExp, string][] = [
  [/^(?:mg|rng|mq|মি\.?\s?গ্রা\.?|মিগ্রা|এমজি)$/iu, "mg"],
  [/^(?:ml|rnl|মি\.?\s?লি\.?|মিলি)$/iu, "ml"],
  [/^(?:mcg|µg)$/iu, "mcg"],
  [/^(?:gm|g|গ্রাম)$/iu, "gm"],
  [/^(?:iu|units?)$/iu, "IU"],
  [/^%$/u, "%"],
];

/** The strength of a line as "500 mg", or null. */
export function findStrength(raw: string): { strength: string; index: number } | null {
  const m = STRENGTH.exec(cleanLine(raw));
  if (!m) return null;
  const unit = UNIT_NAMES.find(([re]) => re.test(m[2]))?.[1] ?? m[2];
  return { strength: `${m[1].replace(/\s/g, "")} ${unit}`, index: m.index };
}

// ---------------------------------------------------------------- the layout of a prescription

/** 'Rx' (and how OCR reads it: 'R/', 'Px', '℞') at the start of a line: the medicines follow. */
const RX = /^(?:r\s?[x×/]|℞|px|bx)(?=$|[\s.:,;-])[.:,;-]*\s*/i;

/** Headings after which come no medicines until the next 'Tab.'/'Rx': advice and follow-up. */
const END_OF_MEDICINES = bn(/^(?:adv(?:ice|ises?)?|follow[\s-]?up|next visit|পরামর্শ|উপদেশ|আবার আসবেন|পুনরায়)(?=$|[^\p{L}])/iu);
/** The side column's headings: complaints, findings, tests, diagnosis. */
const SIDE_SECTION = bn(
  /^(?:inv(?:estigations?)?|c\s?\/\s?c|o\s?\/\s?e|dx|diagnosis|chief complaints?|complaints?|history|test|পরীক্ষা|রোগের বিবরণ)(?=$|[^\p{L}])/iu,
);

/** OCR keeps a two-column print's halves on one line, apart by a wide gap or the column rule '|'. */
const COLUMN_GAP = /\s{3,}|(?:^|\s)[|¦](?=\s|$)/;
/** Specks and bullets OCR puts before a line ('« ', '* ', "' Rx"); not '(' or a notation's '½'/'%'. */
const LEADING_JUNK = /^[^\p{L}\p{M}\p{N}(½¼¾%]+/u;

/** Letterhead, patient and footer words; a line with one of them is never a medicine. */
const HEADER_WORDS =
  /\b(?:dr|prof|professor|mbbs|bcs|fcps|frcp|mrcp|frcs|facp|md|ms|mph|dmrd|d-?card|ccd|bmdc|regd?|registration|consultant|specialist|surgeon|physician|chamber|hospital|clinic|diagnostic|college|department|dept|phone|mobile|mob|cell|tel|hotline|e-?mail|www|visiting|serial|patient|name|age|sex|gender|weight|wt|date|signature|address|road|dhaka|chattogram|chittagong|sylhet|khulna|rajshahi)\b/i;
const HEADER_WORDS_BN = bn(
  /ডাঃ|ডা\.|ডাক্তার|অধ্যাপক|রেজি|বিএমডিসি|চেম্বার|হাসপাতাল|ক্লিনিক|মেডিকেল|রোগী|নাম|বয়স|তারিখ|লিঙ্গ|ওজন|মোবাইল|ফোন|ঠিকানা|স্বাক্ষর|সিরিয়াল|বিশেষজ্ঞ|এমবিবিএস|এফসিপিএস|কনসালট্যান্ট|কনসালটেন্ট|রোড|ঢাকা/u,
);

function isHeaderLine(text: string): boolean {
  return HEADER_WORDS.test(text) || HEADER_WORDS_BN.test(text.normalize("NFC"));
}

/** A list number at the start of a line: '1.', '2)', '৩।', 'l.', '•'. */
const LIST_NUMBER = /^(?:\(?[\dlI]{1,2}\s?[.)।:,]\s*(?![\d½])|[•*·●▪-]\s*)/u;

/** Where a line's name ends: at its strength, notation, a meal/duration phrase, a dash or a bracket. */
function nameEnd(text: string, mealTimes: MealTimes): number {
  let end = text.length;
  const cut = (i: number | undefined | null) => {
    if (i !== undefined && i !== null && i >= 0 && i < end) end = i;
  };
  cut(findStrength(text)?.index);
  cut(findNotation(text, mealTimes)?.index);
  cut(text.search(/\s[-—]+\s|-{2,}|\s[([]|\s:\s|\s(?:x|×)\s*\d/u));
  cut(text.search(/\b(?:before|after|with|for|continue|cont)\b|খা\S*\s*(?:আগে|পরে)|খালি/iu));
  return end;
}

/**
 * The words of a name region, without stray punctuation. Letters and the number OCR
 * glued to them are two words ('Esonix20' → 'Esonix 20'): the name is tried with and
 * without the number, so 'Cef3' and 'NovoMix30' still match whole.
 */
function nameTokens(region: string): string[] {
  return region
    .split(/\s+|(?<=\p{L}{3})(?=\d)/u)
    .map((t) => t.replace(/^[^\p{L}\p{M}\p{N}]+|[^\p{L}\p{M}\p{N}]+$/gu, ""))
    .filter(Boolean);
}

/** The best list match among the first 1–3 words (a longer name wins a tie: 'Napa Extra' over 'Napa'). */
function matchTokens(tokens: readonly string[]): MedicineMatch | null {
  let best: MedicineMatch | null = null;
  for (let n = 1; n <= Math.min(3, tokens.length); n++) {
    const match = matchMedicineName(tokens.slice(0, n).join(" "));
    if (match && (!best || match.score >= best.score)) best = match;
  }
  return best;
}

let numberedNames: FoldedEntry[] | null = null;
/**
 * A name ending in a number glued by OCR to the strength after it ('Cef-3200mg' is
 * 'Cef-3 200mg'): the line must start with the whole folded name. Returns the line
 * after the name, so the strength reads right.
 */
function matchGluedNumber(text: string): { match: MedicineMatch; rest: string } | null {
  numberedNames ??= folded().filter(({ entry }) => /\d$/.test(entry.name));
  const key = foldForMatch(text);
  for (const { entry, keys } of numberedNames) {
    const k = keys[0];
    if (k.length < 4 || !key.startsWith(k)) continue;
    for (let i = 1; i <= text.length; i++) {
      if (foldForMatch(text.slice(0, i)) === k) return { match: { entry, score: 1 }, rest: text.slice(i) };
    }
  }
  return null;
}

/** The OCR'd name as the user will see it when nothing matched: the words before the first number, at most 4. */
function rawName(tokens: readonly string[]): string {
  const words: string[] = [];
  for (const t of tokens) {
    if (/^[\d.,/]+$/.test(t) || words.length === 4) break;
    words.push(t);
  }
  return words.join(" ");
}

function newMedicine(name: string, match: MedicineMatch | null, form: MedicineForm | null, line: string): ParsedMedicine {
  return {
    name: match ? match.entry.name : name,
    generic: match ? match.entry.generic : null,
    matched: !!match,
    form,
    strength: null,
    dosage: null,
    frequency: null,
    reminderTimes: [],
    timing: null,
    duration: null,
    steps: null,
    line,
    uncertain: [],
  };
}

/** Marks a detail read through an OCR slip (or an unsure reading), once. */
function unsure(med: ParsedMedicine, field: UncertainField, slip = true): void {
  if (slip && !med.uncertain.includes(field)) med.uncertain.push(field);
}

/**
 * Fills the details a line gives that the medicine does not have yet. The first one
 * written wins: a later line with a notation is more often the next medicine's, read
 * out of order, than a correction.
 */
function addDetails(med: ParsedMedicine, text: string, mealTimes: MealTimes, source: string): void {
  med.strength ??= findStrength(text)?.strength ?? null;
  if (med.frequency === null) {
    const notation = findNotation(text, mealTimes);
    const words = notation ? null : findFrequencyWords(text);
    if (notation) {
      med.dosage = notation.dosage;
      med.frequency = notation.frequency;
      med.reminderTimes = notation.reminderTimes;
      unsure(med, "dosage", notation.slip);
    } else if (words) {
      med.frequency = words.frequency;
      med.reminderTimes = words.notation ? (parseDosageNotation(words.notation, mealTimes)?.reminderTimes ?? []) : [];
    }
  }
  if (med.timing === null) {
    const timing = readTiming(text);
    med.timing = timing?.timing ?? null;
    unsure(med, "timing", !!timing?.slip);
  }
  if (med.duration === null) {
    const duration = readDuration(text, source);
    med.duration = duration?.duration ?? null;
    unsure(med, "duration", !!duration?.slip);
  }
}

/** The details-only line of a medicine: it opens with a notation, a meal phrase, a duration or a frequency word. */
function opensWithDetails(text: string, mealTimes: MealTimes, loose = true): boolean {
  const n = findNotation(text, mealTimes, loose);
  if (n && n.index <= 2) return true;
  return /^(?:\(?\s*(?:x\s*\d|\d+\s*(?:days?|দিন|মাস|months?|weeks?)|before|after|খা|খালি|ভরা|continue|চলবে|দিনে|b\.?d|o\.?d|t\.?d\.?s|sos))/iu.test(text);
}

interface StartCandidate {
  name: string;
  match: MedicineMatch | null;
  form: MedicineForm | null;
  /** The line after the form word, to read its details from (the name gives none). */
  rest: string;
}

/**
 * Whether a line opens a medicine, and which. With a form word ('Tab.') any name does;
 * without one the name must match the list and the line (or the next) must carry a
 * dose, so that advice ('Take rest', 'Fasting sugar') never turns into a medicine.
 */
function readStart(text: string, next: string, mealTimes: MealTimes, allowBare: boolean): StartCandidate | null {
  const body = text.replace(LIST_NUMBER, "");
  const start = readStartOf(body, text, next, mealTimes, allowBare);
  if (start || !GARBLED_LIST_NUMBER.test(body)) return start;
  // Only a name the list knows opens a medicine after a garbled number: the form word is weak.
  const after = readStartOf(body.replace(GARBLED_LIST_NUMBER, ""), text, next, mealTimes, allowBare);
  return after?.match ? after : null;
}

/** readStart for the line's text after its list number (`body`); `text` is the whole line. */
function readStartOf(body: string, text: string, next: string, mealTimes: MealTimes, allowBare: boolean): StartCandidate | null {
  const prefix = readFormPrefix(body) ?? numberedFormPrefix(body);
  const rest = prefix ? prefix.rest : body;
  const end = nameEnd(rest, mealTimes);
  // 'then 0+0+1 x 14 days' goes on the medicine above (a taper); 'then' is no brand.
  if (STEP_CONNECTOR.test(rest.slice(0, end)) && isStepJoin(rest.slice(0, end))) return null;
  const tokens = nameTokens(rest.slice(0, end));
  if (tokens.length === 0) return null;
  const best = matchTokens(tokens);
  if (prefix) {
    const glued = best ? null : matchGluedNumber(rest);
    if (glued) return { name: glued.match.entry.name, match: glued.match, form: prefix.form, rest: glued.rest };
    const name = best ? best.entry.name : rawName(tokens);
    if (!best && (prefix.weak || !/\p{L}\p{M}*\p{L}/u.test(name))) return null;
    return { name, match: best, form: prefix.form, rest };
  }
  if (!allowBare || isHeaderLine(text)) return null;
  const hasDose = (s: string) => !!findNotation(s, mealTimes) || !!findStrength(s) || !!findFrequencyWords(s);
  // Without a form word a short name must match exactly: 'Come' is a word, not 'Comet'.
  const sure = best && (best.score === 1 || foldForMatch(best.entry.name).length > 5);
  if (best && sure && tokens.length <= 6 && (hasDose(rest) || opensWithDetails(next, mealTimes))) {
    return { name: best.entry.name, match: best, form: null, rest };
  }
  // An unknown brand without 'Tab.': Latin words, then a notation on the same line.
  const notation = findNotation(rest, mealTimes);
  if (!best && notation && notation.index > 0 && /^\p{Script=Latin}{3,}/u.test(tokens[0]) && tokens.length <= 5) {
    return { name: rawName(tokens), match: null, form: null, rest };
  }
  return null;
}

/** The generic under its brand ('(Paracetamol)') is part of the medicine above, not a second one. */
function isGenericOf(start: StartCandidate, current: ParsedMedicine | null, text: string): boolean {
  if (!current || !start.match || start.form) return false;
  return /^\s*[([]/.test(text) || (current.generic !== null && start.match.entry.generic === current.generic);
}

/**
 * Which medicine a details line belongs to: the current one, unless it already has its
 * dose and this line brings another while one of the two before it has none. OCR of a
 * two-column print sometimes puts a medicine's instruction line after the next medicine.
 */
function detailsOwner(medicines: ParsedMedicine[], current: ParsedMedicine, line: string, mealTimes: MealTimes): ParsedMedicine {
  if (current.frequency === null || !findNotation(line, mealTimes)) return current;
  const at = medicines.indexOf(current);
  for (let i = at - 1; i >= Math.max(0, at - 2); i--) if (medicines[i].frequency === null) return medicines[i];
  return current;
}

/** A medicine's taper while its lines are read: the steps so far, and whether its last line asked for more. */
interface Course {
  med: ParsedMedicine;
  steps: TaperStepReading[];
  goesOn: boolean;
}

/**
 * The steps of the line that gave a medicine its notation, when the first of them is that
 * notation with its days: a course the next line may go on. A second notation the steps
 * could not take (no days, a month, words between) is marked for the review, not swallowed.
 */
function startCourse(med: ParsedMedicine, source: string, mealTimes: MealTimes): Course | null {
  const read = readSteps(source, mealTimes);
  unsure(med, "steps", read.unread);
  if (!read.steps.length || read.steps[0].dosage !== med.dosage) return null;
  unsure(med, "dosage", read.dosageSlip);
  unsure(med, "duration", read.steps.length > 1 && read.durationSlip);
  return { med, steps: read.steps, goesOn: read.goesOn };
}

/**
 * Whether the line right under a course goes on it ('তারপর ০+০+১ ১৪ দিন', or the next step
 * alone): then its steps join. Joined by nothing but the new line it may be the next
 * medicine's dose whose name OCR lost, so the review asks to check; a line that opens with
 * a notation but gives no step (no days, 'continue') is marked too and read as before.
 */
function goesOnCourse(course: Course, medicines: ParsedMedicine[], line: string, source: string, mealTimes: MealTimes): boolean {
  const { med } = course;
  const read = readSteps(source, mealTimes);
  if (!read.opens) return false;
  const joined = read.joined || course.goesOn;
  if (!joined && detailsOwner(medicines, med, line, mealTimes) !== med) return false;
  if (!read.steps.length || read.unread || course.steps.length + read.steps.length > SCHEDULE_LIMITS.taperStepsMax) {
    unsure(med, "steps");
    return false;
  }
  course.steps.push(...read.steps);
  course.goesOn = read.goesOn;
  unsure(med, "steps", !joined);
  unsure(med, "dosage", read.dosageSlip);
  unsure(med, "duration", read.durationSlip);
  addDetails(med, line, mealTimes, source);
  med.line += `\n${source}`;
  return true;
}

/** A course of two or more steps is the medicine's taper; its length is the steps' days together. */
function endCourse(course: Course | null): void {
  if (!course || course.steps.length < 2) return;
  course.med.steps = course.steps;
  course.med.duration = `${course.steps.reduce((sum, s) => sum + s.days, 0)} days`;
}

/**
 * The medicines of a prescription's OCR text. Lines before 'Rx' (when there is one)
 * are the letterhead and the patient; after it each medicine opens with a form word or
 * a listed name, and the lines below it until the next one give its details.
 */
export function parsePrescriptionText(text: string, mealTimes: MealTimes = DEFAULT_MEAL_TIMES): ParsedMedicine[] {
  const sources = text
    .split(/\r?\n/)
    .flatMap((line) => line.split(COLUMN_GAP))
    .map((line) => line.trim());
  const lines = sources.map((line) => cleanLine(line).replace(LEADING_JUNK, ""));
  const rxAt = lines.findIndex((l) => RX.test(l));
  const medicines: ParsedMedicine[] = [];
  let current: ParsedMedicine | null = null;
  // The taper being read: only the line right under its last step may go on it.
  let course: Course | null = null;
  const closeCourse = () => {
    endCourse(course);
    course = null;
  };
  let inMedicines = true;
  for (let i = rxAt >= 0 ? rxAt : 0; i < lines.length; i++) {
    let line = lines[i];
    if (!line) continue;
    if (RX.test(line)) {
      line = line.replace(RX, "");
      inMedicines = true;
      current = null;
      closeCourse();
      if (!line) continue;
    }
    const body = line.replace(LIST_NUMBER, "");
    if (END_OF_MEDICINES.test(body) || SIDE_SECTION.test(body)) {
      inMedicines = false;
      // Advice and follow-up lines hold durations and 'twice a day' of their own; the
      // side column's headings sit between a medicine and its details on two-column prints.
      if (END_OF_MEDICINES.test(body)) current = null;
      closeCourse();
      continue;
    }
    const start = readStart(line, lines[i + 1] ?? "", mealTimes, inMedicines);
    if (start && !isGenericOf(start, current, line)) {
      inMedicines = true;
      current = newMedicine(start.name, start.match, start.form, sources[i]);
      medicines.push(current);
      closeCourse();
      addDetails(current, start.rest, mealTimes, sources[i]);
      if (current.dosage !== null) course = startCourse(current, sources[i], mealTimes);
      continue;
    }
    if (!current) continue;
    // A house number ('101 Green Road') is no dose: only a notation with '+' keeps a header-like line.
    if (isHeaderLine(line) && !opensWithDetails(line, mealTimes, false)) {
      current = null;
      closeCourse();
      continue;
    }
    if (course && goesOnCourse(course, medicines, line, sources[i], mealTimes)) continue;
    closeCourse();
    const target = detailsOwner(medicines, current, line, mealTimes);
    const hadDose = target.dosage !== null;
    // Only lines that told something join the medicine's source shown on the review screen.
    const before = JSON.stringify(target);
    addDetails(target, line, mealTimes, sources[i]);
    if (JSON.stringify(target) !== before) target.line += `\n${sources[i]}`;
    if (!hadDose && target.dosage !== null && target === current) course = startCourse(target, sources[i], mealTimes);
  }
  closeCourse();
  return medicines;
}
