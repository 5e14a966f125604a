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

/**
 * Claims one attempt for the email and the IP before the password is checked, in one
 * atomic step each (an UPSERT that returns the new count), so parallel guesses cannot
 * all pass a check made before any of them was counted. Answers the seconds to wait
 * when the email or the IP has used up its attempts in the window (the claim stays:
 * it was an attempt), else 0. A count older than the window starts again at 1.
 */
export async function claimSignInAttempt(db: D1Database, k: SignInKeys, now = Date.now()): Promise<number> {
  const keys = keyed(k);
  if (!keys.length) return 0;
  const rows = await db.batch<{ count: number }>(
    keys.map(({ key }) =>
      db
        .prepare(
          `insert into rate_limit (id, key, count, last_request) values (?1, ?2, 1, ?3)
           on conflict(key) do update set
             count = case when ?3 - last_request >= ?4 then 1 else count + 1 end,
             last_request = ?3
           returning count`,
        )
        .bind(crypto.randomUUID(), key, now, WINDOW_MS),
    ),
  );
  const over = keys.some(({ max }, i) => (rows[i].results[0]?.count ?? 0) > max);
  return over ? SIGN_IN_LIMIT.windowSeconds : 0;
}

/** Gives a claim back: the password was right (only failures count against an account). */
export async function releaseSignInAttempt(db: D1Database, k: SignInKeys): Promise<void> {
  const keys = keyed(k);
  if (keys.length) await db.batch(keys.map(({ key }) => db.prepare("update rate_limit set count = max(count - 1, 0) where key = ?").bind(key)));
}
