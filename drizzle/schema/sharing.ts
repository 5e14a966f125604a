import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { LANGUAGES, nowIso, ownerId, userId } from "./columns";

// A doctor's read-only link to the user's patient summary (issue 15). The link's token
// is never stored, only its SHA-256: the table cannot be turned back into links.
export const summaryShares = sqliteTable(
  "summary_shares",
  {
    id: text("id").primaryKey(),
    user_id: ownerId(),
    token_hash: text("token_hash").notNull().unique(),
    /** The report's language, chosen on the page when the link was made. */
    lang: text("lang", { enum: LANGUAGES }).notNull(),
    created_at: text("created_at").notNull().default(nowIso),
    expires_at: text("expires_at").notNull(),
    revoked_at: text("revoked_at"),
    first_opened_at: text("first_opened_at"),
    last_opened_at: text("last_opened_at"),
    open_count: integer("open_count").notNull().default(0),
  },
  (t) => [index("summary_shares_user_id_idx").on(t.user_id, t.created_at)],
);

// D1's index of the doctor links (the rows themselves are in each user's hub): a
// signed-out doctor's token must find its patient's hub. No health data; a revoked
// link's row goes, an expired one answers like a missing one.
export const shareTokens = sqliteTable("share_tokens", {
  token_hash: text("token_hash").primaryKey(),
  user_id: userId(),
  share_id: text("share_id").notNull(),
  expires_at: text("expires_at").notNull(),
});
