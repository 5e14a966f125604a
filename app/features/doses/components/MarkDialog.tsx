// The mark-medicines dialog (docs/rules/medicines.md) for one dose time on one day:
// each medicine with Taken / Skipped (tap the active one again for pending),
// those already logged locked as 'Already marked'. Save queues the new marks
// through the outbox (so it works offline); closing with unmarked medicines asks
// first when they are due, ringing or missed. Rules: app/domain/doses/mark-dialog-rules.ts.
import { useEffect, useId, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { alarmKey } from "~/domain/doses/alarm-rules";
import type { DoseDataResponse } from "~/domain/doses/types";
import { indexLogs } from "~/domain/doses/log-key";
import { occurrenceOn } from "~/domain/doses/phase";
import { doseSlots } from "~/domain/doses/schedule";
import { toTime12, type Time12 } from "~/domain/doses/time";
import {
  canSave,
  closeAction,
  markItems,
  resolveDoseRequest,
  submittedMarks,
  successCounts,
  toggleChoice,
  unmarkedCount,
  type CloseAction,
  type MarkChoice,
  type MarkItem,
  type ResolvedDoseRequest,
} from "~/domain/doses/mark-dialog-rules";
import { useTime12 } from "~/features/medicines/components/MedicineCard";
import { retryAlarmSound, stopAlarm, useAlarmSoundState } from "~/features/doses/alarm";
import { playSuccessSound } from "~/features/doses/alarm-sound";
import { closeDoseDialog, getDoseDialogState, useDoseDialogState, type DoseDialogRequest } from "~/features/doses/dialog-state";
import { doseInput, useDoseData, useTimeZone } from "~/features/doses/hooks";
import { formatDate, formatNumber } from "~/platform/i18n/format";
import { markDoses } from "~/features/medicines/writes";
import { closeMedicineNotification } from "~/features/reminders/notifications";
import { useOutbox } from "~/platform/sync/sync-provider";
import { toast } from "~/platform/ui/toast";
import { DoseModal } from "./DoseModal";
import { MedicineLook } from "~/features/medicines/components/MedicineLook";
import { appearanceOf } from "~/domain/medicines/pill-appearance";
import { takeContext, takeVerbFor, takeVerbOf } from "~/domain/bangla/take-verb";
import { SNOOZE_CHOICES, snoozeMinutesOf, type SnoozeMinutes } from "~/domain/reminders/snooze";
import { snoozeDose } from "~/features/doses/snooze-dose";

/** The dialog for `request`; renders nothing until the dose data is there. */
export function MarkDialog({ request }: { request: DoseDialogRequest }) {
  const { data, refetch } = useDoseData();
  const zone = useTimeZone();
  if (!data) return null;
  return <SettledMarkDialog request={request} data={data} zone={zone} reload={() => void refetch()} />;
}

function SettledMarkDialog({ request, ...props }: Omit<BodyProps, "resolved"> & { request: DoseDialogRequest }) {
  // The day and type are settled once, when the dialog opens: they do not change under the user.
  const [resolved] = useState(() => resolveDoseRequest(request, doseInput(props.data, new Date(), props.zone)!, getDoseDialogState().ringingKey));
  useEffect(() => {
    if (!resolved) closeDoseDialog(); // not a valid time: nothing to show
  }, [resolved]);
  return resolved ? <MarkDialogBody resolved={resolved} {...props} /> : null;
}

interface BodyProps {
  resolved: ResolvedDoseRequest;
  data: DoseDataResponse;
  zone: string;
  reload: () => void;
}

function MarkDialogBody({ resolved, data, zone, reload }: BodyProps) {
  const { t, i18n } = useTranslation("doses");
  const lang = i18n.language;
  const n = (v: number) => formatNumber(v, lang);
  const time12 = useTime12();
  const outbox = useOutbox();
  const { ringingKey } = useDoseDialogState();
  const soundState = useAlarmSoundState();
  const { time, date, type } = resolved;
  const [choices, setChoices] = useState<Record<string, MarkChoice>>({});
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);
  const [confirm, setConfirm] = useState<Exclude<CloseAction, "close"> | null>(null);
  const confirmId = useId();

  // Live from the dose data: a dose marked meanwhile (another device, the outbox) locks at once.
  const items = useMemo(() => {
    const slot = doseSlots(data.medicines, data.reminders, date).find((s) => s.time === time);
    if (!slot) return [];
    return markItems(occurrenceOn(slot, date, new Date(), zone, indexLogs(data.logs, zone)).doses, choices);
  }, [data, zone, time, date, choices]);

  const unmarked = unmarkedCount(items);
  // docs/rules/bangla.md, "Take: খাওয়া or নেওয়া": খাওয়া for tablets, নেওয়া for insulin, inhalers, drops.
  const context = takeContext(takeVerbFor(items.map((i) => appearanceOf(i.medicine)?.shape)));
  const ringingHere = ringingKey === alarmKey(date, time);

  const requestClose = () => {
    if (saving) return;
    const action = closeAction(type, items);
    if (action === "close") closeDoseDialog();
    else setConfirm(action);
  };

  const choose = (id: string, tapped: "taken" | "skipped") => setChoices((c) => ({ ...c, [id]: toggleChoice(c[id] ?? "pending", tapped) }));

  const save = async () => {
    const marks = submittedMarks(items, time, date);
    setSaving(true);
    setFailed(false);
    try {
      const result = marks.length ? await markDoses(outbox, marks, data.logs, zone) : null;
      stopAlarm();
      if (result) {
        // docs/rules/medicines.md: the reminder notification of this time (if shown) closes.
        void closeMedicineNotification(date, time, outbox.userId);
        playSuccessSound();
        const { taken, skipped } = successCounts(result);
        toast({
          variant: "success",
          title: t("toast.marked", { count: taken, n: n(taken) }) + (skipped === null ? "" : t("toast.skipped", { count: skipped, n: n(skipped) })),
        });
      }
      closeDoseDialog();
    } catch {
      reload();
      setFailed(true);
      toast({ variant: "destructive", title: t("toast.failed") });
    } finally {
      setSaving(false);
    }
  };

  // docs/rules/medicines.md, "Snooze": a time due now comes again after the minutes chosen.
  const snoozable = (type === "alarm" || type === "exact") && unmarked > 0;
  // The medicines the snooze is for: those not logged yet, which remember the choice.
  const notLogged = items.filter((i) => !i.logged).map((i) => i.medicine);
  const snooze = async (minutes: SnoozeMinutes) => {
    setSaving(true);
    try {
      await snoozeDose(outbox, { date, time }, minutes, notLogged);
      stopAlarm();
      closeDoseDialog();
      toast({ variant: "success", title: t("snooze.done", { n: n(minutes) }) });
    } catch {
      toast({ variant: "destructive", title: t("toast.failed") });
    } finally {
      setSaving(false);
    }
  };

  const t12 = toTime12(time) as Time12;
  const day = formatDate(`${date}T12:00:00Z`, lang, { weekday: "long", day: "numeric", month: "long", timeZone: "UTC" });

  return (
    <>
      <DoseModal
        open
        title={t(`dialog.title.${type}`, { context })}
        onRequestClose={requestClose}
        className="mark-dialog"
        actions={
          <button type="button" className="button" disabled={!canSave(items, saving)} onClick={save}>
            {saving ? t("dialog.saving") : t("dialog.save")}
          </button>
        }
      >
        <p className="mark-when">
          <time dateTime={`${date}T${time}`}>{`${time12(t12)} · ${day}`}</time>
        </p>
        {ringingHere && soundState === "blocked" && (
          <button type="button" className="button alarm-unmute" onClick={retryAlarmSound}>
            <span aria-hidden="true">🔔</span> {t("alarm.tapToHear")}
          </button>
        )}
        {items.length === 0 ? (
          <p>{t("dialog.nothingScheduled")}</p>
        ) : (
          <ul className="mark-list">
            {items.map((item) => (
              <MarkRow key={item.medicine.id} item={item} disabled={saving} onChoose={choose} />
            ))}
          </ul>
        )}
        {snoozable && <SnoozeChoices remembered={snoozeMinutesOf(notLogged)} disabled={saving} onChoose={snooze} />}
        {failed && (
          <p className="field-error" role="alert">
            {t("toast.failed")}
          </p>
        )}
      </DoseModal>
      <DoseModal
        open={confirm !== null}
        role="alertdialog"
        describedBy={confirmId}
        title={confirm ? t(`confirm.${confirm}.title`, { context }) : ""}
        onRequestClose={() => setConfirm(null)}
        actions={
          <>
            <button type="button" className="button button-secondary" autoFocus onClick={() => setConfirm(null)}>
              {t("confirm.goBack")}
            </button>
            <button
              type="button"
              className="button button-danger"
              onClick={() => {
                setConfirm(null);
                closeDoseDialog();
              }}
            >
              {t("confirm.closeAnyway")}
            </button>
          </>
        }
      >
        <p id={confirmId}>{confirm ? t(`confirm.${confirm}.body`, { count: unmarked, n: n(unmarked), context }) : ""}</p>
      </DoseModal>
    </>
  );
}

