// The patient summary's doctor links (docs/rules/patient-summary.md): each with when it
// was made and in which language, whether it still works, when a doctor opened it, and
// Stop sharing. From the summaryShares read (offline: this device's copy, read-only).
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "~/platform/ui/Dialog";
import { summaryShareStatus, type SummaryShareRow } from "~/domain/patient-summary/share";
import { api } from "~/platform/api";
import { useNow } from "~/platform/device/now";
import { formatDateTime, formatNumber } from "~/platform/i18n/format";
import { invalidateTables } from "~/platform/sync/invalidate-tables";
import { useOnline } from "~/platform/device/online";
import { SUMMARY_SHARES_TABLE } from "~/features/patient-summary/share-queries";
import { toast } from "~/platform/ui/toast";

/** `shares`: the summary screen's summaryShares read (undefined until it answers). */
export function SummaryLinks({ zone, shares }: { zone: string; shares: readonly SummaryShareRow[] | undefined }) {
  const { t, i18n } = useTranslation("summary");
  const now = useNow(60_000);
  const online = useOnline();
  const qc = useQueryClient();
  const [asking, setAsking] = useState<SummaryShareRow | null>(null);
  const [busy, setBusy] = useState(false);
  const when = (iso: string) => formatDateTime(iso, i18n.language, zone);
  if (!shares) return null;

  async function revoke(share: SummaryShareRow) {
    setBusy(true);
    try {
      await api.post(`/api/summary-shares/${share.id}/revoke`);
      await invalidateTables(qc, [SUMMARY_SHARES_TABLE]);
      setAsking(null);
    } catch {
      toast({ variant: "destructive", title: t("links.revokeFailed") });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="card stack" aria-labelledby="summary-links-title">
      <h2 id="summary-links-title">{t("links.title")}</h2>
      {shares.length === 0 ? (
        <p className="muted">{t("links.empty")}</p>
      ) : (
        <ul className="insight-list" data-testid="summary-links">
          {shares.map((s) => {
            const status = summaryShareStatus(s, now);
            return (
              <li key={s.id} className="stack" data-status={status}>
                <span>{t("links.made", { date: when(s.created_at), language: t(`languageIn.${s.lang}`) })}</span>
                <span className={status === "active" ? undefined : "muted"}>
                  {status === "active"
                    ? t("links.active", { date: when(s.expires_at) })
                    : status === "expired"
                      ? t("links.expired", { date: when(s.expires_at) })
                      : t("links.revoked", { date: when(s.revoked_at!) })}
                </span>
                <span>
                  {s.last_opened_at
                    ? t("links.opened", { count: s.open_count, n: formatNumber(s.open_count, i18n.language), date: when(s.last_opened_at) })
                    : t("links.notOpened")}
                </span>
                {status === "active" && (
                  <button type="button" className="button button-secondary" disabled={!online} onClick={() => setAsking(s)}>
                    {t("links.revoke")}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      )}
      <ConfirmDialog
        open={asking !== null}
        title={t("links.revokeTitle")}
        message={t("links.revokeBody")}
        confirmLabel={t("links.revoke")}
        destructive
        busy={busy}
        onConfirm={() => asking && void revoke(asking)}
        onCancel={() => setAsking(null)}
      />
    </section>
  );
}
