// A manual sleep entry or an edit (spec 2 §5): start and end in the user's zone,
// optional quality and notes. Refused: end not after start, end in the future,
// over 24 h, and any overlap with another completed session (the edited one
// excluded): 'Overlaps with existing sleep session: {start} - {end}'. Warned (still
// saved): under 1 hour or over 16 hours. The server checks the overlap again.
import { useEffect, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { Dialog } from "~/components/Dialog";
import {
  durationMinutes,
  durationWarning,
  entryProblem,
  findOverlap,
  fromLocalInput,
  SLEEP_NOTES_MAX,
  SLEEP_QUALITY_KEYS,
  toLocalInput,
  type SleepLogRow,
} from "~/domain/sleep";
import { sleepLogInsertSchema } from "~/domain/sleep-schema";
import { fieldMessages } from "~/domain/zod-fields";
import { saveSleepEntry } from "~/lib/sleep";
import { useOutbox } from "~/lib/sync-provider";
import { toast } from "~/lib/toast";
import { useSleepFormat } from "./use-sleep-format";

interface Props {
  open: boolean;
  /** The log being edited; null for a new entry. */
  log: SleepLogRow | null;
  logs: readonly SleepLogRow[];
  zone: string;
  onClose: () => void;
}

const PROBLEM_KEYS = { endBeforeStart: "validation.sleepEndBeforeStart", inFuture: "validation.sleepInFuture", tooLong: "validation.sleepTooLong" } as const;

export function SleepEntryDialog({ open, log, logs, zone, onClose }: Props) {
  const { t } = useTranslation("sleep");
  const fmt = useSleepFormat(zone);
  const outbox = useOutbox();
  const [start, setStart] = useState("");
  const [end, setEnd] = useState("");
  const [quality, setQuality] = useState("");
  const [notes, setNotes] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (!open) return;
    setStart(log ? toLocalInput(log.sleep_start, zone) : "");
    setEnd(log?.sleep_end ? toLocalInput(log.sleep_end, zone) : "");
    setQuality(log?.quality_rating ? String(log.quality_rating) : "");
    setNotes(log?.notes ?? "");
    setError(null);
  }, [open, log, zone]);

  const startIso = fromLocalInput(start, zone);
  const endIso = fromLocalInput(end, zone);
  const minutes = startIso && endIso && Date.parse(endIso) > Date.parse(startIso) ? durationMinutes(startIso, endIso) : null;
  const warning = minutes !== null ? durationWarning(minutes) : null;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!startIso) return setError(t("validation.sleepStart"));
    if (!endIso) return setError(t("validation.sleepEnd"));
    const entry = { sleep_start: startIso, sleep_end: endIso };
    const problem = entryProblem(entry, new Date());
    if (problem) return setError(t(PROBLEM_KEYS[problem]));
    const clash = findOverlap(entry, logs, log?.id);
    if (clash) return setError(t("validation.sleepOverlap", { start: fmt.dateTime(clash.sleep_start), end: fmt.dateTime(clash.sleep_end!) }));
    const parsed = sleepLogInsertSchema.safeParse({ ...entry, quality_rating: quality ? Number(quality) : null, notes, sleep_type: "manual" });
    if (!parsed.success) return setError(t(Object.values(fieldMessages(parsed.error))[0] ?? "validation.sleepStart"));
    setBusy(true);
    try {
      await saveSleepEntry(outbox, { ...entry, quality_rating: quality ? Number(quality) : null, notes }, zone, log?.id);
      toast({ variant: "success", title: t("messages.entrySaved") });
      onClose();
    } catch {
      toast({ variant: "destructive", title: t("messages.entryFailed") });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open={open} title={log ? t("form.editTitle") : t("form.addTitle")} onClose={onClose}>
      <form className="stack sleep-form" onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor="sleep-start">{t("form.start")}</label>
          <input id="sleep-start" type="datetime-local" required value={start} onChange={(e) => setStart(e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor="sleep-end">{t("form.end")}</label>
          <input id="sleep-end" type="datetime-local" required value={end} onChange={(e) => setEnd(e.target.value)} />
        </div>
        {minutes !== null && <p className="muted">{fmt.duration(minutes)}</p>}
        {warning && (
          <p className="sleep-warning" role="status">
            {warning === "short" ? t("warnings.short") : t("warnings.long")}
          </p>
        )}
        <div className="field">
          <label htmlFor="sleep-quality">{t("form.quality")}</label>
          <select id="sleep-quality" value={quality} onChange={(e) => setQuality(e.target.value)}>
            <option value="">{t("form.notRated")}</option>
            {SLEEP_QUALITY_KEYS.map((key, i) => (
              <option key={key} value={i + 1}>
                {`${fmt.n(i + 1)} – ${t(`quality.${key}`)}`}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="sleep-notes">{t("form.notes")}</label>
          <textarea id="sleep-notes" rows={3} maxLength={SLEEP_NOTES_MAX} value={notes} onChange={(e) => setNotes(e.target.value)} />
        </div>
        {error && (
          <p className="field-error" role="alert">
            {error}
          </p>
        )}
        <div className="dialog-actions">
          <button type="button" className="button button-secondary" onClick={onClose}>
            {t("actions.cancel")}
          </button>
          <button type="submit" className="button" disabled={busy}>
            {t("actions.save")}
          </button>
        </div>
      </form>
    </Dialog>
  );
}
