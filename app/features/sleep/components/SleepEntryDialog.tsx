// A manual sleep entry or an edit (docs/rules/trackers.md): start and end in the user's zone,
// optional quality and notes. Refused: end not after start, end in the future,
// over 24 h, and any overlap with another completed session (the edited one
// excluded): 'Overlaps with existing sleep session: {start} - {end}'. Warned (still
// saved): under 1 hour or over 16 hours. The server checks the overlap again.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Dialog } from "~/platform/ui/Dialog";
import { Field, FormSummary, SelectField, TextareaField } from "~/platform/forms/Field";
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
} from "~/domain/sleep/rules";
import { sleepLogInsertSchema } from "~/domain/sleep/schema";
import { saveSleepEntry } from "~/features/sleep/writes";
import { useOutbox } from "~/platform/sync/sync-provider";
import { toast } from "~/platform/ui/toast";
import { useValidatedForm } from "~/platform/forms/use-validated-form";
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
  return (
    <Dialog open={open} title={log ? t("form.editTitle") : t("form.addTitle")} onClose={onClose}>
      {/* A new form for each opening: it starts from the log's values (or empty), nothing left from the last one. */}
      {open && <SleepEntryForm key={log?.id ?? "new"} log={log} logs={logs} zone={zone} onClose={onClose} />}
    </Dialog>
  );
}

function SleepEntryForm({ log, logs, zone, onClose }: Omit<Props, "open">) {
  const { t } = useTranslation("sleep");
  const fmt = useSleepFormat(zone);
  const outbox = useOutbox();
  const defaults = {
    sleep_start: log ? toLocalInput(log.sleep_start, zone) : "",
    sleep_end: log?.sleep_end ? toLocalInput(log.sleep_end, zone) : "",
    quality_rating: log?.quality_rating ? String(log.quality_rating) : "",
    notes: log?.notes ?? "",
  };
  // The start and end as typed, for the duration and its warning under them.
  const [times, setTimes] = useState({ start: defaults.sleep_start, end: defaults.sleep_end });
  const { form, field, busy, onSubmit, summary } = useValidatedForm(sleepLogInsertSchema, {
    ns: "sleep",
    defaults,
    prepare: (v) => ({
      sleep_start: fromLocalInput(String(v.sleep_start), zone) ?? undefined,
      sleep_end: fromLocalInput(String(v.sleep_end), zone) ?? undefined,
      quality_rating: v.quality_rating ? Number(v.quality_rating) : null,
      notes: String(v.notes ?? ""),
      sleep_type: "manual",
    }),
    // A manual entry is a whole night (the schema also takes an open session); the rest needs now and the other nights.
    check: ({ sleep_start, sleep_end }) => {
      if (!sleep_end) return { sleep_end: "validation.sleepEnd" };
      const entry = { sleep_start, sleep_end };
      const problem = entryProblem(entry, new Date());
      if (problem) return { sleep_end: PROBLEM_KEYS[problem] };
      const clash = findOverlap(entry, logs, log?.id);
      if (clash)
        return { sleep_start: { key: "validation.sleepOverlap", values: { start: fmt.dateTime(clash.sleep_start), end: fmt.dateTime(clash.sleep_end!) } } };
      return null;
    },
  });

  const startIso = fromLocalInput(times.start, zone);
  const endIso = fromLocalInput(times.end, zone);
  const minutes = startIso && endIso && Date.parse(endIso) > Date.parse(startIso) ? durationMinutes(startIso, endIso) : null;
  const warning = minutes !== null ? durationWarning(minutes) : null;

  const save = onSubmit(async ({ sleep_start, sleep_end, quality_rating, notes }) => {
    try {
      await saveSleepEntry(outbox, { sleep_start, sleep_end: sleep_end!, quality_rating: quality_rating ?? null, notes: notes ?? "" }, zone, log?.id);
      toast({ variant: "success", title: t("messages.entrySaved") });
      onClose();
    } catch {
      toast({ variant: "destructive", title: t("messages.entryFailed") });
    }
  });

  return (
    <form {...form} className="stack sleep-form" onSubmit={(e) => void save(e)}>
      <FormSummary summary={summary} />
      <Field
        label={t("form.start")}
        type="datetime-local"
        required
        {...field("sleep_start")}
        onInput={(e) => setTimes({ ...times, start: e.currentTarget.value })}
      />
      <Field label={t("form.end")} type="datetime-local" required {...field("sleep_end")} onInput={(e) => setTimes({ ...times, end: e.currentTarget.value })} />
      {minutes !== null && <p className="muted">{fmt.duration(minutes)}</p>}
      {warning && (
        <p className="sleep-warning" role="status">
          {warning === "short" ? t("warnings.short") : t("warnings.long")}
        </p>
      )}
      <SelectField label={t("form.quality")} {...field("quality_rating")}>
        <option value="">{t("form.notRated")}</option>
        {SLEEP_QUALITY_KEYS.map((key, i) => (
          <option key={key} value={i + 1}>
            {`${fmt.n(i + 1)} – ${t(`quality.${key}`)}`}
          </option>
        ))}
      </SelectField>
      <TextareaField label={t("form.notes")} rows={3} maxLength={SLEEP_NOTES_MAX} {...field("notes")} />
      <div className="dialog-actions">
        <button type="button" className="button button-secondary" onClick={onClose}>
          {t("actions.cancel")}
        </button>
        <button type="submit" className="button" disabled={busy}>
          {t("actions.save")}
        </button>
      </div>
    </form>
  );
}
