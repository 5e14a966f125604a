// The medicine form's optional image: pick a JPEG, PNG or WebP (at most 2 MB), see it
// at once, or remove the saved one. The file is only uploaded when the form is saved
// (the medicine must be on the server first); offline the picker says it needs the
// internet, since the image lives on the server (R2). A `.client` module loaded after
// hydration (MedicineForm): a file picked before then could not reach the form anyway, and
// the form's page stays within its script budget.
import { useEffect, useId, useState, type ChangeEvent } from "react";
import { useTranslation } from "react-i18next";
import { formatNumber } from "~/platform/i18n/format";
import { MEDICINE_IMAGE_MAX_BYTES } from "~/domain/medicines/limits";
import { useOnline } from "~/platform/device/online";
import { imageProblem, MEDICINE_IMAGE_ACCEPT } from "./medicine-image-upload";
import type { ImageChoice } from "./image-choice";

interface Props {
  savedUrl: string | null;
  name: string;
  value: ImageChoice;
  onChange: (value: ImageChoice) => void;
}

export function MedicineImageField({ savedUrl, name, value, onChange }: Props) {
  const { t, i18n } = useTranslation("medicine-form");
  const id = useId();
  const online = useOnline();
  const [error, setError] = useState<string | null>(null);
  // The picked file's own URL, made when it is picked (as AvatarPicker's); shown while it is the chosen file.
  const [preview, setPreview] = useState<{ file: File; url: string } | null>(null);
  const size = formatNumber(MEDICINE_IMAGE_MAX_BYTES / 1024 / 1024, i18n.language);

  // Let go of its URL once another file (or none) is chosen, or the form is left.
  useEffect(() => {
    if (!preview || preview.file !== value.file) return;
    return () => URL.revokeObjectURL(preview.url);
  }, [preview, value.file]);

  const onPick = (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = ""; // choosing the same file again still fires a change
    if (!file) return;
    const problem = imageProblem(file);
    setError(problem && t(`medicine-form:image.errors.${problem}`, { size }));
    if (problem) return;
    setPreview({ file, url: URL.createObjectURL(file) });
    onChange({ file, removed: false });
  };

  const shown = preview && preview.file === value.file ? preview.url : value.removed ? null : savedUrl;
  const describedBy = [`${id}-hint`, !online && `${id}-offline`, error && `${id}-err`].filter(Boolean).join(" ");
  return (
    <div className="field">
      <span className="field-label">{t("medicine-form:image.label")}</span>
      <div className="image-field">
        {shown && (
          <img className="medicine-image-thumb" src={shown} alt={t("medicine-form:image.alt", { name: name || t("medicine-form:image.thisMedicine") })} />
        )}
        <div className="image-field-actions">
          <label className={`button button-secondary file-button${online ? "" : " disabled"}`} htmlFor={id}>
            {shown ? t("medicine-form:image.change") : t("medicine-form:image.choose")}
            <input id={id} type="file" accept={MEDICINE_IMAGE_ACCEPT} onChange={onPick} disabled={!online} aria-describedby={describedBy} />
          </label>
          {shown && (
            <button type="button" className="button button-secondary" onClick={() => onChange({ file: null, removed: savedUrl !== null })}>
              {t("medicine-form:image.remove")}
            </button>
          )}
        </div>
      </div>
      <p id={`${id}-hint`} className="field-hint">
        {t("medicine-form:image.hint", { size })}
      </p>
      {!online && (
        <p id={`${id}-offline`} className="field-hint" role="status">
          {t("medicine-form:image.offline")}
        </p>
      )}
      {error && (
        <p id={`${id}-err`} className="field-error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
