// Avatar upload (docs/rules/profile-and-settings.md): image files only, a preview at once, the rule's
// success and error notices, and the reason under the control. The file goes to R2
// now; the URL is handed to onUploaded, which saves it through the outbox.
import { useEffect, useId, useState, type ChangeEvent } from "react";
import { useTranslation } from "react-i18next";
import { AVATAR_MAX_BYTES, AVATAR_TYPES } from "~/domain/profile/rules";
import { ApiError } from "~/platform/api";
import { uploadAvatar } from "~/features/profile/avatar-upload";
import { formatNumber } from "~/platform/i18n/format";
import { toast } from "~/platform/ui/toast";
import { ProfileAvatar } from "./ProfileAvatar";

interface Props {
  url: string | null;
  name: string;
  onUploaded: (url: string) => Promise<unknown>;
}

export function AvatarPicker({ url, name, onUploaded }: Props) {
  const { t, i18n } = useTranslation("profile");
  const id = useId();
  const [preview, setPreview] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const size = formatNumber(AVATAR_MAX_BYTES / 1024 / 1024, i18n.language);

  useEffect(() => () => void (preview && URL.revokeObjectURL(preview)), [preview]);

  const reason = (err: unknown) => {
    const code = err instanceof ApiError ? err.code : "network_error";
    const fallback = err instanceof Error ? err.message : String(err);
    return t(`avatar.errors.${code}`, { size, defaultValue: fallback });
  };

  const onPick = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    e.target.value = ""; // choosing the same file again still fires a change
    if (!file) return;
    setError(null);
    setBusy(true);
    setPreview(URL.createObjectURL(file));
    try {
      await onUploaded(await uploadAvatar(file));
      toast({ variant: "success", title: t("avatar.uploaded") });
    } catch (err) {
      setPreview(null);
      setError(reason(err));
      toast({ variant: "destructive", title: t("avatar.error"), description: reason(err) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="field">
      <span className="field-label" id={`${id}-label`}>
        <strong>{t("avatar.label")}</strong>
      </span>
      <div className="avatar-picker">
        <ProfileAvatar url={preview ?? url} name={name} alt={t("avatar.alt")} large />
        <div className="stack" style={{ gap: "0.25rem" }}>
          <label className="button button-secondary file-button" htmlFor={id}>
            {busy ? t("avatar.uploading") : url || preview ? t("avatar.change") : t("avatar.choose")}
            <input
              id={id}
              type="file"
              accept={Object.keys(AVATAR_TYPES).join(",")}
              onChange={(e) => void onPick(e)}
              disabled={busy}
              aria-describedby={`${id}-hint${error ? ` ${id}-err` : ""}`}
            />
          </label>
          <p id={`${id}-hint`} className="field-hint">
            {t("avatar.hint", { size })}
          </p>
        </div>
      </div>
      {error && (
        <p id={`${id}-err`} className="field-error" role="alert">
          {t("avatar.error")}: {error}
        </p>
      )}
    </div>
  );
}
