// Which doses are scheduled on a day: the enabled reminders of medicines that are not
// deleted nor as needed, on the days their schedule names (schedule-pattern.ts), grouped
// by time of day. One slot per 'HH:mm'; a medicine appears once in a slot even with two
// reminders at that time (critical if either is).
import { DELETED_CATEGORY, type DoseLog, type DoseMedicine, type DoseReminder } from "./rules";
import { doseKey } from "./log-key";
import { parseReminderTime, reminderMinutes } from "./time";
import { timesOn } from "./schedule-pattern";
import { isAsNeeded } from "./as-needed";

export interface SlotMedicine<M extends DoseMedicine = DoseMedicine> {
  medicine: M;
  critical: boolean;
}
export interface DoseSlot<M extends DoseMedicine = DoseMedicine> {
  /** 'HH:mm'. */
  time: string;
  /** Minutes since local midnight. */
  minutes: number;
  medicines: SlotMedicine<M>[];
}

/** True for a medicine whose reminders are scheduled (not soft-deleted). */
export function isActiveMedicine(medicine: Pick<DoseMedicine, "category">): boolean {
  return medicine.category !== DELETED_CATEGORY;
}

/** True for a medicine that has scheduled doses: not soft-deleted, not as needed (SOS). */
export function isScheduledMedicine(medicine: Pick<DoseMedicine, "category" | "frequency">): boolean {
  return isActiveMedicine(medicine) && !isAsNeeded(medicine);
}

/**
 * The dose slots of local day `date` sorted by time of day; reminders that are disabled,
 * invalid, of a deleted, as-needed or unknown medicine, or not doses that day by the
 * medicine's schedule are left out.
 */
export function doseSlots<M extends DoseMedicine>(medicines: readonly M[], reminders: readonly DoseReminder[], date: string): DoseSlot<M>[] {
  const byId = new Map(medicines.filter(isScheduledMedicine).map((m) => [m.id, m]));
  const onDay = new Map([...byId.values()].map((m) => [m.id, timesOn(m.schedule, date)]));
  const slots = new Map<string, DoseSlot<M>>();
  for (const r of reminders) {
    const medicine = byId.get(r.medicine_id);
    const time = parseReminderTime(r.reminder_time);
    if (!r.enabled || !medicine || time === null) continue;
    const times = onDay.get(medicine.id) as "all" | readonly string[];
    if (times !== "all" && !times.includes(time)) continue;
    let slot = slots.get(time);
    if (!slot) {
      slot = { time, minutes: reminderMinutes(time) as number, medicines: [] };
      slots.set(time, slot);
    }
    const same = slot.medicines.find((s) => s.medicine.id === medicine.id);
    if (same) same.critical ||= r.is_critical;
    else slot.medicines.push({ medicine, critical: r.is_critical });
  }
  return [...slots.values()].sort((a, b) => a.minutes - b.minutes);
}

/**
 * The streak's rest days (streak.ts): days without a scheduled dose, when some medicine's
 * schedule skips days. With daily schedules only, no day is a rest day, so an as-needed
 * medicine alone does not stretch a streak over days without doses.
 */
export function restDays(medicines: readonly DoseMedicine[], reminders: readonly DoseReminder[]): (date: string) => boolean {
  if (!medicines.some((m) => isScheduledMedicine(m) && m.schedule)) return () => false;
  return (date) => doseSlots(medicines, reminders, date).length === 0;
}

/** A medicine's status at a slot on a day: its log's status, or pending. */
export type DoseStatus = DoseLog["status"] | "pending";

export interface SlotDose<M extends DoseMedicine = DoseMedicine> extends SlotMedicine<M> {
  status: DoseStatus;
}

/** Each medicine of a slot with its status on `date`, from logs indexed by indexLogs(). */
export function slotDoses<M extends DoseMedicine>(slot: DoseSlot<M>, date: string, logIndex: ReadonlyMap<string, DoseLog>): SlotDose<M>[] {
  return slot.medicines.map((s) => ({
    ...s,
    status: logIndex.get(doseKey(s.medicine.id, slot.time, date))?.status ?? "pending",
  }));
}

/**
 * True once every medicine of the slot is logged on `date`. Any log counts
 * (taken, skipped, or an explicit missed): the mark dialog locks each of them as
 * 'Already marked', so nothing is left to do at that time.
 */
export function isSlotLogged(slot: DoseSlot, date: string, logIndex: ReadonlyMap<string, DoseLog>): boolean {
  return slot.medicines.every((s) => logIndex.has(doseKey(s.medicine.id, slot.time, date)));
}
