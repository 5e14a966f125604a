// Failed sign-ins, counted in better-auth's rate_limit table. better-auth's own limiter
// keys on IP + path only and counts every request; guessing passwords is about failures
// for one account, so those are counted here. Only failures count: people behind one
// carrier NAT who sign in fine are never locked out.
//
// Limiting guessing without letting a stranger lock a patient out (issue 27): many phones
// share one address behind Bangladeshi carriers' NAT, so an account's failures are counted
// per address (a minute and a day), every address per minute across accounts, and the
// account across all addresses per day, a ceiling one address cannot reach alone. A device
// where the account signed in before (known-device.ts) is counted on its own instead, so a
// stranger never locks the owner out of their own phone.
import { SIGN_IN_LIMIT } from "../../app/domain/auth/rules";

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

export interface SignInKeys {
  email: string | null;
  ip: string | null;
  /** The nonce of this device's known-device token for the email (known-device.ts), if any. */
  device?: string | null;
}

interface Bucket {
  key: string;
  max: number;
  windowMs: number;
  /**
   * When the password proves right: "forget" this device's or address's failures for the
   * account (a forgetful owner's typos do not add up over weeks); "give back" the one claim
   * where others' failures are counted too (the address across accounts, the account's ceiling).
   */
  onRight: "forget" | "give-back";
}

/**
 * The counts an attempt claims, in stages: a later stage is claimed only when the earlier
 * ones had room, so attempts refused per address never use up the account's ceiling.
 */
function stages(k: SignInKeys): Bucket[][] {
  const email = k.email?.trim().toLowerCase() || null;
  if (email && k.device) return [[{ key: `sign-in-failed|device|${k.device}`, max: SIGN_IN_LIMIT.perDevice, windowMs: MINUTE_MS, onRight: "forget" }]];
  const near: Bucket[] = [];
  if (email) {
    const address = k.ip ?? "unknown";
    near.push({ key: `sign-in-failed|email-ip|${email}|${address}`, max: SIGN_IN_LIMIT.perEmailAddress, windowMs: MINUTE_MS, onRight: "forget" });
    near.push({ key: `sign-in-failed|email-ip-day|${email}|${address}`, max: SIGN_IN_LIMIT.perEmailAddressDay, windowMs: DAY_MS, onRight: "forget" });
  }
  if (k.ip) near.push({ key: `sign-in-failed|ip|${k.ip}`, max: SIGN_IN_LIMIT.perIp, windowMs: MINUTE_MS, onRight: "give-back" });
  const account: Bucket[] = email ? [{ key: `sign-in-failed|email|${email}`, max: SIGN_IN_LIMIT.perEmailDay, windowMs: DAY_MS, onRight: "give-back" }] : [];
  return [near, account].filter((s) => s.length > 0);
}

/**
 * Claims one attempt before the password is checked, each count in one atomic step (an
 * UPSERT that returns the new count), so parallel guesses cannot all pass a check made
 * before any of them was counted. Answers the seconds to wait when a count has used up
 * its attempts in its window (the claim stays: it was an attempt), else 0. A count whose
 * last attempt is older than its window starts again at 1.
 */
export async function claimSignInAttempt(db: D1Database, k: SignInKeys, now = Date.now()): Promise<number> {
  for (const stage of stages(k)) {
    const rows = await db.batch<{ count: number }>(
      stage.map(({ key, windowMs }) =>
        db
          .prepare(
            `insert into rate_limit (id, key, count, last_request) values (?1, ?2, 1, ?3)
             on conflict(key) do update set
               count = case when ?3 - last_request >= ?4 then 1 else count + 1 end,
               last_request = ?3
             returning count`,
          )
          .bind(crypto.randomUUID(), key, now, windowMs),
      ),
    );
    const over = stage.filter(({ max }, i) => (rows[i].results[0]?.count ?? 0) > max);
    if (over.length) return Math.max(...over.map((b) => b.windowMs / 1000));
  }
  return 0;
}

/** The password was right (only failures count against an account): see Bucket.onRight. */
export async function releaseSignInAttempt(db: D1Database, k: SignInKeys): Promise<void> {
  const keys = stages(k).flat();
  if (!keys.length) return;
  await db.batch(
    keys.map(({ key, onRight }) =>
      db
        .prepare(onRight === "forget" ? "update rate_limit set count = 0 where key = ?" : "update rate_limit set count = max(count - 1, 0) where key = ?")
        .bind(key),
    ),
  );
}

/**
 * A password reset proved the email: the account's failures everywhere are forgotten, so
 * an owner kept out by strangers guessing from many addresses gets in with the new password.
 */
export async function forgetAccountFailures(db: D1Database, email: string): Promise<void> {
  await db.prepare("delete from rate_limit where key = ?").bind(`sign-in-failed|email|${email.trim().toLowerCase()}`).run();
}