/** The four snoozes, the one these medicines remember pressed. */
function SnoozeChoices({ remembered, disabled, onChoose }: { remembered: SnoozeMinutes; disabled: boolean; onChoose: (m: SnoozeMinutes) => void }) {
  const { t, i18n } = useTranslation("doses");
  return (
    <fieldset className="snooze-choices">
      <legend>{t("snooze.label")}</legend>
      {SNOOZE_CHOICES.map((m) => (
        <button key={m} type="button" className="mark-choice snooze-choice" aria-pressed={m === remembered} disabled={disabled} onClick={() => onChoose(m)}>
          {t("snooze.minutes", { n: formatNumber(m, i18n.language) })}
        </button>
      ))}
    </fieldset>
  );
}

function MarkRow({ item, disabled, onChoose }: { item: MarkItem; disabled: boolean; onChoose: (id: string, s: "taken" | "skipped") => void }) {
  const { t } = useTranslation("doses");
  const { medicine, critical, logged, choice } = item;
  const context = takeContext(takeVerbOf(appearanceOf(medicine)?.shape));
  return (
    <li className={`mark-item mark-${logged ?? choice}`}>
      <div className="mark-med">
        <MedicineLook medicine={medicine} size={40} />
        <strong>{medicine.name}</strong>
        {medicine.dosage && <span className="muted">{medicine.dosage}</span>}
        {critical && <span className="tag tag-critical">{t("dialog.critical")}</span>}
      </div>
      {logged ? (
        <p className="mark-locked">
          <span className="badge">{t("dialog.alreadyMarked")}</span>
          <span>{t(`dialog.status.${logged}`, { context })}</span>
        </p>
      ) : (
        <div className="mark-choices" role="group" aria-label={medicine.name}>
          <button
            type="button"
            className="mark-choice mark-choice-taken"
            aria-pressed={choice === "taken"}
            disabled={disabled}
            onClick={() => onChoose(medicine.id, "taken")}
          >
            {choice === "taken" && <span aria-hidden="true">✓ </span>}
            {t("dialog.taken", { context })}
          </button>
          <button
            type="button"
            className="mark-choice mark-choice-skipped"
            aria-pressed={choice === "skipped"}
            disabled={disabled}
            onClick={() => onChoose(medicine.id, "skipped")}
          >
            {choice === "skipped" && <span aria-hidden="true">✓ </span>}
            {t("dialog.skipped")}
          </button>
        </div>
      )}
    </li>
  );
}
