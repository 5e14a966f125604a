// The caregiver links in D1 (docs/rules/care.md): every write of care_links is here, each
// scoped in its WHERE to the user it acts for, so a link that is not theirs changes nothing.
import { and, eq, ne } from "drizzle-orm";
import { uuidv7 } from "uuidv7";
import { codeExpiry, MAX_ACTIVE_CAREGIVERS, type CareShares } from "../../app/domain/care/rules";
import type { Language } from "../../app/domain/settings/rules";
import { careLinks as l, type CareLinkRow } from "../../drizzle/schema";
import { sha256Url } from "../../durable-objects/lib/base64url";
import type { Db } from "../reads/read";

export interface NewInvite {
  phone: string;
  shares: CareShares;
  minutes: number;
  email?: string;
}

export async function createInvite(db: Db, patientId: string, invite: NewInvite, code: string, now: number) {
  const id = uuidv7();
  const expires_at = codeExpiry(now);
  await db.insert(l).values({
    id,
    patient_id: patientId,
    shares: invite.shares,
    escalation_minutes: invite.minutes,
    patient_phone: invite.phone,
    code_hash: await sha256Url(code),
    code_expires_at: expires_at,
    invited_email: invite.email ?? null,
  });
  return { id, expires_at };
}

export async function linkByCode(db: Db, code: string): Promise<CareLinkRow | null> {
  const [row] = await db
    .select()
    .from(l)
    .where(eq(l.code_hash, await sha256Url(code)));
  return row ?? null;
}

export async function activeCaregivers(db: Db, patientId: string): Promise<string[]> {
  const rows = await db
    .select({ id: l.caregiver_id })
    .from(l)
    .where(and(eq(l.patient_id, patientId), eq(l.status, "active")));
  return rows.flatMap((r) => (r.id ? [r.id] : []));
}

/**
 * Accepts a pending link for `caregiverId`: once (the code's hash in the WHERE, cleared by
 * the same statement) and only while the patient has fewer than the most caregivers (counted
 * in the same statement, so two accepts at once cannot both pass). False when it lost.
 */
export async function acceptLink(db: Db, link: CareLinkRow, caregiverId: string, lang: Language, now: number): Promise<boolean> {
  const at = new Date(now).toISOString();
  const res = await db.$client
    .prepare(
      `update care_links set caregiver_id = ?1, status = 'active', caregiver_lang = ?2, code_hash = null, code_expires_at = null,
         accepted_at = ?3, updated_at = ?3
       where id = ?4 and status = 'pending' and code_hash = ?5
         and (select count(*) from care_links where patient_id = ?6 and status = 'active') < ?7`,
    )
    .bind(caregiverId, lang, at, link.id, link.code_hash, link.patient_id, MAX_ACTIVE_CAREGIVERS)
    .run();
  return res.meta.changes > 0;
}

/** A link the user is on (either side), or null: another's link answers like a missing one. */
export async function linkOf(db: Db, id: string, userId: string): Promise<CareLinkRow | null> {
  const [row] = await db.select().from(l).where(eq(l.id, id));
  return row && (row.patient_id === userId || row.caregiver_id === userId) ? row : null;
}

export async function endLink(db: Db, id: string, now: number) {
  const at = new Date(now).toISOString();
  await db
    .update(l)
    .set({ status: "ended", ended_at: at, updated_at: at, code_hash: null, code_expires_at: null })
    .where(and(eq(l.id, id), ne(l.status, "ended")));
}

export async function changeSharing(db: Db, id: string, patientId: string, change: { shares?: CareShares; minutes?: number }, now: number) {
  await db
    .update(l)
    .set({
      ...(change.shares ? { shares: change.shares } : {}),
      ...(change.minutes ? { escalation_minutes: change.minutes } : {}),
      updated_at: new Date(now).toISOString(),
    })
    .where(and(eq(l.id, id), eq(l.patient_id, patientId), ne(l.status, "ended")));
}
