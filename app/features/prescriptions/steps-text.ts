// A taper's steps as the patient reads them, in their language: "1+0+1 for 7 days, then
// 0+0+1 for 14 days" / "১+০+১ ৭ দিন, তারপর ০+০+১ ১৪ দিন". The review shows it and the saved
// medicine keeps it as its dosage (scan-medicines.ts). The keys name their namespace, as the
// function is not a component's: the locale check (tests/unit/locales.test.ts) reads them so.
import type { TFunction } from "i18next";
import { formatNumber } from "~/platform/i18n/format";
import type { ScanStep } from "./scan-medicines";

/** The notation with the reader's digits ('১+০+১' in Bangla). */
const localDigits = (text: string, lang: string) => text.replace(/\d/g, (d) => formatNumber(Number(d), lang));

export function stepsText(steps: readonly Pick<ScanStep, "dosage" | "days">[], t: TFunction<"prescriptions">, lang: string): string {
  return steps
    .map((s) => t("prescriptions:scan.taperStep", { dosage: localDigits(s.dosage, lang), days: formatNumber(s.days, lang), count: s.days }))
    .join(t("prescriptions:scan.taperThen"));
}
