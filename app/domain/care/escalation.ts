// docs/rules/care.md, "The push": when each caregiver is told that a very important dose is
// still not marked, and which doses that is. Pure: the window, the zone and the snoozes
// are passed in. A key per link and dose makes each push once.
import type { DoseLog, DoseMedicine, DoseReminder } from "../doses/rules";
import { doseSlots, slotDoses, type DoseSlot } from "../doses/schedule";
import { indexLogs } from "../doses/log-key";
import { addDays, localDate, toMs, zonedInstant } from "../time/zoned-time";
import { escalationAt } from "./rules";

/** An active link as the patient's hub knows it. */
export interface CareLinkTiming {
  id: string;
  minutes: number;
}

export interface CareInstant {
  /** `care:{linkId}:{date}T{HH:mm}`. */
  key: string;
  at: number;
  linkId: string;
  date: string;
  time: string;
}

/** The reminder key a snooze is held under (the same as app/domain/reminders/instants.ts's medicine keys). */
export const doseTimeKey = (date: string, time: string) => `med:${date}T${time}`;

const criticalSlot = (slot: DoseSlot) => slot.medicines.some((m) => m.critical);

/**
 * Each link's push for each dose time with a very important medicine whose push falls in
 * (from, to]. `snoozes`: the time the patient snoozed a dose time's reminder to, by
 * doseTimeKey; the push then counts from it.
 */
export function careInstants(
  data: { medicines: readonly DoseMedicine[]; reminders: readonly DoseReminder[] },
  links: readonly CareLinkTiming[],
  zone: string,
  snoozes: ReadonlyMap<string, number>,
  from: number,
  to: number,
): CareInstant[] {
  if (links.length === 0) return [];
  const longest = Math.max(...links.map((l) => l.minutes)) * 60_000;
  const out: CareInstant[] = [];
  // A dose a day before `from` may still have its push ahead (a long snooze); one after `to` cannot.
  for (let date = localDate(new Date(from - longest), zone), last = localDate(new Date(to), zone); date <= last; date = addDays(date, 1)) {
    for (const slot of doseSlots(data.medicines, data.reminders, date).filter(criticalSlot)) {
      const reminderAt = zonedInstant(date, slot.minutes, zone).getTime();
      const snoozed = snoozes.get(doseTimeKey(date, slot.time)) ?? null;
      for (const link of links) {
        const at = escalationAt(reminderAt, snoozed, link.minutes);
        if (at > from && at <= to) out.push({ key: `care:${link.id}:${date}T${slot.time}`, at, linkId: link.id, date, time: slot.time });
      }
    }
  }
  return out.sort((a, b) => a.at - b.at || a.key.localeCompare(b.key));
}

/**
 * The very important medicines of a dose time still not marked: no log, or only the
 * hub's own "missed" (written 15 minutes after the reminder, before any push is due).
 * Taken or skipped is marked. A medicine added after the dose time is left out.
 */
export function unmarkedCritical<M extends DoseMedicine>(
  data: { medicines: readonly M[]; reminders: readonly DoseReminder[]; logs: readonly DoseLog[] },
  zone: string,
  date: string,
  time: string,
): M[] {
  const slot = doseSlots(data.medicines, data.reminders, date).find((s) => s.time === time);
  if (!slot) return [];
  const reminderAt = zonedInstant(date, slot.minutes, zone).getTime();
  return slotDoses(slot, date, indexLogs(data.logs, zone))
    .filter((d) => d.critical && (d.status === "pending" || d.status === "missed") && toMs(d.medicine.created_at) <= reminderAt)
    .map((d) => d.medicine);
}
