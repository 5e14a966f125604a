// "Share with a doctor" on the patient summary (docs/rules/patient-summary.md): makes a
// read-only link to the summary in the report's language (online only: the server makes
// its token), then offers the phone's share sheet or, without one, WhatsApp, email and
// copy link. The link itself is shown too, so it can be read out or typed.
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Field } from "~/platform/forms/Field";
import { ShareDialog, shareNatively, type SharedLink } from "~/platform/ui/ShareDialog";
import type { Language } from "~/domain/settings/rules";
import { summaryLinkUrl, type NewSummaryShare } from "~/domain/patient-summary/share";
import { api } from "~/platform/api";
import { formatDateTime } from "~/platform/i18n/format";
import { invalidateTables } from "~/platform/sync/invalidate-tables";
import { useOnline } from "~/platform/device/online";
import { SUMMARY_SHARES_TABLE } from "~/features/patient-summary/share-queries";
import { toast } from "~/platform/ui/toast";

export function ShareSummary({ lang, zone }: { lang: Language; zone: string }) {
  const { t, i18n } = useTranslation("summary");
  const online = useOnline();
  const qc = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [made, setMade] = useState<{ link: SharedLink; share: NewSummaryShare["share"] } | null>(null);
  const [dialog, setDialog] = useState(false);

  async function share() {
    if (!online) return toast({ title: t("share.offline") });
    setBusy(true);
    try {
      const { token, share } = await api.post<NewSummaryShare>("/api/summary-shares", { lang });
      void invalidateTables(qc, [SUMMARY_SHARES_TABLE]);
      const link = { title: t("share.messageTitle"), text: t("share.messageText"), url: summaryLinkUrl(location.origin, token) };
      setMade({ link, share });
      if (!(await shareNatively(link))) setDialog(true);
    } catch {
      toast({ variant: "destructive", title: t("share.failed") });
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <button type="button" className="button button-secondary" disabled={busy} onClick={() => void share()}>
        {busy ? t("share.making") : t("share.button")}
      </button>
      {made && (
        <ShareDialog open={dialog} dialogTitle={t("share.dialogTitle")} link={made.link} onClose={() => setDialog(false)}>
          <p>
            {t("share.intro", {
              language: t(`languageIn.${made.share.lang}`),
              date: formatDateTime(made.share.expires_at, i18n.language, zone),
            })}
          </p>
          <Field label={t("share.link")} readOnly value={made.link.url} onFocus={(e) => e.currentTarget.select()} />
        </ShareDialog>
      )}
    </>
  );
}
