// The open sleep session and the last SLEEP_LOGS_READ completed logs, newest first.
import { and, desc, eq, isNotNull, isNull } from "drizzle-orm";
import { SLEEP_LOGS_READ, type SleepLogRow, type SleepResponse } from "../../app/domain/sleep";
import { sleepLogs } from "../../drizzle/schema";
import type { Db, Read } from "./read";

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

export function sleepRead(db: Db, userId: string): Read<SleepResponse> {
  const mine = eq(sleepLogs.user_id, userId);
  return {
    queries: [
      db
        .select(columns)
        .from(sleepLogs)
        .where(and(mine, isNull(sleepLogs.sleep_end)))
        .orderBy(desc(sleepLogs.sleep_start))
        .limit(1),
      db
        .select(columns)
        .from(sleepLogs)
        .where(and(mine, isNotNull(sleepLogs.sleep_end)))
        .orderBy(desc(sleepLogs.sleep_start))
        .limit(SLEEP_LOGS_READ),
    ],
    shape: ([open, logs]) => ({ active: (open as SleepLogRow[])[0] ?? null, logs: logs as SleepLogRow[] }),
  };
}
