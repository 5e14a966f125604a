// docs/rules/medicines.md: taken doses, today's stats, the 30-day adherence rate and the 7-day graph.
//
// Definitions (docs/rules/medicines.md gives the numbers; the arithmetic is ours):
// - A scheduled dose is one medicine at one reminder time on one local day
//   (doseSlots(): enabled reminders of medicines that are not deleted nor as needed, on
//   the days their schedule names; the current reminders and schedule stand for the past
//   too, since their history is not kept). An as-needed dose is never scheduled, so it
//   is never missed and never lowers the rate.
// - A log belongs to a dose by its key (medicine + scheduled time + local day, see
//   log-key.ts).
// - On time: a taken log marked within TAKEN_WINDOW_MINUTES before or after the
//   dose's instant. Only on-time doses "count toward the day": the rate and the
//   graph use them. Today's stats count every taken dose (what the user did, which
//   the progress bar shows) and say how many of them were on time.
// - A dose enters the rate/graph once it is due (its instant is not after now) or
//   once it has a log, and only if its instant is not before the medicine's
//   created_at: days, and hours of a day, before the medicine existed are excluded.
// - rate = on-time taken / scheduled, from 0 to 1; null when nothing was scheduled.
import { ADHERENCE_GRAPH_DAYS, ADHERENCE_WINDOW_DAYS, TAKEN_WINDOW_MINUTES, type DoseInput, type DoseLog, type Instant } from "./rules";
import { doseKey, indexLogs } from "./log-key";
import { occurrenceOn } from "./phase";
import { doseSlots } from "./schedule";
import { addDays, localDate, toMs, zonedInstant } from "../time/zoned-time";

const MINUTE_MS = 60_000;

/** A taken log marked within 60 minutes (either side) of the dose's scheduled instant. */
export function isTakenOnTime(log: Pick<DoseLog, "status" | "taken_at">, scheduledAt: Instant): boolean {
  return log.status === "taken" && Math.abs(toMs(log.taken_at) - toMs(scheduledAt)) <= TAKEN_WINDOW_MINUTES * MINUTE_MS;
}

export interface TodayStats {
  /** Scheduled doses today. */
  total: number;
  /** Doses logged taken today, at any time. */
  taken: number;
  /** Of `taken`, those marked within 60 minutes of their schedule. */
  takenOnTime: number;
  skipped: number;
  /** Doses logged missed, plus unlogged doses more than 15 minutes past. */
  missed: number;
  /** Unlogged doses not yet missed (upcoming or due now). */
  pending: number;
}

/** Today's doses in the user's zone; taken + skipped + missed + pending = total. */
export function todayStats(input: DoseInput): TodayStats {
  const { now, zone } = input;
  const today = localDate(now, zone);
  const index = indexLogs(input.logs, zone);
  const stats: TodayStats = { total: 0, taken: 0, takenOnTime: 0, skipped: 0, missed: 0, pending: 0 };
  for (const slot of doseSlots(input.medicines, input.reminders, today)) {
    const o = occurrenceOn(slot, today, now, zone, index);
    for (const dose of o.doses) {
      stats.total++;
      if (dose.status === "taken") {
        stats.taken++;
        const log = index.get(doseKey(dose.medicine.id, slot.time, today)) as DoseLog;
        if (isTakenOnTime(log, o.at)) stats.takenOnTime++;
      } else if (dose.status === "skipped") stats.skipped++;
      else if (dose.status === "missed" || o.phase === "missed") stats.missed++;
      else stats.pending++;
    }
  }
  return stats;
}

export interface DayAdherence {
  /** yyyy-MM-dd in the user's zone. */
  date: string;
  scheduled: number;
  /** Doses taken on time. */
  taken: number;
  /** taken / scheduled (0–1), null when nothing was scheduled. */
  rate: number | null;
}

const rate = (taken: number, scheduled: number) => (scheduled > 0 ? taken / scheduled : null);

/** What became of one scheduled dose: taken on time, taken late, skipped, or missed (no log once due, or marked missed). */
export type DoseOutcome = "on-time" | "late" | "skipped" | "missed";

/** One scheduled dose that counts (due, or already logged), as the rate and the graph see it. */
export interface PastDose {
  /** yyyy-MM-dd in the user's zone. */
  date: string;
  /** The reminder time 'HH:mm' and its minutes after midnight. */
  time: string;
  minutes: number;
  medicineId: string;
  outcome: DoseOutcome;
}

/** Every dose that counts on the `days` local days ending today, oldest day first, by time within a day. */
export function doseHistory(input: DoseInput, days: number): PastDose[] {
  const { now, zone } = input;
  const nowMs = toMs(now);
  const today = localDate(now, zone);
  const index = indexLogs(input.logs, zone);
  const out: PastDose[] = [];
  for (let back = days - 1; back >= 0; back--) {
    const date = addDays(today, -back);
    for (const slot of doseSlots(input.medicines, input.reminders, date)) {
      const at = zonedInstant(date, slot.minutes, zone);
      for (const { medicine } of slot.medicines) {
        if (at.getTime() < toMs(medicine.created_at)) continue;
        const log = index.get(doseKey(medicine.id, slot.time, date));
        if (!log && at.getTime() > nowMs) continue;
        const outcome: DoseOutcome =
          !log || log.status === "missed" ? "missed" : log.status === "skipped" ? "skipped" : isTakenOnTime(log, at) ? "on-time" : "late";
        out.push({ date, time: slot.time, minutes: slot.minutes, medicineId: medicine.id, outcome });
      }
    }
  }
  return out;
}

/** Per local day, the `days` days ending today, oldest first. */
export function dailyAdherence(input: DoseInput, days: number): DayAdherence[] {
  const today = localDate(input.now, input.zone);
  const byDate = new Map<string, DayAdherence>();
  for (let back = days - 1; back >= 0; back--) {
    const date = addDays(today, -back);
    byDate.set(date, { date, scheduled: 0, taken: 0, rate: null });
  }
  for (const dose of doseHistory(input, days)) {
    const day = byDate.get(dose.date)!;
    day.scheduled++;
    if (dose.outcome === "on-time") day.taken++;
  }
  for (const day of byDate.values()) day.rate = rate(day.taken, day.scheduled);
  return [...byDate.values()];
}

export interface AdherenceRate {
  scheduled: number;
  taken: number;
  rate: number | null;
}

/** The adherence rate over the last ADHERENCE_WINDOW_DAYS local days, today included. */
export function adherenceRate(input: DoseInput, days: number = ADHERENCE_WINDOW_DAYS): AdherenceRate {
  let scheduled = 0;
  let taken = 0;
  for (const d of dailyAdherence(input, days)) {
    scheduled += d.scheduled;
    taken += d.taken;
  }
  return { scheduled, taken, rate: rate(taken, scheduled) };
}

/** The adherence graph: ADHERENCE_GRAPH_DAYS local days ending today, oldest first. */
export function adherenceGraph(input: DoseInput): DayAdherence[] {
  return dailyAdherence(input, ADHERENCE_GRAPH_DAYS);
}
