// docs/rules/medicines.md: a schedule time's phase relative to now, and the rule that a time
// moves to the next day once every medicine at it is logged today.
import { MISSED_THRESHOLD_MINUTES, type DoseLog, type DoseMedicine, type Instant } from "./rules";
import { isSlotLogged, slotDoses, type DoseSlot, type SlotDose } from "./schedule";
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

/**
 * The slot's current occurrence: today's, or tomorrow's once every medicine at it
 * is logged today (taken, skipped or missed). A today's time that is not fully
 * logged stays today all day, so an unlogged morning dose is "missed" until
 * marked or until the day ends.
 */
export function currentOccurrence<M extends DoseMedicine>(
  slot: DoseSlot<M>,
  now: Instant,
  zone: string,
  logIndex: ReadonlyMap<string, DoseLog>,
): SlotOccurrence<M> {
  const today = localDate(now, zone);
  const date = isSlotLogged(slot, today, logIndex) ? addDays(today, 1) : today;
  return occurrenceOn(slot, date, now, zone, logIndex);
}
