// How the assistant reads a question: lower case, Bangla digits as ASCII, punctuation
// (the দাঁড়ি too) as spaces, so "When is my next dose?" and "পরের ডোজ কখন।" match plainly.
import { toAsciiDigits } from "../digits";

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
