// The caregiver link's reads (docs/rules/care.md). `careLinks`: the session user's links on
// both sides, with the other person's name (D1 only). `careDay`: a caregiver's read-only
// day of one patient: D1 first says the session user is that patient's active caregiver
// (else 404, exactly as for no such patient), then the patient's hub is read for their
// medicines, reminders, the day's logs and, only when shared, the latest readings. The
// answer is built field by field: nothing else of the patient's (notes, stock, history)
// leaves the Worker.
import { alias } from "drizzle-orm/sqlite-core";
import { and, desc, eq, gt, gte, isNull, lt, ne, or } from "drizzle-orm";
import type { CareDayResponse, CareLinksResponse, CareLinkView, CareReading } from "../../app/domain/care/types";
import type { CareShares } from "../../app/domain/care/rules";
import { DELETED_CATEGORY, type DoseLog, type DoseMedicine, type DoseReminder } from "../../app/domain/doses/rules";
import { doseSlots, slotDoses } from "../../app/domain/doses/schedule";
import { indexLogs } from "../../app/domain/doses/log-key";
import { reminderZone } from "../../app/domain/reminders/instants";
import { addDays } from "../../app/domain/time/zoned-time";
import {
  adherenceLogs,
  careLinks as l,
  healthMetrics,
  medicineReminders,
  medicines,
  user,
  userSettings,
  doseLogColumns,
  doseReminderColumns,
} from "../../drizzle/schema";
import { ApiError } from "../api/errors";
import { param, qb, type Read } from "./read";

const me = param("userId");
const other = alias(user, "other");
const linkColumns = {
  id: l.id,
  status: l.status,
  shares: l.shares,
  escalation_minutes: l.escalation_minutes,
  other_name: other.name,
  other_id: other.id,
  invited_email: l.invited_email,
  code_expires_at: l.code_expires_at,
  created_at: l.created_at,
  accepted_at: l.accepted_at,
};
// Ended links and invites whose code ran out are history: not listed.
const listed = or(eq(l.status, "active"), and(eq(l.status, "pending"), gt(l.code_expires_at, param("now"))));
const linkQueries = [
  qb
    .select(linkColumns)
    .from(l)
    .leftJoin(other, eq(other.id, l.caregiver_id))
    .where(and(eq(l.patient_id, me), listed))
    .orderBy(desc(l.created_at)),
  qb
    .select(linkColumns)
    .from(l)
    .innerJoin(other, eq(other.id, l.patient_id))
    .where(and(eq(l.caregiver_id, me), eq(l.status, "active")))
    .orderBy(desc(l.accepted_at)),
];

export function careLinksRead(userId: string, now = new Date()): Read<CareLinksResponse> {
  return {
    queries: linkQueries,
    values: { userId, now: now.toISOString() },
    shape: ([caregivers, patients]) => ({ caregivers: caregivers as CareLinkView[], patients: patients as CareLinkView[] }),
  };
}

const patientId = param("patientId");
const linkQuery = qb
  .select({ shares: l.shares, name: user.name })
  .from(l)
  .innerJoin(user, eq(user.id, l.patient_id))
  .where(and(eq(l.caregiver_id, me), eq(l.patient_id, patientId), eq(l.status, "active")))
  .limit(1);

const live = and(eq(medicines.user_id, patientId), ne(medicines.category, DELETED_CATEGORY));
const latest = (type: "blood_pressure" | "blood_glucose") =>
  qb
    .select({
      recorded_at: healthMetrics.recorded_at,
      systolic: healthMetrics.systolic,
      diastolic: healthMetrics.diastolic,
      glucose_mmol: healthMetrics.glucose_mmol,
    })
    .from(healthMetrics)
    .where(and(eq(healthMetrics.user_id, patientId), eq(healthMetrics.metric_type, type)))
    .orderBy(desc(healthMetrics.recorded_at))
    .limit(1);
const dayQueries = [
  qb.select({ timezone: userSettings.timezone }).from(userSettings).where(eq(userSettings.user_id, patientId)),
  qb
    .select({
      id: medicines.id,
      name: medicines.name,
      dosage: medicines.dosage,
      category: medicines.category,
      frequency: medicines.frequency,
      schedule: medicines.schedule,
      created_at: medicines.created_at,
    })
    .from(medicines)
    .where(live)
    .orderBy(medicines.name),
  qb.select(doseReminderColumns).from(medicineReminders).where(eq(medicineReminders.user_id, patientId)),
  // A day's logs: its scheduled_date, or (an older log without one) marked within a day of it in any zone.
  qb
    .select(doseLogColumns)
    .from(adherenceLogs)
    .where(
      and(
        eq(adherenceLogs.user_id, patientId),
        or(
          eq(adherenceLogs.scheduled_date, param("date")),
          and(isNull(adherenceLogs.scheduled_date), gte(adherenceLogs.taken_at, param("from")), lt(adherenceLogs.taken_at, param("to"))),
        ),
      ),
    ),
];
const readingQueries = [latest("blood_pressure"), latest("blood_glucose")];

const reading = (rows: unknown[], keys: (keyof CareReading)[]): CareReading | null => {
  const row = rows[0] as Record<string, unknown> | undefined;
  return row ? (Object.fromEntries(["recorded_at", ...keys].map((k) => [k, row[k]])) as unknown as CareReading) : null;
};

export function careDayRead(userId: string, patient: string, date: string): Read<CareDayResponse> {
  return {
    queries: [linkQuery],
    values: { userId, patientId: patient },
    next: ([links]) => {
      const link = (links as { shares: CareShares; name: string }[])[0];
      if (!link) throw new ApiError(404, "not_found", "No such patient");
      const readings = link.shares === "doses_readings";
      return {
        hubOf: patient,
        queries: readings ? [...dayQueries, ...readingQueries] : dayQueries,
        values: { patientId: patient, date, from: `${addDays(date, -1)}T00:00:00.000Z`, to: `${addDays(date, 2)}T00:00:00.000Z` },
        shape: ([settings, meds, reminders, logs, bp, glucose]) => {
          const zone = reminderZone((settings as { timezone: string }[])[0] ?? null);
          const slots = doseSlots(meds as DoseMedicine[], reminders as DoseReminder[], date);
          const logIndex = indexLogs(logs as DoseLog[], zone);
          const doses = slots.flatMap((slot) =>
            slotDoses(slot, date, logIndex).map((d) => ({ medicine_id: d.medicine.id, time: slot.time, status: d.status, critical: d.critical })),
          );
          const critical = new Set((reminders as DoseReminder[]).filter((r) => r.enabled && r.is_critical).map((r) => r.medicine_id));
          return {
            patient: { id: patient, name: link.name },
            date,
            shares: link.shares,
            medicines: (meds as DoseMedicine[]).map((m) => ({ id: m.id, name: m.name, dosage: m.dosage ?? null, critical: critical.has(m.id) })),
            doses,
            readings: readings
              ? { bloodPressure: reading(bp as unknown[], ["systolic", "diastolic"]), glucose: reading(glucose as unknown[], ["glucose_mmol"]) }
              : null,
          };
        },
      };
    },
  };
}
