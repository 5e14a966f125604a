// Numbers and dates in the reader's language: Bangla digits and bn-BD formats in bn.
import type { Language } from "~/domain/settings";

const locale = (lang: string) => (lang === "bn" ? "bn-BD" : "en-GB");

export function formatNumber(value: number, lang: Language | string, options?: Intl.NumberFormatOptions) {
  return new Intl.NumberFormat(locale(lang), options).format(value);
}

export function formatDate(value: Date | string, lang: Language | string, options?: Intl.DateTimeFormatOptions) {
  const d = typeof value === "string" ? new Date(value) : value;
  return new Intl.DateTimeFormat(locale(lang), options ?? { dateStyle: "medium" }).format(d);
}
