// The watchdog list of UserHub alarms (durable-objects/reminders/watchdog.ts): a hub that
// has held a schedule is listed once, in its shard; the cron trigger pokes one shard per
// run, so every listed hub is checked once a day. Written once per hub, not per alarm:
// an ordinary day writes nothing here (issue 28).
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { user } from "./auth";
import { nowIso } from "./columns";

export const reminderHubs = sqliteTable(
  "reminder_hubs",
  {
    user_id: text("user_id")
      .primaryKey()
      .references(() => user.id, { onDelete: "cascade" }),
    shard: integer("shard").notNull(), // rearmShard(user_id)
    updated_at: text("updated_at").notNull().default(nowIso),
  },
  (t) => [index("reminder_hubs_shard_idx").on(t.shard)],
);

export type ReminderHub = typeof reminderHubs.$inferSelect;
