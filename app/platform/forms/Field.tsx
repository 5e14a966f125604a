// The form kit's fields (docs/forms.md): a label, one control and its translated message,
// wired for screen readers (aria-invalid, aria-describedby). Spread `field(name)` from
// useValidatedForm on them (uncontrolled: name + default value), or give value + onChange
// (controlled: what was typed before hydration reaches onChange, adopt-typed-value.ts).
import { useId, useRef, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from "react";
import { useAdoptTypedValue, type FieldChange } from "~/platform/forms/adopt-typed-value";

interface FrameProps {
  label: string;
  /** The translated message shown under the control. */
  error?: string;
  /** Marked invalid without a message of its own (the form's alert says it). */
  invalid?: boolean;
  /** The element that says what is wrong when this field shows no message (the form's alert). */
  describedBy?: string;
  /** Help under the control: a text, or elements (each with its own class). */
  hint?: ReactNode;
}

/** The label, hint and message around a control; `control` gets the ids and aria props. */
function FieldFrame({ label, error, invalid, describedBy, hint, control }: FrameProps & { control: (aria: AriaProps) => ReactNode }) {
  const id = useId();
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-err` : undefined;
  const described = [hintId, errorId ?? describedBy].filter(Boolean).join(" ") || undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {control({ id, "aria-invalid": error || invalid ? true : undefined, "aria-describedby": described })}
      {typeof hint === "string" ? (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      ) : (
        hint && <div id={hintId}>{hint}</div>
      )}
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}

interface AriaProps {
  id: string;
  "aria-invalid": true | undefined;
  "aria-describedby": string | undefined;
}

type InputProps = FrameProps &
  Omit<InputHTMLAttributes<HTMLInputElement>, "onChange"> & {
    /** Gets the input as target: at hydration it is called without a browser event. */
    onChange?: (e: FieldChange<HTMLInputElement>) => void;
  };

/** A labelled input (text, number, date, time, email, password…). */
export function Field({ label, error, invalid, describedBy, hint, ...input }: InputProps) {
  const ref = useRef<HTMLInputElement>(null);
  useAdoptTypedValue(ref, input.type === "checkbox" || input.type === "radio" ? input.checked : input.value, input.onChange);
  return <FieldFrame {...{ label, error, invalid, describedBy, hint }} control={(aria) => <input ref={ref} {...aria} {...input} />} />;
}

/** A labelled textarea. */
export function TextareaField({ label, error, invalid, describedBy, hint, ...textarea }: FrameProps & TextareaHTMLAttributes<HTMLTextAreaElement>) {
  return <FieldFrame {...{ label, error, invalid, describedBy, hint }} control={(aria) => <textarea {...aria} {...textarea} />} />;
}

/** A labelled select; its options are the children. */
export function SelectField({ label, error, invalid, describedBy, hint, ...select }: FrameProps & SelectHTMLAttributes<HTMLSelectElement>) {
  return <FieldFrame {...{ label, error, invalid, describedBy, hint }} control={(aria) => <select {...aria} {...select} />} />;
}

/** The form's first message, at its top (useValidatedForm's `summary`). */
export function FormSummary({ summary }: { summary: { id: string; text: string } | null }) {
  if (!summary) return null;
  return (
    <p role="alert" id={summary.id} className="field-error">
      {summary.text}
    </p>
  );
}
