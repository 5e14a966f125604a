// The SQL of `npm run admin:create` (scripts/admin-create.mjs), apart so that the Worker
// tests run exactly these statements (tests/api/admin.test.ts). wrangler's
// `d1 execute --command` binds no parameters, so values are quoted here.
import { createHash, randomBytes, randomUUID } from "node:crypto";
import { checkedEmail } from "./premium-grant-sql.mjs";

/** Same as app/domain/admin/rules.ts: 32 random bytes, valid 7 days. */
const INVITE_TOKEN_BYTES = 32;
const INVITE_TTL_MS = 7 * 24 * 60 * 60 * 1000;

const literal = (text) => `'${String(text).replaceAll("'", "''")}'`;

/** A new invitation token and the SHA-256 (base64url) stored for it, as workers/api/admin/invites.ts makes them. */
export function newInvite() {
  const token = randomBytes(INVITE_TOKEN_BYTES).toString("base64url");
  return { token, hash: createHash("sha256").update(token).digest("base64url") };
}

/**
 * Makes the account with this email an admin, or, when there is none, an invitation for
 * it (the caller prints the link). The last statement answers the account, if any.
 * Both leave an audit row by "operator".
 */
export function adminCreateStatements(email, invite = newInvite(), now = new Date()) {
  const e = literal(checkedEmail(email).toLowerCase());
  const whereEmail = `lower(email) = ${e}`;
  const expires = literal(new Date(now.getTime() + INVITE_TTL_MS).toISOString());
  const inviteId = randomUUID();
  return [
    `UPDATE user SET role = 'admin' WHERE ${whereEmail};`,
    `INSERT INTO admin_audit_log (id, actor_id, actor_email, action, target_type, target_id, detail) SELECT ${literal(randomUUID())}, NULL, 'operator', 'admin.create', 'user', id, NULL FROM user WHERE ${whereEmail};`,
    `INSERT INTO admin_invites (id, email, token_hash, invited_by, expires_at) SELECT ${literal(inviteId)}, ${e}, ${literal(invite.hash)}, NULL, ${expires} WHERE NOT EXISTS (SELECT 1 FROM user WHERE ${whereEmail});`,
    `INSERT INTO admin_audit_log (id, actor_id, actor_email, action, target_type, target_id, detail) SELECT ${literal(randomUUID())}, NULL, 'operator', 'invite.create', 'invite', ${literal(inviteId)}, NULL WHERE NOT EXISTS (SELECT 1 FROM user WHERE ${whereEmail});`,
    `SELECT email, role FROM user WHERE ${whereEmail};`,
  ];
}
