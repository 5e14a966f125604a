// Local stand-in for an email provider: without EMAIL_API_URL/KEY, emails land here
// and are listed at /dev/mailbox (only when DEV_MAILBOX is "true"). Not tied to a
// user: a sign-up email exists before anyone can sign in.
import { index, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { nowIso } from "./columns";

export const devMailbox = sqliteTable(
  "dev_mailbox",
  {
    id: text("id").primaryKey(),
    to_address: text("to_address").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html").notNull(),
    created_at: text("created_at").notNull().default(nowIso),
  },
  (t) => [index("dev_mailbox_to_idx").on(t.to_address)],
);

export type DevMail = typeof devMailbox.$inferSelect;
