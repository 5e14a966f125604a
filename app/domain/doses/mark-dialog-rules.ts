// docs/rules/medicines.md: the rules of the mark-medicines dialog and of how it is
// opened, without React: which day and type a request resolves to, each
// medicine's state (pending / taken / skipped, or locked when already logged),
// what Save may do and submits, what closing asks, the success toast's counts,
// the /?alarm=true&time=HH:mm link, and which alarmed keys are worth keeping.
import { alarmKey } from "./alarm-rules";
import { indexLogs } from "./log-key";
import { currentOccurrence, dosePhase, occurrenceOn, slotAt, type DosePhase, type SlotOccurrence } from "./phase";
import type { DoseInput, DoseLog, DoseMedicine } from "./rules";
import { isValidMissedDoseTime, parseReminderTime, reminderMinutes } from "./time";
import { addDays, localDate, zonedInstant } from "../time/zoned-time";

/** How the dialog was opened, which decides what closing it asks (same union as app/features/doses/dialog-state.ts). */
export type MarkDialogType = "alarm" | "missed" | "exact" | "upcoming" | "review";

/**
 * The dialog's type: the one asked for; else 'alarm' while that time's alarm is
 * ringing; else 'review' for a time that has come and is fully logged; else the
 * time's phase (upcoming, exact, missed).
 */
export function markDialogType(opts: { requested?: MarkDialogType; ringing: boolean; phase: DosePhase; pending: number }): MarkDialogType {
  if (opts.requested) return opts.requested;
  if (opts.ringing) return "alarm";
  if (opts.phase !== "upcoming" && opts.pending === 0) return "review";
  return opts.phase;
}

export interface ResolvedDoseRequest {
  time: string;
  date: string;
  type: MarkDialogType;
}

/**
 * A request ({time, date?, type?}) made concrete for `input.now`: a time that
 * is not valid resolves to null. Without a date the time's current occurrence
 * is taken (today, or tomorrow once today's is fully logged); without a type it
 * comes from markDialogType(). A time no medicine is scheduled at still
 * resolves (the dialog says there is nothing to mark).
 */
export function resolveDoseRequest(
  request: { time: string; date?: string; type?: MarkDialogType },
  input: DoseInput,
  ringingKey: string | null,
): ResolvedDoseRequest | null {
  const time = parseReminderTime(request.time);
  if (time === null) return null;
  const { now, zone } = input;
  const index = indexLogs(input.logs, zone);
  const slot = request.date ? slotAt(input, request.date, time) : undefined;
  const found = request.date ? slot && occurrenceOn(slot, request.date, now, zone, index) : currentOccurrence(input, time, index);
  let occurrence: Pick<SlotOccurrence, "date" | "phase" | "pending">;
  if (found) {
    occurrence = found;
  } else {
    const date = request.date ?? localDate(now, zone);
    occurrence = { date, pending: 0, phase: dosePhase(zonedInstant(date, reminderMinutes(time) as number, zone), now) };
  }
  const type = markDialogType({
    requested: request.type,
    ringing: ringingKey === alarmKey(occurrence.date, time),
    phase: occurrence.phase,
    pending: occurrence.pending,
  });
  return { time, date: occurrence.date, type };
}

/** A medicine's choice in the dialog. */
export type MarkChoice = "pending" | "taken" | "skipped";

/** Tapping a status sets it; tapping the active one again returns to pending. */
export function toggleChoice(current: MarkChoice, tapped: Exclude<MarkChoice, "pending">): MarkChoice {
  return current === tapped ? "pending" : tapped;
}

export interface MarkItem<M extends DoseMedicine = DoseMedicine> {
  medicine: M;
  critical: boolean;
  /** Its log's status when already marked for that dose: locked, 'Already marked'. */
  logged: DoseLog["status"] | null;
  /** The user's choice; always 'pending' for a logged item. */
  choice: MarkChoice;
}

/** The dialog's rows: each dose of the occurrence with the user's choice, logged ones locked. */
export function markItems<M extends DoseMedicine>(doses: SlotOccurrence<M>["doses"], choices: Readonly<Record<string, MarkChoice>>): MarkItem<M>[] {
  return doses.map((d) => {
    const logged = d.status === "pending" ? null : d.status;
    return { medicine: d.medicine, critical: d.critical, logged, choice: logged ? "pending" : (choices[d.medicine.id] ?? "pending") };
  });
}

/** Items neither logged before nor given a status now. */
export function unmarkedCount(items: readonly MarkItem[]): number {
  return items.filter((i) => !i.logged && i.choice === "pending").length;
}

