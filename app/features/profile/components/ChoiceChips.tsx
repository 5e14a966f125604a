// A group of chips: radios (one choice) or checkboxes (many), each with its own label.
// Controlled (value + onChange) or, on the form kit, uncontrolled (name + defaultValue);
// the chosen chip is styled by its checked input (profile.css).
import { useId } from "react";

interface Common<T extends string> {
  legend: string;
  options: readonly T[];
  render: (value: T) => string;
}
type Controlled<T extends string> =
  { multiple?: false; value: T; onChange: (v: T) => void } | { multiple: true; value: readonly T[]; onChange: (v: T[]) => void };
type Uncontrolled = { multiple?: false; name: string; defaultValue: string; value?: undefined };
type Props<T extends string> = Common<T> & (Controlled<T> | Uncontrolled);

export function ChoiceChips<T extends string>(props: Props<T>) {
  const generated = useId();
  const name = "name" in props ? props.name : generated;
  const control = (o: T) => {
    if ("defaultValue" in props) return { defaultChecked: props.defaultValue === o };
    if (props.multiple) {
      const { value, onChange } = props;
      return {
        checked: value.includes(o),
        onChange: (e: { target: { checked: boolean } }) => onChange(e.target.checked ? [...value, o] : value.filter((v) => v !== o)),
      };
    }
    const { value, onChange } = props;
    return { checked: value === o, onChange: () => onChange(o) };
  };
  return (
    <fieldset className="chips">
      <legend>{props.legend}</legend>
      {props.options.map((o) => (
        <label key={o}>
          <input type={props.multiple ? "checkbox" : "radio"} name={name} value={o} {...control(o)} />
          {props.render(o)}
        </label>
      ))}
    </fieldset>
  );
}
