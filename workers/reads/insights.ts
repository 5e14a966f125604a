// What Smart Health Insights needs besides the dose data the app already holds (issue
// 15): the last INSIGHT_DAYS days of blood pressure and glucose readings, symptoms and
// finished sleep, in one batch with the screen's other reads.
import { and, asc, eq, gte, inArray, isNotNull } from "drizzle-orm";
import { INSIGHT_DAYS } from "../../app/domain/insights/rules";
import type { InsightDataResponse } from "../../app/domain/insights/types";
import { healthMetrics as m, sleepLogs as s, symptomLogs as y } from "../../drizzle/schema";
import { param, qb, type Read } from "./read";

const userId = param("userId");
const since = param("since");
const queries = [
  qb
    .select({ metric_type: m.metric_type, systolic: m.systolic, diastolic: m.diastolic, glucose_mmol: m.glucose_mmol, recorded_at: m.recorded_at })
    .from(m)
    .where(and(eq(m.user_id, userId), inArray(m.metric_type, ["blood_pressure", "blood_glucose"]), gte(m.recorded_at, since)))
    .orderBy(asc(m.recorded_at)),
  qb
    .select({ symptom_type: y.symptom_type, recorded_at: y.recorded_at })
    .from(y)
    .where(and(eq(y.user_id, userId), gte(y.recorded_at, since)))
    .orderBy(asc(y.recorded_at)),
  qb
    .select({ sleep_start: s.sleep_start, sleep_end: s.sleep_end, duration_minutes: s.duration_minutes })
    .from(s)
    .where(and(eq(s.user_id, userId), isNotNull(s.sleep_end), gte(s.sleep_start, since)))
    .orderBy(asc(s.sleep_start)),
];

export function insightDataRead(userId: string, now = new Date()): Read<InsightDataResponse> {
  // A day more than the window: the first local day starts before it in UTC.
  const start = new Date(now.getTime() - (INSIGHT_DAYS + 1) * 86_400_000).toISOString();
  return {
    queries,
    values: { userId, since: start },
    shape: ([readings, symptoms, nights]) => ({ since: start, readings, symptoms, nights }) as InsightDataResponse,
  };
}
