// A list of named entries with add and remove (medical history, docs/rules/profile-and-settings.md): a name field
// (Enter adds), optional extra fields beside it, its error, and the list or "none added".
// The name being typed is owned by the parent, so Complete Setup can keep it even when
// Add was not pressed.
import { useId, type ReactNode } from "react";
import { useTranslation } from "react-i18next";

interface Props<T> {
  title: string;
  nameLabel: string;
  addLabel: string;
  name: string;
  onName: (name: string) => void;
  /** Fields shown between the name and Add (e.g. a severity). */
  extraFields?: ReactNode;
  error: string | null;
  onAdd: () => void;
  items: readonly T[];
  itemName: (item: T) => string;
  /** How an entry shows in the list; its name by default. */
  renderItem?: (item: T) => ReactNode;
  onRemove: (index: number) => void;
}

export function NamedListEditor<T>(props: Props<T>) {
  const { title, nameLabel, addLabel, name, onName, extraFields, error, onAdd, items, itemName, renderItem = itemName, onRemove } = props;
  const { t } = useTranslation("profile");
  const id = useId();
  return (
    <section className="stack" style={{ gap: "0.5rem" }} aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>{title}</h2>
      <div className="entry-add">
        <div className="field">
          <label htmlFor={`${id}-name`}>{nameLabel}</label>
          <input
            id={`${id}-name`}
            value={name}
            onChange={(e) => onName(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === "Enter") {
                e.preventDefault();
                onAdd();
              }
            }}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-err` : undefined}
          />
        </div>
        {extraFields}
        <button type="button" className="button button-secondary" onClick={onAdd}>
          {addLabel}
        </button>
      </div>
      {error && (
        <p id={`${id}-err`} className="field-error">
          {error}
        </p>
      )}
      {items.length ? (
        <ul className="entry-list">
          {items.map((item, i) => (
            <li key={`${itemName(item)}-${i}`}>
              <span>{renderItem(item)}</span>
              <button type="button" className="icon-button" onClick={() => onRemove(i)} aria-label={t("medical.remove", { name: itemName(item) })}>
                ×
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">{t("medical.noneAdded")}</p>
      )}
    </section>
  );
}
