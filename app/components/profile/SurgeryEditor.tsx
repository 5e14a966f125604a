// Past surgeries (spec 1 §5): non-blank trimmed names; add and remove.
import { useId } from "react";
import { useTranslation } from "react-i18next";

interface Props {
  surgeries: string[];
  draft: string;
  error: string | null;
  onDraft: (draft: string) => void;
  onAdd: () => void;
  onRemove: (index: number) => void;
}

export function SurgeryEditor({ surgeries, draft, error, onDraft, onAdd, onRemove }: Props) {
  const { t } = useTranslation("profile");
  const id = useId();
  return (
    <section className="stack" style={{ gap: "0.5rem" }} aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>{t("medical.surgeries")}</h2>
      <div className="entry-add">
        <div className="field">
          <label htmlFor={`${id}-name`}>{t("medical.surgeryName")}</label>
          <input
            id={`${id}-name`}
            value={draft}
            onChange={(e) => onDraft(e.target.value)}
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
        <button type="button" className="button button-secondary" onClick={onAdd}>
          {t("medical.addSurgery")}
        </button>
      </div>
      {error && (
        <p id={`${id}-err`} className="field-error">
          {error}
        </p>
      )}
      {surgeries.length ? (
        <ul className="entry-list">
          {surgeries.map((s, i) => (
            <li key={`${s}-${i}`}>
              <span>{s}</span>
              <button type="button" className="icon-button" onClick={() => onRemove(i)} aria-label={t("medical.remove", { name: s })}>
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
