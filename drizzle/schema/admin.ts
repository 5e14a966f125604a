// The admin area (issue 16): invitations to become an admin, and the audit log of
// every admin action. Neither holds patient health data.
import { index, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { user } from "./auth";
import { nowIso } from "./columns";

/**
 * An invitation made by an admin: /admin/register accepts it once, before it expires.
 * Only the token's SHA-256 is stored, as with doctor links.
 */
export const adminInvites = sqliteTable(
  "admin_invites",
  {
    id: text("id").primaryKey(),
    email: text("email").notNull(),
    token_hash: text("token_hash").notNull().unique(),
    invited_by: text("invited_by").references(() => user.id, { onDelete: "set null" }),
    created_at: text("created_at").notNull().default(nowIso),
    expires_at: text("expires_at").notNull(),
    accepted_at: text("accepted_at"),
    accepted_by: text("accepted_by").references(() => user.id, { onDelete: "set null" }),
  },
  (t) => [index("admin_invites_email_idx").on(t.email)],
);

/** One row per admin action: who, what, on which item, when. Never updated or deleted by the app. */
export const adminAuditLog = sqliteTable(
  "admin_audit_log",
  {
    id: text("id").primaryKey(),
    /** The admin's id; kept (and the email with it) when the account is later deleted. */
    actor_id: text("actor_id"),
    actor_email: text("actor_email").notNull(),
    /** e.g. "content.publish", "invite.create", "upload.create". */
    action: text("action").notNull(),
    /** The kind of item acted on (article, tip, house_ad, doctor, facility, invite, upload). */
    target_type: text("target_type"),
    target_id: text("target_id"),
    /** JSON with what changed (field names, never patient data). */
    detail: text("detail", { mode: "json" }).$type<Record<string, unknown>>(),
    created_at: text("created_at").notNull().default(nowIso),
  },
  (t) => [index("admin_audit_log_created_idx").on(t.created_at)],
);

export type AdminInviteRow = typeof adminInvites.$inferSelect;
export type AdminAuditRow = typeof adminAuditLog.$inferSelect;
