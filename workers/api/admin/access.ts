// The admin area's doors, open while signed out: sign-in that lets only admins in,
// an invitation's check, and registration with an invitation (docs/rules/admin.md).
import { Hono } from "hono";
import { uuidv7 } from "uuidv7";
import { adminRegisterSchema, adminSignInSchema } from "../../../app/domain/admin/schema";
import { createAuth } from "../../auth";
import { hashPassword } from "../../lib/password";
import { knownDeviceCookie, knownDeviceFor, SIGN_IN_PATHS } from "../../lib/known-device";
import { claimSignInAttempt, releaseSignInAttempt } from "../../lib/sign-in-limit";
import { parseJson, type ApiEnv } from "../context";
import { ApiError } from "../errors";
import { inviteTokenHash, openInvite } from "./invites";
import { isAdmin } from "./require-admin";

const inviteInvalid = () => new ApiError(400, "invite_invalid", "This invitation link is not valid or has expired");

export const adminAccessApi = new Hono<ApiEnv>()
  /**
   * better-auth's email sign-in, but a session is kept only for an admin: anyone else's
   * new session is deleted at once and no cookie is sent, so a patient is not let in
   * (and keeps whatever session this browser already had).
   */
  .post("/sign-in", async (c) => {
    const { email, password } = await parseJson(c, adminSignInSchema);
    const cookie = c.req.header("cookie") ?? null;
    // A browser the admin signed in on before counts on its own, as for patients (lib/known-device.ts).
    const keys = { email, ip: c.req.header("cf-connecting-ip") ?? null, device: await knownDeviceFor(c.env.BETTER_AUTH_SECRET, cookie, email) };
    const retryAfter = await claimSignInAttempt(c.env.DB, keys);
    if (retryAfter > 0) {
      throw new ApiError(429, retryAfter > 60 ? "too_many_attempts_today" : "too_many_attempts", "Too many sign-in attempts. Please try again later.");
    }
    const auth = createAuth(c.env, new URL(c.req.url).origin);
    const res = await auth.api.signInEmail({ body: { email, password }, headers: c.req.raw.headers, asResponse: true });
    if (res.status !== 401) await releaseSignInAttempt(c.env.DB, keys);
    const body = (await res.json().catch(() => null)) as { token?: string; user?: { id: string }; code?: string; message?: string } | null;
    if (!res.ok || !body?.user)
      throw new ApiError(res.status === 200 ? 500 : (res.status as 401), body?.code ?? `http_${res.status}`, body?.message ?? "Sign-in failed");
    if (!(await isAdmin(c.env.DB, body.user.id))) {
      if (body.token) await c.env.DB.prepare("delete from session where token = ?").bind(body.token).run();
      throw new ApiError(403, "admin_only", "This area is for admins");
    }
    const headers = new Headers({ "content-type": "application/json" });
    for (const set of res.headers.getSetCookie()) headers.append("set-cookie", set);
    const secure = new URL(c.req.url).protocol === "https:";
    const known = await knownDeviceCookie(c.env.BETTER_AUTH_SECRET, email, cookie, secure, SIGN_IN_PATHS.admin);
    if (known) headers.append("set-cookie", known);
    return new Response(JSON.stringify({ user: body.user }), { status: 200, headers });
  })
  /** Whether an invitation link is still open, and for which email (the register screen fills it in). */
  .get("/invite", async (c) => {
    const token = c.req.query("token") ?? "";
    const invite = token.length >= 20 && token.length <= 100 ? await openInvite(c.env.DB, token) : null;
    if (!invite) throw inviteInvalid();
    return c.json({ email: invite.email, expires_at: invite.expires_at });
  })
  /**
   * A new admin account from an open invitation with the same email. The account, its
   * password, the invitation's use and the audit row are one D1 batch, each statement
   * conditional on the invitation being open, so two uses of one link make one account.
   * The email is verified: the link came to it.
   */
  .post("/register", async (c) => {
    const input = await parseJson(c, adminRegisterSchema);
    const invite = await openInvite(c.env.DB, input.token);
    if (!invite) throw inviteInvalid();
    if (invite.email.toLowerCase() !== input.email) throw new ApiError(400, "invite_email_mismatch", "Use the email address the invitation was sent to");
    const taken = await c.env.DB.prepare("select 1 from user where lower(email) = ?").bind(input.email).first();
    if (taken) throw new ApiError(409, "USER_ALREADY_EXISTS", "An account with this email exists already");
    const userId = crypto.randomUUID();
    const hash = await inviteTokenHash(input.token);
    const now = new Date().toISOString();
    const open = "select 1 from admin_invites where token_hash = ?1 and accepted_at is null and expires_at > ?2 and lower(email) = ?3";
    const db = c.env.DB;
    const password = await hashPassword(input.password);
    await db.batch([
      db
        .prepare(`insert into user (id, name, email, email_verified, role) select ?4, ?5, ?3, 1, 'admin' where exists (${open})`)
        .bind(hash, now, input.email, userId, input.name),
      db
        .prepare(
          "insert into account (id, account_id, provider_id, user_id, password, updated_at) select ?1, ?2, 'credential', ?2, ?3, ?4 where exists (select 1 from user where id = ?2)",
        )
        .bind(crypto.randomUUID(), userId, password, Date.now()),
      db
        .prepare(
          "update admin_invites set accepted_at = ?2, accepted_by = ?4 where token_hash = ?1 and accepted_at is null and exists (select 1 from user where id = ?4) and lower(email) = ?3",
        )
        .bind(hash, now, input.email, userId),
      db
        .prepare(
          "insert into admin_audit_log (id, actor_id, actor_email, action, target_type, target_id, detail) select ?1, ?2, ?3, 'invite.accept', 'invite', ?4, null where exists (select 1 from user where id = ?2)",
        )
        .bind(uuidv7(), userId, input.email, invite.id),
    ]);
    const made = await db.prepare("select id from user where id = ?").bind(userId).first();
    if (!made) throw inviteInvalid();
    return c.json({ ok: true }, 201);
  });
