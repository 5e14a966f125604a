// How the assistant reads a question: lower case, Bangla digits as ASCII, punctuation
// (the দাঁড়ি too) as spaces, so "When is my next dose?" and "পরের ডোজ কখন।" match plainly.
import { toAsciiDigits } from "../bangla/digits";

export function normalizeQuestion(text: string): string {
  return toAsciiDigits(text)
    .toLowerCase()
    .replace(/[’‘`]/g, "'")
    .replace(/[?!.,;:()"“”।॥]/g, " ")
    .replace(/\s+/g, " ")
    .trim();
}

/** Any of the patterns matches the normalized text (English ones use \b, Bangla ones plain substrings). */
export const matchesAny = (text: string, patterns: readonly RegExp[]) => patterns.some((p) => p.test(text));

/** A plain name (a medicine, a place) as a whole-word pattern for Latin text, a substring for Bangla (suffixes such as -এ, -র attach). */
export function namePattern(name: string): RegExp {
  const escaped = name.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return /[a-z0-9]/.test(name.toLowerCase()) ? new RegExp(`(^|[^a-z0-9])${escaped}($|[^a-z0-9])`) : new RegExp(escaped);
}

// Spelling folds for the danger signs (safety.ts): Bangla letters people write for one
// another (ী/ি, ূ/ু, শ/ষ/স, ণ/ন, ড়/র, য়/য, ঔ/ও, ্যা/্য, চন্দ্রবিন্দু), and Banglish habits (sh/s,
// an h after a consonant, v/b, ee/i, oo/u, doubled letters). The word tables are folded the
// same way, so "ব্যাথা", "ব্যথা", "bytha" and "byatha" each need writing once.
const BANGLA_FOLDS: [RegExp, string][] = [
  [/\u200c|\u200d|[\u0981\u0983]/g, ""],
  [/\u09a1\u09bc/g, "র"],
  [/\u09a2\u09bc/g, "র"],
  [/\u09bc/g, ""],
  [/ী/g, "ি"],
  [/ূ/g, "ু"],
  [/ঈ/g, "ই"],
  [/ঊ/g, "উ"],
  [/ৌ/g, "ো"],
  [/ঔ/g, "ও"],
  [/[শষ]/g, "স"],
  [/ণ/g, "ন"],
  [/ৎ/g, "ত"],
  [/ং/g, "ঙ"],
  [/্যা/g, "্য"],
];
const LATIN_FOLDS: [RegExp, string][] = [
  [/sh/g, "s"],
  [/([bcdgjkpt])h/g, "$1"],
  [/v/g, "b"],
  [/z/g, "j"],
  [/q/g, "k"],
  [/ck/g, "k"],
  [/ee/g, "i"],
  [/oo/g, "u"],
  [/([a-z])\1+/g, "$1"],
];

/**
 * The question as the danger tables read it: lower case, Latin digits (a decimal point
 * kept between digits), every other sign a space, then the spelling folds above.
 */
export function foldForMatching(text: string): string {
  let t = toAsciiDigits(text.normalize("NFC"))
    .toLowerCase()
    .replace(/['’‘`]/g, "")
    .replace(/(\d)[.,](\d)/g, "$1\u0000$2")
    .replace(/[^a-z0-9\u0980-\u09ff\u0000\u200c\u200d]+/g, " ")
    .replace(/\u0000/g, ".");
  for (const [re, to] of BANGLA_FOLDS) t = t.replace(re, to);
  for (const [re, to] of LATIN_FOLDS) t = t.replace(re, to);
  return t.replace(/\s+/g, " ").trim();
}
