// A form's messages by field, shared by the form kit (use-validated-form.ts) and the route
// actions that take forms posted before the scripts arrived (form-action.ts).

/** A message key, or a key with the values it interpolates ('Overlaps with … {start} - {end}'). */
export type FormMessage = string | { key: string; values: Record<string, unknown> };
/** Field name → its message; FORM_ERROR for a message about the whole form. */
export type FormErrors = Record<string, FormMessage>;
export const FORM_ERROR = "_";
