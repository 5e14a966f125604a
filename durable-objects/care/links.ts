// What a patient's hub reads of D1 for the caregivers' pushes (docs/rules/care.md): the
// patient's active links, and each caregiver's push subscriptions.
import { and, eq, inArray } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import { careLinks as l, pushSubscriptions as p } from "../../drizzle/schema";
import type { ReminderSubscription } from "../reminders/data";

export interface ActiveCareLink {
  id: string;
  caregiver_id: string;
  minutes: number;
  phone: string;
  lang: string;
}

export async function activeLinksOf(d1: DrizzleD1Database, patientId: string): Promise<ActiveCareLink[]> {
  const rows = await d1
    .select({ id: l.id, caregiver_id: l.caregiver_id, minutes: l.escalation_minutes, phone: l.patient_phone, lang: l.caregiver_lang })
    .from(l)
    .where(and(eq(l.patient_id, patientId), eq(l.status, "active")));
  return rows.flatMap((r) => (r.caregiver_id ? [{ ...r, caregiver_id: r.caregiver_id }] : []));
}

export async function subscriptionsOf(d1: DrizzleD1Database, userIds: readonly string[]): Promise<Map<string, ReminderSubscription[]>> {
  const out = new Map<string, ReminderSubscription[]>();
  if (userIds.length === 0) return out;
  const rows = await d1
    .select({ user_id: p.user_id, endpoint: p.endpoint, p256dh: p.p256dh, auth: p.auth })
    .from(p)
    .where(inArray(p.user_id, [...userIds]));
  for (const { user_id, ...sub } of rows) out.set(user_id, [...(out.get(user_id) ?? []), sub]);
  return out;
}
