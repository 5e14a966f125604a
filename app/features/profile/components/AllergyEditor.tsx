// Allergies (docs/rules/profile-and-settings.md): a non-blank trimmed name and a severity (default mild);
// add and remove.
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { ALLERGY_SEVERITIES, type Allergy, type AllergySeverity } from "~/domain/profile/rules";
import { NamedListEditor } from "./NamedListEditor";
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
  const severityId = useId();
  return (
    <NamedListEditor
      title={t("medical.allergies")}
      nameLabel={t("medical.allergyName")}
      addLabel={t("medical.addAllergy")}
      name={draft.name}
      onName={(name) => onDraft({ ...draft, name })}
      extraFields={
        <div className="field">
          <label htmlFor={severityId}>{t("medical.severity")}</label>
          <select id={severityId} value={draft.severity} onChange={(e) => onDraft({ ...draft, severity: e.target.value as AllergySeverity })}>
            {ALLERGY_SEVERITIES.map((s) => (
              <option key={s} value={s}>
                {t(`severities.${s}`)}
              </option>
            ))}
          </select>
        </div>
      }
      error={error}
      onAdd={onAdd}
      items={allergies}
      itemName={(a) => a.name}
      renderItem={(a) => (
        <>
          {a.name} <SeverityBadge severity={a.severity} />
        </>
      )}
      onRemove={onRemove}
    />
  );
}
