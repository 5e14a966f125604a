// Allergies (spec 1 §5): a non-blank trimmed name and a severity (default mild);
// add and remove. The name being typed is owned by the parent, so Complete Setup
// can keep it even when Add was not pressed.
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { ALLERGY_SEVERITIES, type Allergy, type AllergySeverity } from "~/domain/profile";
import { SeverityBadge } from "./SeverityBadge";

interface Props {
  allergies: Allergy[];
  draft: Allergy;
  error: string | null;
  onDraft: (draft: Allergy) => void;
  onAdd: () => void;
  onRemove: (index: number) => void;
}

export function AllergyEditor({ allergies, draft, error, onDraft, onAdd, onRemove }: Props) {
  const { t } = useTranslation("profile");
  const id = useId();
  return (
    <section className="stack" style={{ gap: "0.5rem" }} aria-labelledby={`${id}-h`}>
      <h2 id={`${id}-h`}>{t("medical.allergies")}</h2>
      <div className="entry-add">
        <div className="field">
          <label htmlFor={`${id}-name`}>{t("medical.allergyName")}</label>
          <input
            id={`${id}-name`}
            value={draft.name}
            onChange={(e) => onDraft({ ...draft, name: e.target.value })}
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
        <div className="field">
          <label htmlFor={`${id}-sev`}>{t("medical.severity")}</label>
          <select id={`${id}-sev`} value={draft.severity} onChange={(e) => onDraft({ ...draft, severity: e.target.value as AllergySeverity })}>
            {ALLERGY_SEVERITIES.map((s) => (
              <option key={s} value={s}>
                {t(`severities.${s}`)}
              </option>
            ))}
          </select>
        </div>
        <button type="button" className="button button-secondary" onClick={onAdd}>
          {t("medical.addAllergy")}
        </button>
      </div>
      {error && (
        <p id={`${id}-err`} className="field-error">
          {error}
        </p>
      )}
      {allergies.length ? (
        <ul className="entry-list">
          {allergies.map((a, i) => (
            <li key={`${a.name}-${i}`}>
              <span>
                {a.name} <SeverityBadge severity={a.severity} />
              </span>
              <button type="button" className="icon-button" onClick={() => onRemove(i)} aria-label={t("medical.remove", { name: a.name })}>
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
