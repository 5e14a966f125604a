// A group of chips: radios (one choice) or checkboxes (many), each with its own label.
import { useId } from "react";

interface Common<T extends string> {
  legend: string;
  options: readonly T[];
  render: (value: T) => string;
}
type Props<T extends string> = Common<T> &
  ({ multiple?: false; value: T; onChange: (v: T) => void } | { multiple: true; value: readonly T[]; onChange: (v: T[]) => void });

export function ChoiceChips<T extends string>(props: Props<T>) {
  const name = useId();
  const isOn = (o: T) => (props.multiple ? props.value.includes(o) : props.value === o);
  const toggle = (o: T, on: boolean) => {
    if (props.multiple) props.onChange(on ? [...props.value, o] : props.value.filter((v) => v !== o));
    else props.onChange(o);
  };
  return (
    <fieldset className="chips">
      <legend>{props.legend}</legend>
      {props.options.map((o) => (
        <label key={o} className={isOn(o) ? "selected" : undefined}>
          <input
            type={props.multiple ? "checkbox" : "radio"}
            name={name}
            value={o}
            checked={isOn(o)}
            onChange={(e) => toggle(o, e.target.checked)}
          />
          {props.render(o)}
        </label>
      ))}
    </fieldset>
  );
}
