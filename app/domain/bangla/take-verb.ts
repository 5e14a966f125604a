// docs/rules/bangla.md, "Take: খাওয়া or নেওয়া": Bangla eats (খাওয়া) what is swallowed, but takes (নেওয়া)
// insulin and other injections, inhalers and drops; English "take" fits both. The verb
// follows the medicine's form, its appearance shape (domain/medicines/pill-appearance.ts). A medicine
// without a shape counts as swallowed: the app draws it as a round tablet, and most
// medicines are tablets. A group of medicines that mixes the two (one reminder time,
// one dialog) uses the neutral ওষুধ নেওয়া.
import type { PillShape } from "../medicines/pill-appearance";

export const TAKE_VERBS = ["swallow", "use", "mixed"] as const;
export type TakeVerb = (typeof TAKE_VERBS)[number];

const NOT_SWALLOWED: ReadonlySet<PillShape> = new Set(["injection", "inhaler", "drops"]);

/** The verb for one medicine, from its shape (none: swallowed). */
export function takeVerbOf(shape: PillShape | null | undefined): Exclude<TakeVerb, "mixed"> {
  return shape && NOT_SWALLOWED.has(shape) ? "use" : "swallow";
}

/** The verb for several medicines at once: theirs when they agree, else mixed (none: swallowed). */
export function takeVerbFor(shapes: readonly (PillShape | null | undefined)[]): TakeVerb {
  const verbs = new Set(shapes.map(takeVerbOf));
  if (verbs.size > 1) return "mixed";
  return verbs.has("use") ? "use" : "swallow";
}

/**
 * The i18next context for a text that depends on the verb: none for swallowed (the
 * plain key, খাওয়া), "use" or "mixed" for the keys with that suffix (`dialog.taken_use`).
 */
export const takeContext = (verb: TakeVerb): string | undefined => (verb === "swallow" ? undefined : verb);
