// Free-form questions per user in a window, counted in better-auth's rate_limit table
// like the sign-in limit (workers/lib/sign-in-limit.ts): one atomic UPSERT that returns
// the new count, so parallel questions cannot all pass a check made before they were counted.
import { ASK_LIMIT } from "../../app/domain/assistant/limits";

const WINDOW_MS = ASK_LIMIT.windowSeconds * 1000;

/** Claims one question for the user; true when it is over the limit. */
export async function overAskLimit(db: D1Database, userId: string, now = Date.now()): Promise<boolean> {
  const row = await db
    .prepare(
      `insert into rate_limit (id, key, count, last_request) values (?1, ?2, 1, ?3)
       on conflict(key) do update set
         count = case when ?3 - last_request >= ?4 then 1 else count + 1 end,
         last_request = case when ?3 - last_request >= ?4 then ?3 else last_request end
       returning count`,
    )
    .bind(crypto.randomUUID(), `assistant-ask|user|${userId}`, now, WINDOW_MS)
    .first<{ count: number }>();
  return (row?.count ?? 0) > ASK_LIMIT.perWindow;
}