/** True once the user gave any not-yet-logged item a status. */
export function hasChanges(items: readonly MarkItem[]): boolean {
  return items.some((i) => !i.logged && i.choice !== "pending");
}

/** docs/rules/medicines.md: Save is disabled while saving, or when every item is pending and nothing was marked before. */
export function canSave(items: readonly MarkItem[], saving: boolean): boolean {
  if (saving) return false;
  return items.some((i) => i.logged !== null || i.choice !== "pending");
}

export interface SubmittedMark {
  medicineId: string;
  time: string;
  date: string;
  status: "taken" | "skipped";
}

/** docs/rules/medicines.md: only non-pending, not-yet-marked items are submitted. */
export function submittedMarks(items: readonly MarkItem[], time: string, date: string): SubmittedMark[] {
  return items.flatMap((i) => (!i.logged && i.choice !== "pending" ? [{ medicineId: i.medicine.id, time, date, status: i.choice }] : []));
}

/** What closing asks: nothing ('close'), or which confirm text (docs/rules/medicines.md). */
export type CloseAction = "close" | "confirm-due" | "confirm-missed" | "confirm-unmarked";

/**
 * docs/rules/medicines.md: with nothing left unmarked it closes; an upcoming dialog closes
 * silently; exact and alarm ask about medicines due now and missed about missed
 * ones, even when nothing was tapped (a dose that matters is about to be
 * dismissed); any other type asks 'Close without marking?' only when the user
 * chose statuses and did not save them, else "no status changed: it simply closes".
 */
export function closeAction(type: MarkDialogType, items: readonly MarkItem[]): CloseAction {
  if (unmarkedCount(items) === 0 || type === "upcoming") return "close";
  if (type === "exact" || type === "alarm") return "confirm-due";
  if (type === "missed") return "confirm-missed";
  return hasChanges(items) ? "confirm-unmarked" : "close";
}

/** The success toast's numbers: 'N medicine(s) marked as taken', plus ', M skipped' only when M > 0. */
export function successCounts(result: { taken: number; skipped: number }): { taken: number; skipped: number | null } {
  return { taken: result.taken, skipped: result.skipped > 0 ? result.skipped : null };
}

/** The link's parameters (docs/rules/medicines.md: / with alarm=true and a time). */
export const ALARM_LINK_PARAMS = ["alarm", "time"] as const;

/**
 * The time of an alarm link (`?alarm=true&time=HH:mm`) as 'HH:mm', or null when
 * the query is not one or its time is not valid. Lenient about the form
 * ('8:00', '08:00:00', '8:00 PM'); the result is always a strict HH:mm.
 */
export function parseAlarmLink(search: string | URLSearchParams): string | null {
  const params = typeof search === "string" ? new URLSearchParams(search) : search;
  if (params.get("alarm") !== "true") return null;
  const time = parseReminderTime(params.get("time"));
  return time !== null && isValidMissedDoseTime(time) ? time : null;
}

/** The query without the alarm link's parameters ('' when nothing else is left, else '?…'). */
export function withoutAlarmLink(search: string): string {
  const params = new URLSearchParams(search);
  for (const p of ALARM_LINK_PARAMS) params.delete(p);
  const rest = params.toString();
  return rest ? `?${rest}` : "";
}

/** True when the query is an alarm link (valid or not): its parameters are to be cleared. */
export function hasAlarmLinkParams(search: string): boolean {
  return new URLSearchParams(search).has("alarm");
}

/**
 * The alarmed keys ('yyyy-MM-ddTHH:mm') worth keeping on `today`: alarmDecision()
 * looks at yesterday, today and tomorrow, so anything older than yesterday can
 * never ring again. Malformed keys are dropped.
 */
export function pruneAlarmedKeys(keys: Iterable<string>, today: string): string[] {
  const oldest = addDays(today, -1);
  const kept = new Set<string>();
  for (const key of keys) {
    const m = /^(\d{4}-\d{2}-\d{2})T(\d{2}:\d{2})$/.exec(key);
    if (m && m[1] >= oldest && isValidMissedDoseTime(m[2])) kept.add(key);
  }
  return [...kept].sort();
}

/** Where "/" goes: /dashboard with the alarm link's query for a valid one, else /splash. */
export function indexTarget(search: string): string {
  const time = parseAlarmLink(search);
  return time ? `/dashboard?alarm=true&time=${time}` : "/splash";
}
