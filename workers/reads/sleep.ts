// The open sleep session and the last SLEEP_LOGS_READ completed logs, newest first.
import { and, desc, eq, isNotNull, isNull } from "drizzle-orm";
import { SLEEP_LOGS_READ, type SleepLogRow, type SleepResponse } from "../../app/domain/sleep/rules";
import { sleepLogs } from "../../drizzle/schema";
import { param, qb, type Read } from "./read";

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

const mine = eq(sleepLogs.user_id, param("userId"));
const queries = [
  qb
    .select(columns)
    .from(sleepLogs)
    .where(and(mine, isNull(sleepLogs.sleep_end)))
    .orderBy(desc(sleepLogs.sleep_start))
    .limit(1),
  qb
    .select(columns)
    .from(sleepLogs)
    .where(and(mine, isNotNull(sleepLogs.sleep_end)))
    .orderBy(desc(sleepLogs.sleep_start))
    .limit(SLEEP_LOGS_READ),
];

export function sleepRead(userId: string): Read<SleepResponse> {
  return {
    queries,
    values: { userId },
    shape: ([open, logs]) => ({ active: (open as SleepLogRow[])[0] ?? null, logs: logs as SleepLogRow[] }),
  };
}
