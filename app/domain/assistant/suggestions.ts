// The questions the assistant offers to tap (texts: locales/{lang}/assistant.json,
// suggestions.*): one for each thing it can answer without the language model.
export const SUGGESTIONS = ["nextDose", "missed", "adherence", "bloodPressure", "glucose", "appointments", "labs", "medicineUse", "findDoctor"] as const;
export type Suggestion = (typeof SUGGESTIONS)[number];
