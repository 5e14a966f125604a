// GET /api/sleep (app/domain/sleep.ts SleepResponse): the signed-in user's open
// session and the last 30 completed logs (spec 2 §3, §9), newest first, in one D1 batch.
import { and, desc, eq, isNotNull, isNull } from "drizzle-orm";
import { drizzle } from "drizzle-orm/d1";
import { Hono } from "hono";
import { SLEEP_LOGS_READ, type SleepLogRow, type SleepResponse } from "../../app/domain/sleep";
import { sleepLogs } from "../../drizzle/schema";
import { requireUser, type ApiEnv } from "./context";

const columns = {
  id: sleepLogs.id,
  sleep_start: sleepLogs.sleep_start,
  sleep_end: sleepLogs.sleep_end,
  duration_minutes: sleepLogs.duration_minutes,
  quality_rating: sleepLogs.quality_rating,
  notes: sleepLogs.notes,
  sleep_type: sleepLogs.sleep_type,
  recorded_at: sleepLogs.recorded_at,
};

export const sleepApi = new Hono<ApiEnv>().get("/", requireUser, async (c) => {
  const db = drizzle(c.env.DB);
  const mine = eq(sleepLogs.user_id, c.get("user").id);
  const [open, logs] = await db.batch([
    db.select(columns).from(sleepLogs).where(and(mine, isNull(sleepLogs.sleep_end))).orderBy(desc(sleepLogs.sleep_start)).limit(1),
    db
      .select(columns)
      .from(sleepLogs)
      .where(and(mine, isNotNull(sleepLogs.sleep_end)))
      .orderBy(desc(sleepLogs.sleep_start))
      .limit(SLEEP_LOGS_READ),
  ]);
  return c.json({ active: (open[0] as SleepLogRow | undefined) ?? null, logs: logs as SleepLogRow[] } satisfies SleepResponse);
});
