// What a dosage in the notation '1+0+1' means, under the dosage field: "Morning,
// night: reminders at 8:00 AM and 9:00 PM" (times from the user's meal times).
import { useTranslation } from "react-i18next";
import type { DosageNotation } from "~/domain/medicines/dosage-notation";
import { toTime12 } from "~/domain/doses/time";
import { useTime12 } from "./use-time12";

/** "a, b and c" in the reader's language. */
export function joinList(items: string[], lang: string): string {
  return new Intl.ListFormat(lang === "bn" ? "bn-BD" : "en-GB", { style: "long", type: "conjunction" }).format(items);
}

export function useNotationText() {
  const { t, i18n } = useTranslation("medicine-form");
  const time12 = useTime12();
  return (notation: DosageNotation) => {
    const slots = notation.doses.map((d) => t(`medicine-form:notation.slots.${d.slot}`)).join(", ");
    const times = notation.reminderTimes.flatMap((v) => {
      const t12 = toTime12(v);
      return t12 ? [time12(t12)] : [];
    });
    return t("medicine-form:notation.hint", { slots: slots.charAt(0).toUpperCase() + slots.slice(1), times: joinList(times, i18n.language) });
  };
}

export function DosageNotationHint({ id, notation }: { id: string; notation: DosageNotation | null }) {
  const text = useNotationText();
  // Always rendered, so screen readers announce the hint when it appears.
  return (
    <p id={id} className="field-hint notation-hint" aria-live="polite">
      {notation ? text(notation) : ""}
    </p>
  );
}
