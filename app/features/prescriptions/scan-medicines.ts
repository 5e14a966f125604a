// From a scanned prescription's medicines to what the review shows and what confirm
// saves (issue 14): each parsed medicine as an editable draft, flagged when the user
// already has it (same name, or the same generic), and the outbox ops that create the
// kept ones with their reminders, the times from the user's meal times like the '1+0+1'
// entry of the medicine form. Pure.
// A detail the parser read through an OCR slip stays marked uncertain until the user
// touches that field, so the review asks them to check it against the paper (issue 31).
// A taper read from the paper ('1+0+1 x 7 days, then 0+0+1 x 14 days') is saved as the
// medicine's taper schedule from today, its reminders every time a step names.
import { parseDosageNotation, type MealTimes } from "~/domain/medicines/dosage-notation";
import type { MedicineFrequency } from "~/domain/doses/rules";
import { taperTimes, type MedicineSchedule } from "~/domain/doses/schedule-pattern";
import type { MealTiming, ParsedMedicine, UncertainField } from "~/domain/prescriptions/parse";
import { MEDICINE_TEXT_MAX } from "~/domain/medicines/limits";
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
  /** Reminder times 'HH:mm', from the dosage and the meal times; for a taper every time a step names. */
  times: string[];
  /** A taper's steps as read (each its notation, days and times), or null for one dose throughout. */
  steps: ScanStep[] | null;
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

export interface ScanStep {
  dosage: string;
  days: number;
  times: string[];
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
      times: p.steps ? taperTimes(p.steps.map((s) => ({ days: s.days, times: s.reminderTimes }))) : p.reminderTimes,
      steps: p.steps?.map((s) => ({ dosage: s.dosage, days: s.days, times: s.reminderTimes })) ?? null,
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

/**
 * A draft after its dosage was edited: a valid '1+0+1' sets the frequency and the times again.
 * One dosage typed over a taper is one dose throughout: the steps go (the review says so).
 */
export function withDosage(draft: MedicineDraft, dosage: string, meals: MealTimes): MedicineDraft {
  const notation = parseDosageNotation(dosage, meals);
  const edited = { ...checked(checked(draft, "dosage"), "steps"), steps: null, times: draft.steps ? draft.steps[0].times : draft.times };
  return notation ? { ...edited, dosage, frequency: notation.frequency, times: notation.reminderTimes, doseUnread: false } : { ...edited, dosage };
}

function dosageOf(d: MedicineDraft, words: ScanWords): string | null {
  const steps = d.steps && words.steps(d.steps);
  return steps && steps.length <= MEDICINE_TEXT_MAX ? steps : d.dosage.trim() || null;
}

/** Short-term when the prescription gives a length; long-term when it says continue or nothing. */
const categoryOf = (duration: string): MedicineData["category"] => (duration.trim() && !/^continue$/i.test(duration.trim()) ? "short-term" : "long-term");

/** A taper's schedule from `today` (yyyy-MM-dd in the user's zone), or null for a draft without steps. */
export function taperOf(draft: MedicineDraft, today: string): MedicineSchedule | null {
  return draft.steps ? { kind: "taper", from: today, steps: draft.steps.map((s) => ({ days: s.days, times: s.times })) } : null;
}

/** How the user reads a meal timing ("After meal") and a taper's steps ("1+0+1 for 7 days, then …"). */
export interface ScanWords {
  timing: (t: MealTiming) => string;
  steps: (steps: readonly ScanStep[]) => string;
}

/**
 * The outbox ops that create every kept draft with its reminders; `today` is the first day of
 * a taper (the user's local date). A taper's dosage is its steps in words, so the medicine
 * never shows the first step's dose for the whole course (the first step's notation when
 * the words are too long to keep).
 */
export function scanOps(drafts: readonly MedicineDraft[], newId: () => string, words: ScanWords, today: string): FormOp[] {
  return drafts
    .filter((d) => !d.skip && d.name.trim())
    .flatMap((d) => {
      // addMedicineOps copies the data into the insert whole, schedule with it (medicineInsertSchema takes it).
      const data: MedicineData & { schedule?: MedicineSchedule } = {
        name: d.name.trim(),
        dosage: dosageOf(d, words),
        frequency: d.frequency,
        category: categoryOf(d.duration),
        stock_quantity: null,
        duration: d.duration.trim() || null,
        notes: null,
        timing: d.timing ? words.timing(d.timing) : null,
      };
      const schedule = taperOf(d, today);
      if (schedule) data.schedule = schedule;
      return addMedicineOps(newId(), data, d.times, false, newId);
    });
}
