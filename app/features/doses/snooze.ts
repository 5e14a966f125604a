// docs/rules/medicines.md, "Snooze": the times snoozed from the in-app alarm on this device
// (`snoozed:{userId}`), which the alarm's 30 s check rings again (alarm.ts). What the
// snooze itself does is in snooze-dose.ts, loaded with the mark dialog.
import { alarmKey } from "~/domain/doses/alarm-rules";
import { userCache } from "../../platform/reads/user-cache";

export interface Snoozed {
  date: string;
  time: string;
  /** Epoch ms it rings again. */
  at: number;
}

const snoozedCache = userCache<Snoozed[]>("snoozed");
/** A snooze not rung within a day (the phone was off) is forgotten: the dose is missed by then. */
const KEEP_MS = 86_400_000;

/** This user's list on this device without the snooze of `date` `time`, and without any older than a day. */
function othersThan(userId: string, date: string, time: string, now: number): Snoozed[] {
  const stored = snoozedCache.read(userId);
  return (Array.isArray(stored) ? stored : []).filter((s) => alarmKey(s.date, s.time) !== alarmKey(date, time) && s.at > now - KEEP_MS);
}

/** Remembers that `date` `time` rings again at `at` (replacing an earlier snooze of it). */
export function rememberSnooze(userId: string, snoozed: Snoozed, now: number) {
  snoozedCache.write(userId, [...othersThan(userId, snoozed.date, snoozed.time, now), snoozed]);
}

/** The snoozed time due now, if any, taken off the list (so it rings once, in one tab). */
export function takeDueSnooze(userId: string, now: number): Snoozed | null {
  const stored = snoozedCache.read(userId);
  const due = (Array.isArray(stored) ? stored : []).find((s) => s.at <= now);
  if (!due) return null;
  snoozedCache.write(userId, othersThan(userId, due.date, due.time, now));
  return now - due.at < KEEP_MS ? due : null;
}
