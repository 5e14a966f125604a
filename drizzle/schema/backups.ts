import { index, integer, sqliteTable, text } from "drizzle-orm/sqlite-core";
import { BACKUP_REASONS } from "../../app/domain/cloud-backup/rules";
import { nowIso, timestamps, userId, ownerId } from "./columns";

// Cloud backup (issue 15; durable-objects/backup/cloud-backup.ts). Each backup is one object in
// R2 (`backups/{userId}/{id}`), encrypted with the user's data key; this row lists it.

export const cloudBackups = sqliteTable(
  "cloud_backups",
  {
    id: text("id").primaryKey(),
    user_id: ownerId(),
    object_key: text("object_key").notNull(),
    /** Bytes stored (encrypted). */
    size: integer("size").notNull(),
    /** Rows per table, JSON ({"medicines": 4, …}): what the list and a restore's preview show. */
    counts: text("counts", { mode: "json" }).$type<Record<string, number>>().notNull(),
    reason: text("reason", { enum: BACKUP_REASONS }).notNull(),
    created_at: text("created_at").notNull().default(nowIso),
  },
  (t) => [index("cloud_backups_user_id_idx").on(t.user_id, t.created_at)],
);

// The user's data key (AES-256-GCM), wrapped (AES-KW) by the Worker secret whose
// fingerprint is key_id: a copy of the bucket and this table reveal nothing without it.
export const backupKeys = sqliteTable("backup_keys", {
  user_id: userId().primaryKey(),
  wrapped_key: text("wrapped_key").notNull(),
  key_id: text("key_id").notNull(),
  ...timestamps(),
});
