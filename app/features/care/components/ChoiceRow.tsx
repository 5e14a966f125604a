// One choice of a few, as the segmented buttons Settings uses (44 px targets).
export function ChoiceRow<V extends string | number>(props: {
  name: string;
  legend: string;
  options: readonly V[];
  value: V;
  label: (v: V) => string;
  onChange: (v: V) => void;
}) {
  return (
    <fieldset className="segmented">
      <legend>{props.legend}</legend>
      {props.options.map((o) => (
        <label key={String(o)} className={o === props.value ? "selected" : undefined}>
          <input type="radio" name={props.name} value={String(o)} checked={o === props.value} onChange={() => props.onChange(o)} />
          {props.label(o)}
        </label>
      ))}
    </fieldset>
  );
}
