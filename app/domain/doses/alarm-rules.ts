// docs/rules/medicines.md, "Alarm": ring when now is within ±1 minute of a reminder time that has
// unmarked medicines, never twice for the same local date + time, urgent when any
// unmarked medicine at it is critical.
import { ALARM_WINDOW_MINUTES, MEDICINE_ALARM_VOLUME, URGENT_ALARM_VOLUME, type DoseInput, type DoseMedicine } from "./rules";
import { indexLogs } from "./log-key";
import { occurrenceOn, type SlotOccurrence } from "./phase";
import { doseSlots } from "./schedule";
import { slotAt } from "./phase";
import { addDays, localDate, toMs } from "../time/zoned-time";

/** The key that stops an alarm from ringing twice: local date + 'HH:mm'. */
export function alarmKey(date: string, time: string): string {
  return `${date}T${time}`;
}

export interface AlarmDecision<M extends DoseMedicine = DoseMedicine> {
  key: string;
  occurrence: SlotOccurrence<M>;
  /** The unmarked medicines at that time. */
  medicines: M[];
  /** Any unmarked medicine is critical: the urgent sound. */
  urgent: boolean;
  volume: number;
}

const MINUTE_MS = 60_000;

/**
 * Whether to ring now. Looks at each time's occurrence yesterday, today and
 * tomorrow, so 23:59:30 rings for 00:00 and 00:00:30 rings for 23:59. Of several
 * candidates the one closest to now wins (the earlier on a tie). `alarmedKeys`
 * holds the alarmKey()s that already rang.
 */
export function alarmDecision<M extends DoseMedicine>(input: DoseInput<M> & { alarmedKeys: ReadonlySet<string> }): AlarmDecision<M> | null {
  const { now, zone, alarmedKeys } = input;
  const nowMs = toMs(now);
  const today = localDate(now, zone);
  const index = indexLogs(input.logs, zone);
  let best: { occurrence: SlotOccurrence<M>; distance: number } | null = null;
  for (const date of [addDays(today, -1), today, addDays(today, 1)]) {
    for (const slot of doseSlots(input.medicines, input.reminders, date)) {
      const occurrence = occurrenceOn(slot, date, now, zone, index);
      const distance = Math.abs(nowMs - occurrence.at.getTime());
      if (distance > ALARM_WINDOW_MINUTES * MINUTE_MS) continue;
      if (occurrence.pending === 0 || alarmedKeys.has(alarmKey(date, slot.time))) continue;
      if (!best || distance < best.distance || (distance === best.distance && occurrence.at < best.occurrence.at)) {
        best = { occurrence, distance };
      }
    }
  }
  return best ? decisionOf(best.occurrence) : null;
}

/**
 * A snoozed time when it comes again (docs/rules/medicines.md, "Snooze"): its alarm as
 * alarmDecision() would ring it, or null when nothing at it is unmarked any more.
 */
export function snoozedDecision<M extends DoseMedicine>(input: DoseInput<M>, date: string, time: string): AlarmDecision<M> | null {
  const slot = slotAt(input, date, time);
  if (!slot) return null;
  const occurrence = occurrenceOn(slot, date, input.now, input.zone, indexLogs(input.logs, input.zone));
  return occurrence.pending === 0 ? null : decisionOf(occurrence);
}

function decisionOf<M extends DoseMedicine>(occurrence: SlotOccurrence<M>): AlarmDecision<M> {
  const pending = occurrence.doses.filter((d) => d.status === "pending");
  const urgent = pending.some((d) => d.critical);
  return {
    key: alarmKey(occurrence.date, occurrence.time),
    occurrence,
    medicines: pending.map((d) => d.medicine),
    urgent,
    volume: urgent ? URGENT_ALARM_VOLUME : MEDICINE_ALARM_VOLUME,
  };
}
