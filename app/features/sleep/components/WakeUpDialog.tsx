// The wake-up dialog (docs/rules/trackers.md): the elapsed sleep as 'Xh Ym', quality 1–5 as
// stars with their labels (docs/rules/trackers.md, "Sleep"), optional notes, Skip (end without a rating) and Save.
// Saving is optimistic (sleep-cache.ts: the active session clears, last night and
// the 7 nights change at once), then goes through the outbox; if queuing fails the
// answer is read again, which puts the screen back as it was.
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Dialog } from "~/platform/ui/Dialog";
import { durationMinutes, SLEEP_NOTES_MAX, SLEEP_QUALITY_KEYS, type SleepLogRow } from "~/domain/sleep/rules";
import { endSleep } from "~/features/sleep/writes";
import { sleepQuery } from "~/features/sleep/queries";
import { useSessionUser } from "~/features/auth/session";
import { useOutbox } from "~/platform/sync/sync-provider";
import { toast } from "~/platform/ui/toast";
import { useSleepFormat } from "./use-sleep-format";

interface Props {
  open: boolean;
  sessions: readonly SleepLogRow[];
  now: Date;
  zone: string;
  onClose: () => void;
}

export function WakeUpDialog({ open, sessions, now, zone, onClose }: Props) {
  const { t } = useTranslation("sleep");
  const fmt = useSleepFormat(zone);
  const outbox = useOutbox();
  const qc = useQueryClient();
  const user = useSessionUser();
  const [quality, setQuality] = useState<number | null>(null);
  const [notes, setNotes] = useState("");
  const [busy, setBusy] = useState(false);
  const active = sessions.find((s) => s.sleep_end === null) ?? null;

  const close = () => {
    setQuality(null);
    setNotes("");
    onClose();
  };

  const finish = async (rated: boolean) => {
    setBusy(true);
    try {
      await endSleep(outbox, sessions, rated ? { quality, notes } : { quality: null, notes: "" }, new Date());
      toast({ variant: "success", title: t("messages.saved") });
      close();
    } catch {
      toast({ variant: "destructive", title: t("messages.endFailed") });
      void qc.invalidateQueries({ queryKey: sleepQuery.key(user.id, null) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      title={t("wake.title")}
      onClose={close}
      actions={
        <>
          <button type="button" className="button button-secondary" disabled={busy || !active} onClick={() => void finish(false)}>
            {t("actions.skip")}
          </button>
          <button type="button" className="button" disabled={busy || !active} onClick={() => void finish(true)}>
            {t("actions.save")}
          </button>
        </>
      }
    >
      <div className="stack">
        {active && <p className="sleep-elapsed">{t("wake.elapsed", { duration: fmt.duration(durationMinutes(active.sleep_start, now)) })}</p>}
        <fieldset className="sleep-stars">
          <legend>{t("wake.quality")}</legend>
          {SLEEP_QUALITY_KEYS.map((key, i) => {
            const n = i + 1;
            const label = t(`quality.${key}`);
            return (
              <label key={key} className={quality !== null && n <= quality ? "star star-on" : "star"} title={label}>
                <input
                  type="radio"
                  name="sleep-quality"
                  className="visually-hidden"
                  value={n}
                  checked={quality === n}
                  onChange={() => setQuality(n)}
                  aria-label={t("wake.star", { n: fmt.n(n), label })}
                />
                <span aria-hidden="true">★</span>
              </label>
            );
          })}
          <p className="sleep-star-label" aria-live="polite">
            {quality !== null ? t(`quality.${SLEEP_QUALITY_KEYS[quality - 1]}`) : ""}
          </p>
        </fieldset>
        <div className="field">
          <label htmlFor="wake-notes">{t("wake.notes")}</label>
          <textarea id="wake-notes" rows={3} maxLength={SLEEP_NOTES_MAX} value={notes} onChange={(e) => setNotes(e.target.value)} />
        </div>
      </div>
    </Dialog>
  );
}
