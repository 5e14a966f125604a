// The reminder times of the medicine form: one native time input per row, rows
// added and removed with buttons (focus follows: to the new row, or after a removal
// to the row that took its place, else the Add button). Empty rows are skipped on save.
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { formatNumber } from "~/platform/i18n/format";
import { useRowFocus } from "~/platform/ui/use-row-focus";

export interface TimeRow {
  key: number;
  value: string;
}

let nextKey = 1;
/** Rows for these values, each with a new key. */
export const timeRows = (values: readonly string[]): TimeRow[] => values.map((value) => ({ key: nextKey++, value }));

interface Props {
  rows: TimeRow[];
  onChange: (rows: TimeRow[]) => void;
}

export function ReminderTimesField({ rows, onChange }: Props) {
  const { t, i18n } = useTranslation("medicine-form");
  const hintId = useId();
  const { listRef, addRef, focusAfter, focusAfterRemoval } = useRowFocus<HTMLUListElement>(rows, "data-row");

  const n = (i: number) => formatNumber(i + 1, i18n.language);

  const add = () => {
    const [row] = timeRows([""]);
    focusAfter(row.key);
    onChange([...rows, row]);
  };
  const remove = (index: number) => {
    const next = rows.filter((_, i) => i !== index);
    focusAfterRemoval(next, index);
    onChange(next);
  };

  return (
    <fieldset className="time-rows" aria-describedby={hintId}>
      <legend>{t("medicine-form:times.legend")}</legend>
      <p id={hintId} className="field-hint">
        {t("medicine-form:times.hint")}
      </p>
      {rows.length > 0 && (
        <ul ref={listRef}>
          {rows.map((row, i) => (
            <li key={row.key}>
              <input
                type="time"
                data-row={row.key}
                aria-label={t("medicine-form:times.time", { n: n(i) })}
                value={row.value}
                onChange={(e) => onChange(rows.map((r) => (r.key === row.key ? { ...r, value: e.target.value } : r)))}
              />
              <button type="button" className="icon-button" aria-label={t("medicine-form:times.remove", { n: n(i) })} onClick={() => remove(i)}>
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <button ref={addRef} type="button" className="button button-secondary" onClick={add}>
        {t("medicine-form:times.add")}
      </button>
    </fieldset>
  );
}
