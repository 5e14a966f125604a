// Issue 5: the watchdog list of UserHub alarms. Each hub writes here the instant its
// alarm is armed for (only when it changes); the cron trigger (every 15 minutes)
// pokes the hubs whose instant has passed without the alarm moving it on, which is
// what a lost alarm looks like. next_at null: the hub has nothing scheduled.
import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { user } from "./auth";
import { nowIso } from "./columns";

export const reminderHubs = sqliteTable(
  "reminder_hubs",
  {
    user_id: text("user_id")
      .primaryKey()
      .references(() => user.id, { onDelete: "cascade" }),
    next_at: integer("next_at"), // epoch ms of the armed alarm, or null
    updated_at: text("updated_at").notNull().default(nowIso),
  },
  (t) => [index("reminder_hubs_next_at_idx").on(t.next_at)],
);

export type ReminderHub = typeof reminderHubs.$inferSelect;
