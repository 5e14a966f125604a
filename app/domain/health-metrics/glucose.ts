// Rule: docs/rules/trackers.md, "Blood glucose". What a blood sugar reading is, against
// the line for when it was measured (mmol/L): low, normal, above normal, or in the
// diabetes range. Every screen that names a reading uses these lines; the articles use
// the same low line. The reading is judged as it is shown, to one decimal (6.96 shows
// and counts as 7.0). Never a diagnosis: the screens say so. Pure.
import type { GlucoseContext } from "./rules";

/** Below this is low blood sugar (hypoglycaemia), fasting or not: 70 mg/dL (ADA level 1). */
export const GLUCOSE_LOW = 3.9;

/** From `aboveNormal` a reading is above normal; from `diabetes` it is in the diabetes range (WHO, ADA). */
export const GLUCOSE_LINES = {
  fasting: { aboveNormal: 5.6, diabetes: 7.0 },
  /** After a meal (two hours) or at a random time. */
  other: { aboveNormal: 7.8, diabetes: 11.1 },
} as const;

export const GLUCOSE_BANDS = ["low", "normal", "above-normal", "diabetes-range"] as const;
export type GlucoseBand = (typeof GLUCOSE_BANDS)[number];

export const glucoseLines = (context: GlucoseContext) => (context === "fasting" ? GLUCOSE_LINES.fasting : GLUCOSE_LINES.other);

export function glucoseBand(mmol: number, context: GlucoseContext): GlucoseBand {
  const shown = Math.round(mmol * 10) / 10;
  const lines = glucoseLines(context);
  if (shown < GLUCOSE_LOW) return "low";
  if (shown < lines.aboveNormal) return "normal";
  if (shown < lines.diabetes) return "above-normal";
  return "diabetes-range";
}
