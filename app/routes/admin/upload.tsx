// Upload an image or short video for content (docs/rules/admin.md, "Uploads"): the server
// decides the type from the bytes and answers the address to paste into an item.
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { SubmitButton } from "~/platform/forms/SubmitButton";
import { UPLOAD_IMAGE_MAX_BYTES, UPLOAD_IMAGE_TYPES, UPLOAD_VIDEO_MAX_BYTES, UPLOAD_VIDEO_TYPES } from "~/domain/admin/rules";
import { adminApi } from "~/features/admin/api";
import { ApiError, isNetworkError } from "~/platform/api";
import type { ScreenDeclaration } from "~/screens";

export const screen = { title: "adminUpload" } satisfies ScreenDeclaration;

const MB = 1024 * 1024;

export default function AdminUpload() {
  const { t, i18n } = useTranslation("admin");
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [done, setDone] = useState<{ path: string; type: string } | null>(null);
  const [copied, setCopied] = useState(false);
  const mb = (bytes: number) => new Intl.NumberFormat(i18n.language === "bn" ? "bn-BD" : "en").format(bytes / MB);

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const file = (e.currentTarget.elements.namedItem("file") as HTMLInputElement).files?.[0];
    setProblem(null);
    setDone(null);
    if (!file) return setProblem(t("upload.missing"));
    setBusy(true);
    try {
      setDone(await adminApi.upload(file));
      setCopied(false);
    } catch (err) {
      const code = err instanceof ApiError ? err.code : "";
      setProblem(
        code === "upload_too_large"
          ? t("upload.tooLarge")
          : code === "upload_type"
            ? t("upload.wrongType")
            : isNetworkError(err)
              ? t("errors.offline")
              : t("errors.failed"),
      );
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="stack">
      <h1>{t("upload.title")}</h1>
      <p className="muted">{t("upload.hint", { imageMb: mb(UPLOAD_IMAGE_MAX_BYTES), videoMb: mb(UPLOAD_VIDEO_MAX_BYTES) })}</p>
      <form method="post" noValidate onSubmit={(e) => void submit(e)} className="stack">
        {problem && (
          <p role="alert" className="field-error">
            {problem}
          </p>
        )}
        <div className="field">
          <label htmlFor="upload-file">{t("upload.file")}</label>
          <input id="upload-file" name="file" type="file" accept={[...UPLOAD_IMAGE_TYPES, ...UPLOAD_VIDEO_TYPES].join(",")} />
        </div>
        <SubmitButton busy={busy} label={t("upload.submit")} busyLabel={t("upload.busy")} />
      </form>
      {done && (
        <section role="status" className="stack">
          <p>{t("upload.done")}</p>
          <code data-testid="uploaded-path">{done.path}</code>
          <button
            type="button"
            className="button button-secondary button-small"
            onClick={() => void navigator.clipboard?.writeText(done.path).then(() => setCopied(true))}
          >
            {copied ? t("upload.copied") : t("upload.copy")}
          </button>
          {done.type.startsWith("image/") ? (
            <img src={done.path} alt="" style={{ maxWidth: "16rem" }} />
          ) : (
            <video src={done.path} controls style={{ maxWidth: "24rem" }} />
          )}
        </section>
      )}
    </div>
  );
}
