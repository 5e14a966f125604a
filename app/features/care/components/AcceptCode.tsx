// docs/rules/care.md, "Consent": the caregiver consents by typing the patient's code (or
// following the emailed link, which fills it in).
import { useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "~/platform/api";
import { acceptCode } from "../writes";

const KNOWN = new Set(["invalid_code", "own_invite", "already_caregiver", "too_many_caregivers", "rate_limited"]);

export function AcceptCode({ initial }: { initial: string }) {
  const { t, i18n } = useTranslation("care");
  const qc = useQueryClient();
  const [code, setCode] = useState(initial);
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    setMessage(null);
    try {
      await acceptCode(qc, code, i18n.language === "bn" ? "bn" : "en");
      setCode("");
      setMessage({ ok: true, text: t("accept.done") });
    } catch (err) {
      const known = err instanceof ApiError && KNOWN.has(err.code);
      setMessage({ ok: false, text: t(known ? `accept.errors.${(err as ApiError).code}` : "accept.failed") });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="stack" onSubmit={(e) => void submit(e)} noValidate>
      <div className="field">
        <label htmlFor="care-code">{t("accept.code")}</label>
        <input id="care-code" autoCapitalize="characters" autoComplete="off" spellCheck={false} value={code} onChange={(e) => setCode(e.target.value)} />
      </div>
      <p role="status" className={message && !message.ok ? "field-error" : "muted"}>
        {message?.text ?? ""}
      </p>
      <button type="submit" className="button" disabled={busy || !code.trim()}>
        {t("accept.submit")}
      </button>
    </form>
  );
}
