// Restoring one cloud backup (docs/rules/cloud-backup.md): the preview counts what each
// way would do; the user picks one and confirms. The request carries an id made when the
// dialog opened, so a retry is applied once.
import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Dialog } from "~/platform/ui/Dialog";
import { countOf, RESTORE_MODES, type CloudBackupRow, type RestoreMode, type RestorePreview, type RestoreResult } from "~/domain/cloud-backup/rules";
import { api } from "~/platform/api";
import { formatDateTime, formatNumber } from "~/platform/i18n/format";
import { invalidateTables } from "~/platform/sync/invalidate-tables";
import { toast } from "~/platform/ui/toast";

export function RestoreDialog({ backup, zone, onClose }: { backup: CloudBackupRow; zone: string; onClose: () => void }) {
  const { t, i18n } = useTranslation("backup");
  const qc = useQueryClient();
  const [preview, setPreview] = useState<RestorePreview | null>(null);
  const [failed, setFailed] = useState(false);
  const [mode, setMode] = useState<RestoreMode>("merge");
  const [busy, setBusy] = useState(false);
  const [restoreId] = useState(() => crypto.randomUUID());
  const n = (v: number) => formatNumber(v, i18n.language);

  useEffect(() => {
    let live = true;
    api
      .get<RestorePreview>(`/api/cloud-backups/${backup.id}/preview`)
      .then((p) => live && setPreview(p))
      .catch(() => live && setFailed(true));
    return () => {
      live = false;
    };
  }, [backup.id]);

  async function restore() {
    setBusy(true);
    try {
      const done = await api.post<RestoreResult>(`/api/cloud-backups/${backup.id}/restore`, { mode, restoreId });
      // The hub's change notice refreshes the screens too; this tab need not wait for it.
      await invalidateTables(qc, ["*"]);
      const [added, changed, removed] = [countOf(done.add), countOf(done.change), countOf(done.remove)];
      toast({ variant: "success", title: t("restore.done", { added: n(added), changed: n(changed), removed: n(removed) }) });
      if (done.refused) toast({ title: t("restore.refused", { count: done.refused, n: n(done.refused) }) });
      onClose();
    } catch {
      toast({ variant: "destructive", title: t("restore.failed") });
    } finally {
      setBusy(false);
    }
  }

  const made = formatDateTime(backup.created_at, i18n.language, zone);
  return (
    <Dialog
      open
      title={t("restore.title")}
      onClose={onClose}
      actions={
        <>
          <button type="button" className="button button-secondary" onClick={onClose}>
            {t("common:actions.cancel")}
          </button>
          <button type="button" className={`button ${mode === "replace" ? "button-danger" : ""}`} disabled={!preview || busy} onClick={() => void restore()}>
            {busy ? t("restore.running") : t("restore.confirm")}
          </button>
        </>
      }
    >
      <p>{t("restore.holds", { date: made, count: countOf(backup.counts), n: n(countOf(backup.counts)) })}</p>
      {failed ? (
        <p className="field-error" role="alert">
          {t("restore.previewFailed")}
        </p>
      ) : !preview ? (
        <p className="muted">{t("restore.reading")}</p>
      ) : (
        <fieldset className="stack" data-testid="restore-modes">
          <legend>{t("restore.how")}</legend>
          {RESTORE_MODES.map((m) => {
            const c = preview[m];
            return (
              <label key={m} className="switch-row">
                <input type="radio" name="restore-mode" value={m} checked={mode === m} onChange={() => setMode(m)} />
                <span>
                  <strong>{t(`restore.${m}.label`)}</strong>
                  <br />
                  <span className="muted">
                    {t(`restore.${m}.body`, { added: n(countOf(c.add)), changed: n(countOf(c.change)), removed: n(countOf(c.remove)) })}
                  </span>
                </span>
              </label>
            );
          })}
        </fieldset>
      )}
    </Dialog>
  );
}
