// GET /api/doses (app/domain/dose-data.ts): the signed-in user's schedule, recent
// adherence logs, newest achievements and recent lab count, in one D1 batch.
import { and, count, desc, eq, gte, inArray, ne } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import { Hono } from "hono";
import { DOSE_DATA_LOG_DAYS, RECENT_LABS_DAYS, type DoseDataResponse } from "../../app/domain/dose-data";
import { ACHIEVEMENTS_SHOWN, DELETED_CATEGORY } from "../../app/domain/dose-rules";
import type { AdherenceLogRow } from "../../app/domain/medicine";
import { achievements, adherenceLogs, labReports, medicineReminders, medicines } from "../../drizzle/schema";
import { requireUser, type ApiEnv } from "./context";

const DAY_MS = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS).toISOString();

export const dosesApi = new Hono<ApiEnv>().get("/", requireUser, async (c) => {
  const db = drizzle(c.env.DB);
  const userId = c.get("user").id;
  const live = and(eq(medicines.user_id, userId), ne(medicines.category, DELETED_CATEGORY));
  const liveIds = db.select({ id: medicines.id }).from(medicines).where(live);
  const [meds, reminders, logs, earned, labs] = await db.batch([
    db
      .select({
        id: medicines.id,
        name: medicines.name,
        dosage: medicines.dosage,
        frequency: medicines.frequency,
        category: medicines.category,
        stock_quantity: medicines.stock_quantity,
        created_at: medicines.created_at,
      })
      .from(medicines)
      .where(live),
    db
      .select({
        id: medicineReminders.id,
        medicine_id: medicineReminders.medicine_id,
        reminder_time: medicineReminders.reminder_time,
        enabled: medicineReminders.enabled,
        is_critical: medicineReminders.is_critical,
      })
      .from(medicineReminders)
      .where(and(eq(medicineReminders.user_id, userId), inArray(medicineReminders.medicine_id, liveIds)))
      .orderBy(medicineReminders.reminder_time),
    // Logs of deleted medicines too: their taken doses still make the streak.
    db
      .select({
        id: adherenceLogs.id,
        medicine_id: adherenceLogs.medicine_id,
        status: adherenceLogs.status,
        taken_at: adherenceLogs.taken_at,
        scheduled_time: adherenceLogs.scheduled_time,
        scheduled_date: adherenceLogs.scheduled_date,
      })
      .from(adherenceLogs)
      .where(and(eq(adherenceLogs.user_id, userId), gte(adherenceLogs.taken_at, daysAgo(DOSE_DATA_LOG_DAYS))))
      .orderBy(desc(adherenceLogs.taken_at)),
    db
      .select({ id: achievements.id, achievement_name: achievements.achievement_name, earned_at: achievements.earned_at })
      .from(achievements)
      .where(eq(achievements.user_id, userId))
      .orderBy(desc(achievements.earned_at))
      .limit(ACHIEVEMENTS_SHOWN),
    db
      .select({ n: count() })
      .from(labReports)
      .where(and(eq(labReports.user_id, userId), gte(labReports.created_at, daysAgo(RECENT_LABS_DAYS)))),
  ]);
  return c.json({
    medicines: meds,
    reminders,
    logs: logs as AdherenceLogRow[],
    achievements: earned,
    recentLabs: labs[0]?.n ?? 0,
  } satisfies DoseDataResponse);
});
