// docs/rules/home.md: the dashboard's next-dose card. One view at a time, chosen in this
// order (the most pressing first; among equals, the earliest time):
//   no-schedule    no dose ahead: no enabled reminder of a scheduled medicine (not
//                  deleted, not as needed), or a taper that has ended;
//   alarm-ringing  alarmDecision() would ring now (within ±1 minute, unmarked
//                  medicines, not yet alarmed), or the caller's ringing alarm
//                  (`ringingKey`) is still for a time with unmarked medicines;
//   due-now        a time in its exact phase (0–15 minutes past) with unmarked medicines;
//   missed         a time of today more than 15 minutes past with unmarked medicines;
//   countdown      otherwise the earliest upcoming time (a fully logged time of
//                  today counts as tomorrow's, and a schedule that skips days looks
//                  ahead to its next day: see currentOccurrences()).
import type { DoseInput, DoseMedicine, Instant } from "../doses/rules";
import { alarmDecision, alarmKey } from "../doses/alarm-rules";
import { indexLogs } from "../doses/log-key";
import { currentOccurrences, occurrenceOn, slotAt, type SlotOccurrence } from "../doses/phase";
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
  const index = indexLogs(input.logs, zone);
  const occurrences = currentOccurrences(input, index);
  const open = (o: SlotOccurrence<M>) => o.pending > 0;
  if (!occurrences.some(open)) return { kind: "no-schedule" };

  const alarm = alarmDecision(input);
  if (alarm) return view("alarm-ringing", alarm.occurrence, now);

  if (input.ringingKey) {
    const [date, time] = input.ringingKey.split("T");
    const slot = date && time ? slotAt(input, date, time) : undefined;
    if (slot && date && alarmKey(date, time) === input.ringingKey) {
      const ringing = occurrenceOn(slot, date, now, zone, index);
      if (ringing.pending > 0) return view("alarm-ringing", ringing, now);
    }
  }

  const due = occurrences.find((o) => o.phase === "exact" && open(o));
  if (due) return view("due-now", due, now);
  const missed = occurrences.find((o) => o.phase === "missed" && open(o));
  if (missed) return view("missed", missed, now);
  // An open time not exact nor missed is upcoming.
  const upcoming = occurrences.find((o) => o.phase === "upcoming" && open(o)) as SlotOccurrence<M>;
  return view("countdown", upcoming, now);
}
