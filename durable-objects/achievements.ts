// Awards achievements after UserHub has applied a user's taken doses. The rules are
// pure (app/domain/doses/achievements.ts); this file reads what they need from the hub
// and stores each new name once: the unique index on (user_id, achievement_name)
// makes the insert idempotent (ON CONFLICT DO NOTHING), so a replay, a second
// device or a retried sync never earns the same achievement twice.
import { and, desc, eq, inArray, ne } from "drizzle-orm";
import type { HubDb } from "./hub-db";
import { uuidv7 } from "uuidv7";
import { earnedAchievements, newAchievements } from "../app/domain/doses/achievements";
import { DELETED_CATEGORY, STREAK_LOGS_READ, type DoseLog } from "../app/domain/doses/rules";
import { DEFAULT_SETTINGS } from "../app/domain/settings/rules";
import type { Op } from "../app/domain/sync/op";
import { isValidTimeZone } from "../app/domain/time/zoned-time";
import { achievements, adherenceLogs, medicineReminders, medicines, userSettings, doseLogColumns, doseReminderColumns } from "../drizzle/schema";

/** The applied ops that can earn an achievement: inserted adherence logs marked taken. */
export function takenLogOps(ops: readonly Op[]): Op[] {
  return ops.filter((op) => op.table === "adherence_logs" && op.type === "insert" && op.data.status === "taken");
}

/**
 * The days of taken scheduled doses: the perfect-day candidates. A scheduled dose
 * always has its day (the insert schema requires it); as-needed doses have no day
 * to complete, though they still count for the other achievements.
 */
export function takenDays(taken: readonly Op[]): string[] {
  return [...new Set(taken.filter((op) => op.data.scheduled_time && op.data.scheduled_date).map((op) => String(op.data.scheduled_date)))];
}

const logFields = {
  id: adherenceLogs.id,
  ...doseLogColumns,
};

/**
 * Stores the achievements the user's data has now earned and does not hold yet,
 * after doses were taken. `days`: the perfect-day candidates (takenDays). Runs as
 * UserHub's follow-up work after it answered the sync, so it only reads committed
 * data and may run more than once for the same doses. Answers the names it added.
 */
export async function awardAchievements(db: HubDb, userId: string, days: readonly string[], now = new Date()): Promise<string[]> {
  const mine = eq(adherenceLogs.user_id, userId);
  const [settings, latest, dayLogs, meds, reminders, have] = await Promise.all([
    db.select({ timezone: userSettings.timezone }).from(userSettings).where(eq(userSettings.user_id, userId)),
    db
      .select(logFields)
      .from(adherenceLogs)
      .where(and(mine, eq(adherenceLogs.status, "taken")))
      .orderBy(desc(adherenceLogs.taken_at))
      .limit(STREAK_LOGS_READ),
    // `inArray` with an empty list is `false`: no rows, as wanted.
    db
      .select(logFields)
      .from(adherenceLogs)
      .where(and(mine, inArray(adherenceLogs.scheduled_date, [...days]))),
    db
      .select({
        id: medicines.id,
        name: medicines.name,
        category: medicines.category,
        created_at: medicines.created_at,
        frequency: medicines.frequency,
        schedule: medicines.schedule,
      })
      .from(medicines)
      .where(and(eq(medicines.user_id, userId), ne(medicines.category, DELETED_CATEGORY))),
    db.select(doseReminderColumns).from(medicineReminders).where(eq(medicineReminders.user_id, userId)),
    db.select({ name: achievements.achievement_name }).from(achievements).where(eq(achievements.user_id, userId)),
  ]);
  const stored = settings[0]?.timezone;
  const zone = stored && isValidTimeZone(stored) ? stored : DEFAULT_SETTINGS.timezone;
  const earned = earnedAchievements({
    medicines: meds,
    reminders,
    // Each log once: a duplicate would take one of the streak's STREAK_LOGS_READ places.
    logs: [...new Map([...latest, ...dayLogs].map((l) => [l.id, l])).values()] as DoseLog[],
    now,
    zone,
    perfectDayCandidates: days,
  });
  const missing = newAchievements(
    earned,
    have.map((a) => a.name),
  );
  if (missing.length === 0) return [];
  const earnedAt = now.toISOString();
  const added = await db
    .insert(achievements)
    .values(missing.map((name) => ({ id: uuidv7(), user_id: userId, achievement_name: name, earned_at: earnedAt })))
    .onConflictDoNothing()
    .returning({ name: achievements.achievement_name });
  return added.map((a) => a.name);
}
