// The SQL of `npm run premium:set` (scripts/premium-set.mjs), apart so that the Worker
// tests run exactly these statements (tests/api/premium-ads.test.ts). wrangler's
// `d1 execute --command` binds no parameters, so the email is quoted here.

const DAY_MS = 86_400_000;

/** A SQL string literal. */
const literal = (text) => `'${String(text).replaceAll("'", "''")}'`;

/** Refuses what cannot be an email address (and anything that could end the statement early). */
export function checkedEmail(email) {
  const e = String(email ?? "").trim();
  if (!/^[^\s@;]+@[^\s@;]+$/.test(e) || e.length > 254) throw new Error(`Not an email address: ${JSON.stringify(email)}`);
  return e;
}

/** Whole days from 1 to 36,500, or undefined for a grant without end. */
export function checkedDays(days) {
  if (days === undefined) return undefined;
  const n = Number(days);
  if (!Number.isInteger(n) || n < 1 || n > 36_500) throw new Error(`Days must be a whole number from 1 to 36500: ${JSON.stringify(days)}`);
  return n;
}

const whereEmail = (email, column = "email") => `lower(${column}) = lower(${literal(checkedEmail(email))})`;

/**
 * Makes the account with this email premium for `days` from `now` (no end without
 * days), replacing an earlier grant; the last statement answers the grant, or nothing
 * when no account has that email.
 */
export function grantStatements(email, days, now = new Date()) {
  const d = checkedDays(days);
  const until = d === undefined ? "NULL" : literal(new Date(now.getTime() + d * DAY_MS).toISOString());
  return [
    // (The WHERE is also what lets SQLite read ON CONFLICT after a SELECT.)
    `INSERT INTO premium_grants (user_id, until) SELECT id, ${until} FROM user WHERE ${whereEmail(email)} ON CONFLICT(user_id) DO UPDATE SET until = excluded.until;`,
    grantQuery(email),
  ];
}

/** Ends the account's grant: it is free again while tiers are on. */
export function revokeStatements(email) {
  return [`DELETE FROM premium_grants WHERE user_id IN (SELECT id FROM user WHERE ${whereEmail(email)});`, accountQuery(email)];
}

const grantQuery = (email) =>
  `SELECT user.email AS email, premium_grants.until AS until FROM premium_grants JOIN user ON user.id = premium_grants.user_id WHERE ${whereEmail(email, "user.email")};`;

const accountQuery = (email) => `SELECT email FROM user WHERE ${whereEmail(email)};`;
