// The dose data (app/domain/doses/types.ts): the user's live medicines and their
// reminders, adherence logs of the last DOSE_DATA_LOG_DAYS (deleted medicines' too:
// their taken doses still make the streak), the newest achievements and the recent
// lab count. The app shell holds it on every screen (the alarm needs it).
import { and, count, desc, eq, gte, inArray, ne } from "drizzle-orm";
import { DOSE_DATA_LOG_DAYS, RECENT_LABS_DAYS, type DoseDataResponse } from "../../app/domain/doses/types";
import { ACHIEVEMENTS_SHOWN, DELETED_CATEGORY } from "../../app/domain/doses/rules";
import type { AdherenceLogRow } from "../../app/domain/medicines/types";
import { achievements, adherenceLogs, labReports, medicineReminders, medicines, doseLogColumns, doseReminderColumns } from "../../drizzle/schema";
import { param, qb, type Read } from "./read";

const DAY_MS = 86_400_000;
const daysAgo = (days: number, now: number) => new Date(now - days * DAY_MS).toISOString();

/** Built once: the same SQL for every user (read.ts). */
const me = param("userId");
const live = and(eq(medicines.user_id, me), ne(medicines.category, DELETED_CATEGORY));
const liveIds = qb.select({ id: medicines.id }).from(medicines).where(live);
const queries = [
  qb
    .select({
      id: medicines.id,
      name: medicines.name,
      dosage: medicines.dosage,
      frequency: medicines.frequency,
      category: medicines.category,
      stock_quantity: medicines.stock_quantity,
      created_at: medicines.created_at,
      image_url: medicines.image_url,
      pill_shape: medicines.pill_shape,
      pill_colors: medicines.pill_colors,
      snooze_minutes: medicines.snooze_minutes,
      schedule: medicines.schedule,
      max_per_day: medicines.max_per_day,
      min_gap_hours: medicines.min_gap_hours,
    })
    .from(medicines)
    .where(live),
  qb
    .select({
      id: medicineReminders.id,
      ...doseReminderColumns,
    })
    .from(medicineReminders)
    .where(and(eq(medicineReminders.user_id, me), inArray(medicineReminders.medicine_id, liveIds)))
    .orderBy(medicineReminders.reminder_time),
  qb
    .select({
      id: adherenceLogs.id,
      ...doseLogColumns,
    })
    .from(adherenceLogs)
    .where(and(eq(adherenceLogs.user_id, me), gte(adherenceLogs.taken_at, param("logsSince"))))
    .orderBy(desc(adherenceLogs.taken_at)),
  qb
    .select({ id: achievements.id, achievement_name: achievements.achievement_name, earned_at: achievements.earned_at })
    .from(achievements)
    .where(eq(achievements.user_id, me))
    .orderBy(desc(achievements.earned_at))
    .limit(ACHIEVEMENTS_SHOWN),
  qb
    .select({ n: count() })
    .from(labReports)
    .where(and(eq(labReports.user_id, me), gte(labReports.created_at, param("labsSince")))),
];

export function dosesRead(userId: string, now = Date.now()): Read<DoseDataResponse> {
  return {
    queries,
    values: { userId, logsSince: daysAgo(DOSE_DATA_LOG_DAYS, now), labsSince: daysAgo(RECENT_LABS_DAYS, now) },
    shape: ([meds, reminders, logs, earned, labs]) => ({
      medicines: meds as DoseDataResponse["medicines"],
      reminders: reminders as DoseDataResponse["reminders"],
      logs: logs as AdherenceLogRow[],
      achievements: earned as DoseDataResponse["achievements"],
      recentLabs: (labs as { n: number }[])[0]?.n ?? 0,
    }),
  };
}
