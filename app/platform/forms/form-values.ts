// The form kit's fields are uncontrolled: React renders their defaults (defaultValue,
// defaultChecked) and the browser owns what is typed. React never writes a value back,
// so what was typed before hydration stays, and a later default (a remembered email)
// only shows in a field nobody typed in (HTML's "dirty value" rule). The values are read
// from the form when it is submitted.
import { toAsciiDigits } from "~/domain/bangla/digits";

/** A field's value: text (inputs, textarea, select, radios), a checkbox's state, a multi-select's or checkbox group's choices. */
export type FieldValue = string | boolean | readonly string[];
export type FormValues = Record<string, FieldValue>;

/** The props that give a field its starting value without controlling it. */
export function defaultProps(value: FieldValue | undefined): { defaultChecked: boolean } | { defaultValue: string | readonly string[] } {
  return typeof value === "boolean" ? { defaultChecked: value } : { defaultValue: value ?? "" };
}

/** The part of an input, select or textarea read here. */
interface Control {
  type: string;
  value: string;
  checked?: boolean;
  selectedOptions?: ArrayLike<{ value: string }>;
}

/** One field's value from what `form.elements.namedItem(name)` answers; undefined when there is no such field. */
export function controlValue(item: unknown): FieldValue | undefined {
  if (!item || typeof item !== "object") return undefined;
  // Several controls under one name (a RadioNodeList): radios give the chosen one, checkboxes every ticked one.
  if (!("type" in item) && "length" in item) {
    const controls = Array.from(item as ArrayLike<Control>);
    if (controls.every((c) => c.type === "radio")) return controls.find((c) => c.checked)?.value ?? "";
    return controls.filter((c) => c.type !== "checkbox" || c.checked).map((c) => c.value);
  }
  const control = item as Control;
  switch (control.type) {
    case "checkbox":
      return !!control.checked;
    case "radio":
      return control.checked ? control.value : "";
    case "select-multiple":
      return Array.from(control.selectedOptions ?? [], (o) => o.value);
    case "file": // files go through their own upload components, not this kit (yet)
      return undefined;
    default:
      return typeof control.value === "string" ? control.value : undefined;
  }
}

/** The current values of the named fields of `form` (fields it does not have are left out). */
export function readFormValues(form: Pick<HTMLFormElement, "elements">, names: readonly string[]): FormValues {
  const values: FormValues = {};
  for (const name of names) {
    const value = controlValue(form.elements.namedItem(name));
    if (value !== undefined) values[name] = value;
  }
  return values;
}

/**
 * A number typed in a field, for a schema that wants a number: Bangla digits read as
 * ASCII; empty is undefined (the schema's "required" message); a plain decimal becomes
 * a number (12.5 stays 12.5 for an integer schema to refuse); anything else stays text,
 * which the schema refuses with the field's own message.
 */
export function numberInput(value: FieldValue | undefined): number | string | undefined {
  if (typeof value !== "string") return undefined;
  const text = toAsciiDigits(value.trim());
  if (text === "") return undefined;
  return /^-?\d+(\.\d+)?$/.test(text) ? Number(text) : text;
}
