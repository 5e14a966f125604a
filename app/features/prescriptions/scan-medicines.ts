// From a scanned prescription's medicines to what the review shows and what confirm
// saves (issue 14): each parsed medicine as an editable draft, flagged when the user
// already has it (same name, or the same generic), and the outbox ops that create the
// kept ones with their reminders, the times from the user's meal times like the '1+0+1'
// entry of the medicine form. Pure.
// A detail the parser read through an OCR slip stays marked uncertain until the user
// touches that field, so the review asks them to check it against the paper (issue 31).
import { parseDosageNotation, type MealTimes } from "~/domain/medicines/dosage-notation";
import type { MedicineFrequency } from "~/domain/doses/rules";
import type { MealTiming, ParsedMedicine, UncertainField } from "~/domain/prescriptions/parse";
import { addMedicineOps, type FormOp, type MedicineData } from "../medicines/form";

export interface MedicineDraft {
  key: string;
  name: string;
  /** The generic name the list matched, if any (for the duplicate check and the review). */
  generic: string | null;
  dosage: string;
  frequency: MedicineFrequency;
  timing: MealTiming | "";
  /** "7 days", "1 month", "continue", or empty. */
  duration: string;
  /** Reminder times 'HH:mm', from the dosage and the meal times. */
  times: string[];
  /** The prescription gave no dose the parser could read: the frequency shown is a guess to check. */
  doseUnread: boolean;
  /** Details read through an OCR slip ('1.0.1', 'plc'), not yet looked at by the user: each to check against the paper. */
  uncertain: UncertainField[];
  /** The name of the user's medicine this one repeats, or null. */
  duplicateOf: string | null;
  skip: boolean;
  /** The prescription's line(s) it was read from. */
  line: string;
}

/** A name compared loosely: lower case, no strength, letters (Latin or Bangla) only. */
export function nameKey(name: string): string {
  return name
    .toLowerCase()
    .replace(/\d+(\.\d+)?\s*(mg|ml|mcg|gm|g|iu)\b/g, " ")
    .replace(/[^a-z\u0980-\u09ff]+/g, " ")
    .trim();
}

/** The user's medicine that `name` (or its generic) repeats, or null. */
export function duplicateOf(name: string, generic: string | null, existing: readonly string[]): string | null {
  const keys = new Set([nameKey(name), generic ? nameKey(generic) : ""].filter(Boolean));
  return existing.find((e) => keys.has(nameKey(e))) ?? null;
}

/** The drafts the review opens with: duplicates flagged and skipped unless the user keeps them. */
export function draftsOf(parsed: readonly ParsedMedicine[], existing: readonly string[], newKey: () => string): MedicineDraft[] {
  return parsed.map((p) => {
    const dup = duplicateOf(p.name, p.generic, existing);
    return {
      key: newKey(),
      name: p.name,
      generic: p.generic,
      dosage: p.dosage ?? "",
      frequency: p.frequency ?? "once-daily",
      doseUnread: p.frequency === null,
      uncertain: [...p.uncertain],
      timing: p.timing ?? "",
      duration: p.duration ?? "",
      times: p.reminderTimes,
      duplicateOf: dup,
      skip: dup !== null,
      line: p.line,
    };
  });
}

/** The draft once the user changed one of its uncertain fields: they have looked at it on the paper. */
export function checked(draft: MedicineDraft, field: UncertainField): MedicineDraft {
  return draft.uncertain.includes(field) ? { ...draft, uncertain: draft.uncertain.filter((f) => f !== field) } : draft;
}

/** A draft after its dosage was edited: a valid '1+0+1' sets the frequency and the times again. */
export function withDosage(draft: MedicineDraft, dosage: string, meals: MealTimes): MedicineDraft {
  const notation = parseDosageNotation(dosage, meals);
  const edited = checked(draft, "dosage");
  return notation ? { ...edited, dosage, frequency: notation.frequency, times: notation.reminderTimes, doseUnread: false } : { ...edited, dosage };
}

/** Short-term when the prescription gives a length; long-term when it says continue or nothing. */
const categoryOf = (duration: string): MedicineData["category"] => (duration.trim() && !/^continue$/i.test(duration.trim()) ? "short-term" : "long-term");

/** The outbox ops that create every kept draft with its reminders; `timingText` is the timing as the user reads it. */
export function scanOps(drafts: readonly MedicineDraft[], newId: () => string, timingText: (t: MealTiming) => string): FormOp[] {
  return drafts
    .filter((d) => !d.skip && d.name.trim())
    .flatMap((d) => {
      const data: MedicineData = {
        name: d.name.trim(),
        dosage: d.dosage.trim() || null,
        frequency: d.frequency,
        category: categoryOf(d.duration),
        stock_quantity: null,
        duration: d.duration.trim() || null,
        notes: null,
        timing: d.timing ? timingText(d.timing) : null,
      };
      return addMedicineOps(newId(), data, d.times, false, newId);
    });
}
