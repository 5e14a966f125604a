// Failed sign-ins, counted per email and per client IP in better-auth's rate_limit
// table. better-auth's own limiter keys on IP + path only and counts every request;
// guessing passwords is about failures for one account, so those are counted here.
// Only failures count: people behind one carrier NAT who sign in fine are never locked out.
import { SIGN_IN_LIMIT } from "../../app/domain/auth-rules";

const WINDOW_MS = SIGN_IN_LIMIT.windowSeconds * 1000;

export interface SignInKeys {
  email: string | null;
  ip: string | null;
}

function keyed(k: SignInKeys): { key: string; max: number }[] {
  const out: { key: string; max: number }[] = [];
  if (k.email) out.push({ key: `sign-in-failed|email|${k.email.trim().toLowerCase()}`, max: SIGN_IN_LIMIT.perEmail });
  if (k.ip) out.push({ key: `sign-in-failed|ip|${k.ip}`, max: SIGN_IN_LIMIT.perIp });
  return out;
}

/** Seconds to wait when the email or the IP used up its failures in the window, else 0. */
export async function signInRetryAfter(db: D1Database, k: SignInKeys, now = Date.now()): Promise<number> {
  let wait = 0;
  for (const { key, max } of keyed(k)) {
    const row = await db
      .prepare("select count, last_request from rate_limit where key = ?")
      .bind(key)
      .first<{ count: number; last_request: number }>();
    if (row && row.count >= max && now - row.last_request < WINDOW_MS) {
      wait = Math.max(wait, Math.ceil((row.last_request + WINDOW_MS - now) / 1000));
    }
  }
  return wait;
}

/** Counts one failure for the email and the IP; a count older than the window starts again at 1. */
export async function recordSignInFailure(db: D1Database, k: SignInKeys, now = Date.now()): Promise<void> {
  const stmts = keyed(k).map(({ key }) =>
    db
      .prepare(
        `insert into rate_limit (id, key, count, last_request) values (?1, ?2, 1, ?3)
         on conflict(key) do update set
           count = case when ?3 - last_request >= ?4 then 1 else count + 1 end,
           last_request = ?3`,
      )
      .bind(crypto.randomUUID(), key, now, WINDOW_MS),
  );
  if (stmts.length) await db.batch(stmts);
}
