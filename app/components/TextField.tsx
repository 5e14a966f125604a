// A labelled input with its (translated) error underneath, wired for screen readers.
// Uncontrolled (the form kit: name + defaultValue) or controlled (value + onChange); a
// controlled one hands what was typed before hydration to its onChange (adopt-typed-value).
import { useId, useRef, type InputHTMLAttributes } from "react";
import { useAdoptTypedValue, type FieldChange } from "~/lib/adopt-typed-value";

interface Props extends Omit<InputHTMLAttributes<HTMLInputElement>, "onChange"> {
  label: string;
  error?: string;
  /** Gets the input as target: at hydration it is called without a browser event. */
  onChange?: (e: FieldChange<HTMLInputElement>) => void;
}

export function TextField({ label, error, ...input }: Props) {
  const id = useId();
  const ref = useRef<HTMLInputElement>(null);
  useAdoptTypedValue(ref, input.type === "checkbox" || input.type === "radio" ? input.checked : input.value, input.onChange);
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input ref={ref} id={id} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-err` : undefined} {...input} />
      {error && (
        <p id={`${id}-err`} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
