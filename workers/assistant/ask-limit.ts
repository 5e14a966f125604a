// Free-form questions per user in a window (docs/rules/assistant.md): the shared per-user
// count in rate_limit (workers/lib/user-rate-limit.ts).
import { ASK_LIMIT } from "../../app/domain/assistant/limits";
import { overUserRateLimit } from "../lib/user-rate-limit";

/** Claims one question for the user; true when it is over the limit. */
export async function overAskLimit(db: D1Database, userId: string, now = Date.now()): Promise<boolean> {
  return (await overUserRateLimit(db, { name: "assistant-ask", ...ASK_LIMIT }, userId, now)) > 0;
}
