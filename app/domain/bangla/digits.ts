// Bangla digits typed on a Bangla keyboard read as the numbers they are.
const BANGLA_DIGITS = "০১২৩৪৫৬৭৮৯";

/** Bangla digits to ASCII, so '৮:০০' reads like '8:00' and '৪৫' like '45'. */
export function toAsciiDigits(value: string): string {
  return value.replace(/[০-৯]/g, (c) => String(BANGLA_DIGITS.indexOf(c)));
}
