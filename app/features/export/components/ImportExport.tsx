// Settings → data management → Import (issue 15; docs/rules/profile-and-settings.md,
// "Import"): pick the app's own backup file, see what it holds, import it. Read and
// checked on the phone; queued through the outbox, so it works offline too. A file that
// is not ours, or is broken, says so and nothing is applied.
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Dialog } from "~/platform/ui/Dialog";
import type { ImportPlan } from "~/domain/export/file";
import { formatNumber } from "~/platform/i18n/format";
import { useSessionUser } from "~/features/auth/session";
import { useOutbox } from "~/platform/sync/sync-provider";
import { toast } from "~/platform/ui/toast";

export function ImportExport() {
  const { t, i18n } = useTranslation("settings");
  const outbox = useOutbox();
  const user = useSessionUser();
  const inputId = useId();
  const [plan, setPlan] = useState<ImportPlan | null>(null);
  const [busy, setBusy] = useState(false);
  const n = (v: number) => formatNumber(v, i18n.language);

  const choose = async (input: HTMLInputElement) => {
    const file = input.files?.[0];
    input.value = "";
    if (!file) return;
    setBusy(true);
    try {
      const { readBackupFile } = await import("~/features/export/import");
      const read = await readBackupFile(file, user.id);
      if ("problem" in read) toast({ variant: "destructive", title: t(`data.import.problems.${read.problem}`) });
      else setPlan(read);
    } catch {
      toast({ variant: "destructive", title: t("data.import.failed") });
    } finally {
      setBusy(false);
    }
  };

  const apply = async () => {
    if (!plan) return;
    setBusy(true);
    try {
      const { applyImport } = await import("~/features/export/import");
      await applyImport(outbox, plan);
      const records = Object.values(plan.counts).reduce((a, b) => a + b, 0);
      toast({ variant: "success", title: t("data.import.done", { count: records, n: n(records) }) });
      setPlan(null);
    } catch {
      toast({ variant: "destructive", title: t("data.import.failed") });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <div className="action-row">
        <div>
          <strong>{t("data.import.title")}</strong>
          <p>{t("data.import.help")}</p>
        </div>
        <label className={`button button-secondary file-pick${busy ? " is-busy" : ""}`} htmlFor={inputId}>
          {t("data.import.choose")}
          <input id={inputId} type="file" accept=".json,application/json" disabled={busy} onChange={(e) => void choose(e.currentTarget)} />
        </label>
      </div>
      <Dialog
        open={plan !== null}
        title={t("data.import.previewTitle")}
        onClose={() => setPlan(null)}
        actions={
          <>
            <button type="button" className="button button-secondary" onClick={() => setPlan(null)} disabled={busy}>
              {t("data.import.cancel")}
            </button>
            <button type="button" className="button" onClick={() => void apply()} disabled={busy}>
              {t("data.import.confirm")}
            </button>
          </>
        }
      >
        {plan && (
          <div className="stack">
            <p>{t(plan.onlyMissing ? "data.import.previewMissing" : "data.import.previewBody")}</p>
            <ul data-testid="import-counts">
              {Object.entries(plan.counts).map(([table, count]) => (
                <li key={table}>{t("data.import.count", { what: t(`notSaved.table.${table}`, { defaultValue: table }), n: n(count) })}</li>
              ))}
            </ul>
            {plan.skipped > 0 && <p className="muted">{t("data.import.skipped", { count: plan.skipped, n: n(plan.skipped) })}</p>}
            {plan.present > 0 && <p className="muted">{t("data.import.present", { count: plan.present, n: n(plan.present) })}</p>}
          </div>
        )}
      </Dialog>
    </>
  );
}
