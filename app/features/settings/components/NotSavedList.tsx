// Settings → "Not saved": every change that failed to sync, with what it was, when it
// was made and why it failed, to try again or discard. Nothing that failed is dropped
// silently (docs/rules/navigation-and-offline.md, issue 13): until the user decides,
// it stays here. Shown only while there is something in it.
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "~/platform/ui/Dialog";
import { medicineNamesIn, opLine } from "~/domain/sync/op-label";
import { useDoseData, useTimeZone } from "~/features/doses/hooks";
import { useFailedOps } from "~/platform/sync/failed-ops";
import { formatDateTime } from "~/platform/i18n/format";
import { loadAllNamespaces } from "~/platform/i18n/i18n";
import type { FailedOp } from "~/platform/sync/outbox";
import { useOutbox } from "~/platform/sync/sync-provider";
import { toast } from "~/platform/ui/toast";

export function NotSavedList() {
  const { t, i18n } = useTranslation("settings");
  const outbox = useOutbox();
  const failed = useFailedOps();
  const zone = useTimeZone();
  const [discarding, setDiscarding] = useState<FailedOp | null>(null);
  // An edit carries only what changed: a medicine's name comes from this phone's copy.
  const doses = useDoseData().data;
  // A reason is a message key of the screen that made the op, or the server's words.
  const [allTexts, setAllTexts] = useState(false);
  useEffect(() => {
    if (failed?.length) void loadAllNamespaces(i18n).then(() => setAllTexts(true));
  }, [failed?.length, i18n]);

  if (!failed?.length) return null;
  // "Symptom added: Sweating, 3/10": what the change was, so two of one table differ.
  const named = medicineNamesIn(failed);
  const medicine = (id: string) => doses?.medicines.find((m) => m.id === id)?.name ?? named.get(id);
  const what = (op: FailedOp) => opLine(op, i18n.language, zone, t, { medicine });
  const reason = (op: FailedOp) => (allTexts ? t(op.error.message, { ns: i18n.options.ns as string[], defaultValue: op.error.message }) : op.error.message);

  return (
    <section id="not-saved" className="card stack not-saved" aria-labelledby="not-saved-title" data-testid="not-saved">
      <h2 id="not-saved-title">{t("notSaved.title")}</h2>
      <p className="muted">{t("notSaved.body")}</p>
      <ul className="not-saved-list">
        {failed.map((op) => (
          <li key={op.opId} className="stack">
            <strong>{what(op)}</strong>
            <span className="muted">{t("notSaved.madeAt", { when: formatDateTime(op.clientTime, i18n.language, zone) })}</span>
            <span>{t("notSaved.reason", { reason: reason(op) })}</span>
            <div className="button-row">
              <button type="button" className="button" onClick={() => void outbox.retryFailed(op.opId)}>
                {t("notSaved.retry")}
              </button>
              <button type="button" className="button button-secondary" onClick={() => setDiscarding(op)}>
                {t("notSaved.discard")}
              </button>
            </div>
          </li>
        ))}
      </ul>
      <ConfirmDialog
        open={discarding !== null}
        title={t("notSaved.confirmTitle")}
        message={t("notSaved.confirmBody")}
        confirmLabel={t("notSaved.discard")}
        destructive
        onCancel={() => setDiscarding(null)}
        onConfirm={() => {
          const op = discarding;
          setDiscarding(null);
          if (op) void outbox.discardFailed(op.opId).then(() => toast({ title: t("notSaved.discarded") }));
        }}
      />
    </section>
  );
}
