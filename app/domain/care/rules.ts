// docs/rules/care.md: the caregiver link's numbers and who may do what with a link.
// Pure: the clock is passed in.

export const CARE_LINK_STATUSES = ["pending", "active", "ended"] as const;
export type CareLinkStatus = (typeof CARE_LINK_STATUSES)[number];
/** What the patient shares: their doses only, or their doses and their latest readings. */
export const CARE_SHARES = ["doses", "doses_readings"] as const;
export type CareShares = (typeof CARE_SHARES)[number];
/** Minutes after a critical dose's reminder (or its snooze) that the caregiver is told it is unmarked. */
export const ESCALATION_MINUTE_CHOICES = [15, 30, 60] as const;
export type EscalationMinutes = (typeof ESCALATION_MINUTE_CHOICES)[number];
export const DEFAULT_ESCALATION_MINUTES: EscalationMinutes = 30;
/** An invite code works this long, once. */
export const CARE_CODE_TTL_HOURS = 24;
/** A patient has at most this many active caregivers. */
export const MAX_ACTIVE_CAREGIVERS = 3;

const MINUTE_MS = 60_000;

/** The fields of a link the rules read. */
export interface CareLinkFacts {
  patient_id: string;
  caregiver_id: string | null;
  status: CareLinkStatus;
  code_expires_at: string | null;
}

export type CareRole = "patient" | "caregiver";

/** The user's side of a link, or null when it is not theirs (it then answers like a missing one). */
export function careRole(link: Pick<CareLinkFacts, "patient_id" | "caregiver_id">, userId: string): CareRole | null {
  if (link.patient_id === userId) return "patient";
  if (link.caregiver_id !== null && link.caregiver_id === userId) return "caregiver";
  return null;
}

/** Either side may end a link that has not ended; ending is final. */
export function mayEnd(link: CareLinkFacts, userId: string): boolean {
  return link.status !== "ended" && careRole(link, userId) !== null;
}

/** Only the patient chooses what is shared and the minutes, while the link lasts. */
export function mayChangeSharing(link: CareLinkFacts, userId: string): boolean {
  return link.status !== "ended" && careRole(link, userId) === "patient";
}

/** Only the caregiver of an active link sees the patient's day. */
export function maySeeDay(link: CareLinkFacts, userId: string): boolean {
  return link.status === "active" && link.caregiver_id === userId;
}

export function codeExpiry(now: number): string {
  return new Date(now + CARE_CODE_TTL_HOURS * 60 * MINUTE_MS).toISOString();
}

export type AcceptRefusal = "invalid_code" | "own_invite" | "already_caregiver" | "too_many_caregivers";

/**
 * Why `userId` may not accept the pending link its code found (null: they may). A used,
 * ended or expired code is the same "invalid_code" as a wrong one.
 * `activeCaregivers`: the patient's active caregivers now.
 */
export function acceptRefusal(link: CareLinkFacts | null, userId: string, now: number, activeCaregivers: readonly string[]): AcceptRefusal | null {
  if (!link || link.status !== "pending" || !link.code_expires_at || Date.parse(link.code_expires_at) <= now) return "invalid_code";
  if (link.patient_id === userId) return "own_invite";
  if (activeCaregivers.includes(userId)) return "already_caregiver";
  if (activeCaregivers.length >= MAX_ACTIVE_CAREGIVERS) return "too_many_caregivers";
  return null;
}

/** When the caregiver is told a critical dose is still unmarked: its minutes after the reminder, or after the snooze when one was asked. */
export function escalationAt(reminderAt: number, snoozedUntil: number | null, minutes: number): number {
  return Math.max(reminderAt, snoozedUntil ?? reminderAt) + minutes * MINUTE_MS;
}

/** A caregiver's push more than this late (an alarm that could not run) is not sent: by then it would mislead. */
export const CARE_LATE_LIMIT_MS = 60 * MINUTE_MS;
