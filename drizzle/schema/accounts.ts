import { index, integer, sqliteTable, text, uniqueIndex } from "drizzle-orm/sqlite-core";
import { nowIso, timestamps, userId } from "./columns";

export const SWITCH_STATUSES = ["initiated", "completed", "failed", "rolled_back"] as const;

const flag = (name: string) => integer(name, { mode: "boolean" }).notNull().default(false);

// Accounts remembered on one device (at most 3, one active); user_id is the saved account.
export const savedAccounts = sqliteTable(
  "saved_accounts",
  {
    id: text("id").primaryKey(),
    device_id: text("device_id").notNull(),
    user_id: userId(),
    account_email: text("account_email").notNull(),
    account_name: text("account_name"),
    avatar_url: text("avatar_url"),
    last_accessed_at: text("last_accessed_at").notNull().default(nowIso),
    is_active: flag("is_active"),
    is_switching: flag("is_switching"),
    has_unsynced_data: flag("has_unsynced_data"),
    last_sync_at: text("last_sync_at"),
    // The account's medicine reminders keep ringing on this device while another account is active.
    keep_reminders: integer("keep_reminders", { mode: "boolean" }).notNull().default(true),
    ...timestamps(),
  },
  (t) => [
    index("saved_accounts_user_id_idx").on(t.user_id),
    uniqueIndex("saved_accounts_device_user_idx").on(t.device_id, t.user_id),
    index("saved_accounts_device_accessed_idx").on(t.device_id, t.last_accessed_at),
  ],
);

// user_id is the user who started the switch (normally from_user_id); from/to are kept
// as plain text so the log outlives either account.
export const accountSwitchLogs = sqliteTable(
  "account_switch_logs",
  {
    id: text("id").primaryKey(),
    user_id: userId(),
    device_id: text("device_id").notNull(),
    from_user_id: text("from_user_id"),
    to_user_id: text("to_user_id").notNull(),
    switch_status: text("switch_status", { enum: SWITCH_STATUSES }).notNull().default("initiated"),
    error_message: text("error_message"),
    data_synced: flag("data_synced"),
    backup_created: flag("backup_created"),
    switched_at: text("switched_at").notNull().default(nowIso),
    ...timestamps(),
  },
  (t) => [index("account_switch_logs_user_id_idx").on(t.user_id), index("account_switch_logs_device_switched_idx").on(t.device_id, t.switched_at)],
);

export type SavedAccount = typeof savedAccounts.$inferSelect;
export type AccountSwitchLog = typeof accountSwitchLogs.$inferSelect;
