// The bench's users, written into the local D1 before the server starts: signing a
// thousand people up through the API would spend minutes on scrypt and meet the sign-up
// limits, and the sign-up is not what is measured. Rows as a verified sign-up leaves them
// (better-auth's user and credential account, role "user"), all with one password hash
// made once, as scripts/seed-sql.mjs does for the demo account; each then signs in
// through the real /api/auth/sign-in/email.
import { hashPassword, insertStatements } from "../seed-sql.mjs";

export const PASSWORD = "bench-scale-password";

/** The i-th user (0-based) of a run. */
export function benchUser(runId, i) {
  return {
    id: `scale-${runId}-${i}`,
    email: `scale-${runId}-${i}@example.com`,
    // Each from an address of its own, as people on their own phones (tests/e2e/fixtures.ts clientAddress).
    ip: `10.${((i + 1) >> 16) & 255}.${((i + 1) >> 8) & 255}.${(i + 1) & 255}`,
  };
}

export function usersSql(runId, count, nowMs = Date.now()) {
  const hash = hashPassword(PASSWORD);
  const users = [];
  const accounts = [];
  for (let i = 0; i < count; i++) {
    const u = benchUser(runId, i);
    users.push({ id: u.id, name: `Scale ${i}`, email: u.email, email_verified: 1, role: "user", banned: 0, created_at: nowMs, updated_at: nowMs });
    accounts.push({
      id: `${u.id}-credential`,
      account_id: u.id,
      provider_id: "credential",
      user_id: u.id,
      password: hash,
      created_at: nowMs,
      updated_at: nowMs,
    });
  }
  return [...insertStatements("user", users), ...insertStatements("account", accounts)].join("\n") + "\n";
}
