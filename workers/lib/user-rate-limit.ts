// Requests per user in a fixed window (the assistant's questions, the header search), counted in
// better-auth's rate_limit table: one atomic UPSERT that returns
// the new count, so parallel requests cannot all pass a check made before they were counted.

export interface UserRateLimit {
  /** The count's name in rate_limit keys, e.g. "search". */
  name: string;
  perWindow: number;
  windowSeconds: number;
}

/** Claims one request for the user; the seconds to wait when it is over the limit, else 0. */
export async function overUserRateLimit(db: D1Database, limit: UserRateLimit, userId: string, now = Date.now()): Promise<number> {
  const windowMs = limit.windowSeconds * 1000;
  const row = await db
    .prepare(
      `insert into rate_limit (id, key, count, last_request) values (?1, ?2, 1, ?3)
       on conflict(key) do update set
         count = case when ?3 - last_request >= ?4 then 1 else count + 1 end,
         last_request = case when ?3 - last_request >= ?4 then ?3 else last_request end
       returning count, last_request`,
    )
    .bind(crypto.randomUUID(), `${limit.name}|user|${userId}`, now, windowMs)
    .first<{ count: number; last_request: number }>();
  if (!row || row.count <= limit.perWindow) return 0;
  return Math.max(1, Math.ceil((row.last_request + windowMs - now) / 1000));
}
