// docs/rules/home.md: the dashboard's next-dose card. One view at a time, chosen in this
// order (the most pressing first; among equals, the earliest time):
//   no-schedule    no enabled reminder of a medicine that is not deleted;
//   alarm-ringing  alarmDecision() would ring now (within ±1 minute, unmarked
//                  medicines, not yet alarmed), or the caller's ringing alarm
//                  (`ringingKey`) is still for a time with unmarked medicines;
//   due-now        a time in its exact phase (0–15 minutes past) with unmarked medicines;
//   missed         a time of today more than 15 minutes past with unmarked medicines;
//   countdown      otherwise the earliest upcoming time (a fully logged time of
//                  today counts as tomorrow's, see currentOccurrence()).
import type { DoseInput, DoseMedicine, Instant } from "../doses/rules";
import { alarmDecision, alarmKey } from "../doses/alarm-rules";
import { indexLogs } from "../doses/log-key";
import { currentOccurrence, occurrenceOn, type SlotOccurrence } from "../doses/phase";
import { doseSlots } from "../doses/schedule";
import { toMs } from "../time/zoned-time";

export type NextDoseKind = "no-schedule" | "alarm-ringing" | "due-now" | "missed" | "countdown";

export interface NextDoseAt<M extends DoseMedicine = DoseMedicine> extends SlotOccurrence<M> {
  kind: Exclude<NextDoseKind, "no-schedule">;
  /** Whole minutes until the time (rounded up), 0 once it has come. */
  minutesUntil: number;
  /** Whole minutes since the time (rounded down), 0 before it. */
  minutesSince: number;
}
export type NextDoseView<M extends DoseMedicine = DoseMedicine> = { kind: "no-schedule" } | NextDoseAt<M>;

const MINUTE_MS = 60_000;

function view<M extends DoseMedicine>(kind: NextDoseAt["kind"], o: SlotOccurrence<M>, now: Instant): NextDoseAt<M> {
  const diff = o.at.getTime() - toMs(now);
  return {
    ...o,
    kind,
    minutesUntil: diff > 0 ? Math.ceil(diff / MINUTE_MS) : 0,
    minutesSince: diff < 0 ? Math.floor(-diff / MINUTE_MS) : 0,
  };
}

/** The card's view. `alarmedKeys`: alarmKey()s that already rang; `ringingKey`: the alarm sounding now, if any. */
export function nextDoseView<M extends DoseMedicine>(input: DoseInput<M> & { alarmedKeys: ReadonlySet<string>; ringingKey?: string | null }): NextDoseView<M> {
  const { now, zone } = input;
  const slots = doseSlots(input.medicines, input.reminders);
  if (slots.length === 0) return { kind: "no-schedule" };

  const alarm = alarmDecision(input);
  if (alarm) return view("alarm-ringing", alarm.occurrence, now);

  const index = indexLogs(input.logs, zone);
  if (input.ringingKey) {
    const [date, time] = input.ringingKey.split("T");
    const slot = slots.find((s) => s.time === time);
    if (slot && date && alarmKey(date, time) === input.ringingKey) {
      const ringing = occurrenceOn(slot, date, now, zone, index);
      if (ringing.pending > 0) return view("alarm-ringing", ringing, now);
    }
  }

  const occurrences = slots.map((s) => currentOccurrence(s, now, zone, index)).sort((a, b) => a.at.getTime() - b.at.getTime());
  const open = (o: SlotOccurrence<M>) => o.pending > 0;
  const due = occurrences.find((o) => o.phase === "exact" && open(o));
  if (due) return view("due-now", due, now);
  const missed = occurrences.find((o) => o.phase === "missed" && open(o));
  if (missed) return view("missed", missed, now);
  // Every slot has one, since a slot not fully logged today is exact or missed once its time has come.
  const upcoming = occurrences.find((o) => o.phase === "upcoming") as SlotOccurrence<M>;
  return view("countdown", upcoming, now);
}
