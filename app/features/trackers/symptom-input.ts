// The symptom form's values as the op's schema takes them, shared by the form (components/
// SymptomForm.tsx) and the symptoms screen's route action (symptom-action.ts).
import { symptomRecordedAt } from "~/domain/trackers/symptoms";
import { numberInput, type FormValues } from "~/platform/forms/form-values";

/** The `form` field of the symptom form's post. */
export const SYMPTOM_FORM = "symptom";
/** The screen whose action takes it (the dashboard's card shows the same form). */
export const SYMPTOM_ACTION = "/tracking/symptoms";

/** The raw values (text) → the symptom_logs insert's input; the date and time read in `zone`. */
export function symptomInput(v: FormValues, zone: string) {
  return {
    symptom_type: v.symptom_type || undefined,
    severity: numberInput(v.severity),
    duration: String(v.duration ?? "").trim() || null,
    notes: String(v.notes ?? "").trim() || null,
    recorded_at: symptomRecordedAt(String(v.date ?? ""), String(v.time ?? ""), zone) ?? undefined,
  };
}
