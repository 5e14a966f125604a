// docs/rules/medicines.md: a dose is logged at most once per medicine, scheduled time and local
// day; a second log with the same key is a duplicate and is skipped (the server's
// unique index says the same). The key is also how the engine finds a dose's log.
import type { DoseLog } from "./rules";
import { parseReminderTime } from "./time";
import { localDate } from "../time/zoned-time";

/** The key of one scheduled dose: medicine, 'HH:mm' and local day. */
export function doseKey(medicineId: string, time: string, date: string): string {
  return `${medicineId}|${date}|${time}`;
}

/** The local day a log belongs to: its scheduled_date, else the day of taken_at in the zone. */
export function logDay(log: Pick<DoseLog, "taken_at" | "scheduled_date">, zone: string): string {
  return log.scheduled_date || localDate(log.taken_at, zone);
}

/**
 * A log's duplicate key, or null for a log without a (valid) scheduled time: an
 * as-needed dose can be taken more than once a day, so it is never a duplicate.
 * '08:00' and '08:00:00' give the same key.
 */
export function adherenceLogKey(log: DoseLog, zone: string): string | null {
  const time = parseReminderTime(log.scheduled_time);
  return time === null ? null : doseKey(log.medicine_id, time, logDay(log, zone));
}

/** Logs by their key (the first log of a key wins); logs without a key are left out. */
export function indexLogs<L extends DoseLog>(logs: readonly L[], zone: string): Map<string, L> {
  const index = new Map<string, L>();
  for (const log of logs) {
    const key = adherenceLogKey(log, zone);
    if (key !== null && !index.has(key)) index.set(key, log);
  }
  return index;
}

/** The new logs worth writing: those whose key is neither already logged nor repeated earlier in `candidates`. */
export function withoutDuplicateLogs<L extends DoseLog>(candidates: readonly L[], existing: readonly DoseLog[], zone: string): L[] {
  const seen = new Set(indexLogs(existing, zone).keys());
  const out: L[] = [];
  for (const log of candidates) {
    const key = adherenceLogKey(log, zone);
    if (key !== null) {
      if (seen.has(key)) continue;
      seen.add(key);
    }
    out.push(log);
  }
  return out;
}
