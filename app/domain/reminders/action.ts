// A medicine reminder's actions (Taken, Snooze) on a phone shared by several accounts
// (issue 13, "Reminders on a shared phone"): the notification may be for an account
// that is not the one signed in, so its actions do not ride on the session. The push
// payload carries an action token the hub signed for exactly that person and that dose
// (its key and medicines), valid for NOTIFICATION_ACTION_TTL_MS; POST /api/push/action
// checks it and applies the action for that person. Shared by the service worker,
// which makes the request, and the Worker, which checks it (the request's schema is in
// action-schema.ts, so the worker's bundle carries no zod).
import { parseMedicineKey } from "./instants";
import type { Op } from "../sync/op";

/** How long a notification's Taken and Snooze work without the app: long enough for a night offline, short enough that an old notification cannot log today's dose. */
export const NOTIFICATION_ACTION_TTL_MS = 12 * 60 * 60_000;

export const NOTIFICATION_ACTIONS = ["taken", "snooze"] as const;
export type NotificationAction = (typeof NOTIFICATION_ACTIONS)[number];

/** The dose a token is for: the person, the reminder's key ('med:{date}T{HH:mm}') and its medicines. */
export interface ActionDose {
  userId: string;
  key: string;
  medicineIds: readonly string[];
}

/** What the token signs; the expiry (ms) is part of the token and of the message. */
export function actionTokenMessage(dose: ActionDose, expiresAt: number): string {
  return `notification-action:${dose.userId}:${dose.key}:${[...dose.medicineIds].sort().join(",")}:${expiresAt}`;
}

/** '{expiresAt}.{signature}'. */
export function parseActionToken(token: string): { expiresAt: number; signature: string } | null {
  const m = /^(\d{13})\.([\w-]{20,100})$/.exec(token);
  return m ? { expiresAt: Number(m[1]), signature: m[2] } : null;
}

/** The notification's Taken: one 'taken' adherence log per medicine of that dose. */
export function takenOps(medicineIds: readonly string[], date: string, time: string, newId: () => string, now = new Date().toISOString()): Op[] {
  return medicineIds.map((medicineId) => ({
    opId: newId(),
    table: "adherence_logs",
    type: "insert",
    id: newId(),
    data: { medicine_id: medicineId, status: "taken", taken_at: now, scheduled_time: time, scheduled_date: date },
    clientTime: now,
  }));
}

/** Whether `ops` are exactly such logs for the token's dose: one per listed medicine at most, nothing else. */
export function areTakenOpsFor(ops: readonly Op[], dose: ActionDose): boolean {
  const at = parseMedicineKey(dose.key);
  if (!at || ops.length === 0) return false;
  const seen = new Set<string>();
  for (const op of ops) {
    const d = op.data as Record<string, unknown>;
    const medicineId = String(d.medicine_id);
    if (op.table !== "adherence_logs" || op.type !== "insert" || d.status !== "taken") return false;
    if (!dose.medicineIds.includes(medicineId) || seen.has(medicineId)) return false;
    if (d.scheduled_date !== at.date || String(d.scheduled_time).slice(0, 5) !== at.time) return false;
    seen.add(medicineId);
  }
  return true;
}

/** The notification's tag: the reminder's key and its person, so two accounts' reminders at one time both show. */
export const notificationTag = (key: string, userId: string) => `${key}|${userId}`;
