// docs/rules/care.md, "Invite": the patient types the number to call, chooses what is shared
// and the minutes, and gets the code, shown big to read aloud; with an email it is sent too.
import { useQueryClient } from "@tanstack/react-query";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { formatCareCode } from "~/domain/care/code";
import { CARE_SHARES, DEFAULT_ESCALATION_MINUTES, ESCALATION_MINUTE_CHOICES, type CareShares } from "~/domain/care/rules";
import { formatNumber } from "~/platform/i18n/format";
import { inviteCaregiver } from "../writes";
import { ChoiceRow } from "./ChoiceRow";

export function InviteCaregiver() {
  const { t, i18n } = useTranslation("care");
  const qc = useQueryClient();
  const lang = i18n.language;
  const [phone, setPhone] = useState("");
  const [email, setEmail] = useState("");
  const [shares, setShares] = useState<CareShares>("doses");
  const [minutes, setMinutes] = useState<number>(DEFAULT_ESCALATION_MINUTES);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [code, setCode] = useState<string | null>(null);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const body = { phone, shares, minutes, lang: lang === "bn" ? "bn" : "en", ...(email.trim() ? { email } : {}) };
    // zod loads with the first invite, not with the page; without a connection the invite fails as it would.
    const schema = await import("~/domain/care/schema").then(
      (m) => m.careInviteSchema,
      () => null,
    );
    if (!schema) {
      setError(t("invite.failed"));
      return;
    }
    const parsed = schema.safeParse(body);
    if (!parsed.success) {
      setError(t(parsed.error.issues[0]?.message ?? "invite.failed"));
      return;
    }
    setBusy(true);
    setError(null);
    try {
      setCode((await inviteCaregiver(qc, parsed.data)).code);
    } catch {
      setError(t("invite.failed"));
    } finally {
      setBusy(false);
    }
  }

  if (code)
    return (
      <div className="stack care-code-box" data-testid="care-code">
        <p>{t("invite.codeIntro")}</p>
        <p className="care-code" aria-label={t("invite.codeLabel")}>
          {formatCareCode(code)}
        </p>
        <p className="muted">{t("invite.codeExpires")}</p>
        <button type="button" className="button button-secondary" onClick={() => setCode(null)}>
          {t("invite.done")}
        </button>
      </div>
    );

  return (
    <form className="stack" onSubmit={(e) => void submit(e)} noValidate>
      <div className="field">
        <label htmlFor="care-phone">{t("invite.phone")}</label>
        <input id="care-phone" type="tel" inputMode="tel" autoComplete="tel" value={phone} onChange={(e) => setPhone(e.target.value)} />
        <span className="muted">{t("invite.phoneHint")}</span>
      </div>
      <ChoiceRow name="care-shares" legend={t("shares.legend")} options={CARE_SHARES} value={shares} label={(v) => t(`shares.${v}`)} onChange={setShares} />
      <ChoiceRow
        name="care-minutes"
        legend={t("minutes.legend")}
        options={ESCALATION_MINUTE_CHOICES}
        value={minutes as (typeof ESCALATION_MINUTE_CHOICES)[number]}
        label={(v) => t("minutes.value", { n: formatNumber(v, lang) })}
        onChange={setMinutes}
      />
      <div className="field">
        <label htmlFor="care-email">{t("invite.email")}</label>
        <input id="care-email" type="email" autoComplete="email" value={email} onChange={(e) => setEmail(e.target.value)} />
      </div>
      {error && (
        <p role="alert" className="field-error">
          {error}
        </p>
      )}
      <button type="submit" className="button" disabled={busy}>
        {t("invite.submit")}
      </button>
    </form>
  );
}
