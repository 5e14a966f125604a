// docs/rules/medicines.md: a schedule time's phase relative to now, and the rule that a time
// moves to the next day once every medicine at it is logged today.
import { MISSED_THRESHOLD_MINUTES, type DoseInput, type DoseLog, type DoseMedicine, type Instant } from "./rules";
import { doseSlots, isSlotLogged, slotDoses, type DoseSlot, type SlotDose } from "./schedule";
import { addDays, localDate, toMs, zonedInstant } from "../time/zoned-time";

export type DosePhase = "upcoming" | "exact" | "missed";
const MINUTE_MS = 60_000;

/**
 * upcoming: the time is still ahead; exact: 0 to 15 minutes past, both ends
 * included (to the millisecond: 15:00 past is exact, 15:00.001 is missed);
 * missed: more than 15 minutes past.
 */
export function dosePhase(scheduledAt: Instant, now: Instant): DosePhase {
  const past = toMs(now) - toMs(scheduledAt);
  if (past < 0) return "upcoming";
  return past <= MISSED_THRESHOLD_MINUTES * MINUTE_MS ? "exact" : "missed";
}

export interface SlotOccurrence<M extends DoseMedicine = DoseMedicine> {
  /** 'HH:mm'. */
  time: string;
  /** The local day of this occurrence (yyyy-MM-dd). */
  date: string;
  /** The instant it falls on in the zone. */
  at: Date;
  phase: DosePhase;
  doses: SlotDose<M>[];
  /** How many of `doses` are still pending. */
  pending: number;
}

/** A slot's occurrence on a given local day. */
export function occurrenceOn<M extends DoseMedicine>(
  slot: DoseSlot<M>,
  date: string,
  now: Instant,
  zone: string,
  logIndex: ReadonlyMap<string, DoseLog>,
): SlotOccurrence<M> {
  const at = zonedInstant(date, slot.minutes, zone);
  const doses = slotDoses(slot, date, logIndex);
  return {
    time: slot.time,
    date,
    at,
    phase: dosePhase(at, now),
    doses,
    pending: doses.filter((d) => d.status === "pending").length,
  };
}

/** The slot at 'HH:mm' `time` on local day `date`, or undefined when no dose falls then. */
export function slotAt<M extends DoseMedicine>(input: Pick<DoseInput<M>, "medicines" | "reminders">, date: string, time: string): DoseSlot<M> | undefined {
  return doseSlots(input.medicines, input.reminders, date).find((s) => s.time === time);
}

/**
 * The current occurrence of the time `time`: today's, or tomorrow's once every medicine at
 * it is logged today (taken, skipped or missed) or when today has no dose then (a schedule
 * that skips today). A today's time that is not fully logged stays today all day, so an
 * unlogged morning dose is "missed" until marked or until the day ends. Undefined when
 * neither day has a dose at that time.
 */
export function currentOccurrence<M extends DoseMedicine>(
  input: Pick<DoseInput<M>, "medicines" | "reminders" | "now" | "zone">,
  time: string,
  logIndex: ReadonlyMap<string, DoseLog>,
): SlotOccurrence<M> | undefined {
  const today = localDate(input.now, input.zone);
  return occurrenceOfTime(input, slotAt(input, today, time), slotAt(input, addDays(today, 1), time), logIndex);
}

/** currentOccurrence() from the time's slots of today and tomorrow, however they were found. */
function occurrenceOfTime<M extends DoseMedicine>(
  { now, zone }: Pick<DoseInput<M>, "now" | "zone">,
  todays: DoseSlot<M> | undefined,
  next: DoseSlot<M> | undefined,
  logIndex: ReadonlyMap<string, DoseLog>,
): SlotOccurrence<M> | undefined {
  const today = localDate(now, zone);
  if (todays && !isSlotLogged(todays, today, logIndex)) return occurrenceOn(todays, today, now, zone, logIndex);
  if (next) return occurrenceOn(next, addDays(today, 1), now, zone, logIndex);
  return todays && occurrenceOn(todays, today, now, zone, logIndex);
}

/** Days ahead nextDoseView() looks for the next dose: a yearly cycle's off days at most. */
export const NEXT_DOSE_HORIZON_DAYS = 366;

/**
 * Every time's current occurrence (currentOccurrence()) of today, plus, when no time of
 * today or tomorrow is still open, the first day ahead with a dose (a schedule that skips
 * days: every third day, a cycle's days off). Sorted by instant.
 */
export function currentOccurrences<M extends DoseMedicine>(
  input: Pick<DoseInput<M>, "medicines" | "reminders" | "now" | "zone">,
  logIndex: ReadonlyMap<string, DoseLog>,
): SlotOccurrence<M>[] {
  const { now, zone } = input;
  const today = localDate(now, zone);
  // Each day's slots once, then each time's occurrence from them.
  const todays = new Map(doseSlots(input.medicines, input.reminders, today).map((s) => [s.time, s]));
  const tomorrows = new Map(doseSlots(input.medicines, input.reminders, addDays(today, 1)).map((s) => [s.time, s]));
  const times = new Set([...todays.keys(), ...tomorrows.keys()]);
  const out = [...times].flatMap((t) => occurrenceOfTime(input, todays.get(t), tomorrows.get(t), logIndex) ?? []);
  if (!out.some((o) => o.pending > 0)) {
    for (let ahead = 2; ahead <= NEXT_DOSE_HORIZON_DAYS; ahead++) {
      const date = addDays(today, ahead);
      const slots = doseSlots(input.medicines, input.reminders, date);
      if (slots.length === 0) continue;
      out.push(...slots.map((s) => occurrenceOn(s, date, now, zone, logIndex)));
      break;
    }
  }
  return out.sort((a, b) => a.at.getTime() - b.at.getTime());
}
