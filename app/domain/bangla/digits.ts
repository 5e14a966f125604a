// Bangla digits typed on a Bangla keyboard read as the numbers they are.
const BANGLA_DIGITS = "০১২৩৪৫৬৭৮৯";

/** Bangla digits to ASCII, so '৮:০০' reads like '8:00' and '৪৫' like '45'. */
export function toAsciiDigits(value: string): string {
  return value.replace(/[০-৯]/g, (c) => String(BANGLA_DIGITS.indexOf(c)));
}

/** U+2060 WORD JOINER: no line break on either side, and nothing drawn. */
const WORD_JOINER = "\u2060";

/**
 * A number's suffix kept on the number's line: Bangla joins a suffix to a number with a
 * hyphen (৩-টি, ৯০/৬০-এর: docs/BANGLA.md), and a line may break after a hyphen, so a
 * narrow card showed '৩-' on one line and 'টি' on the next. Meant for large text in narrow
 * places; the hyphen stays, so what a reader copies or hears is the same.
 */
export function keepNumberSuffixes(text: string): string {
  return text.replace(/([০-৯0-9])-(?=\S)/g, `$1-${WORD_JOINER}`);
}
