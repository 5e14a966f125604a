// A copy of the user's records in the backup file's format (app/domain/backup-file.ts):
// every table of BACKUP_TABLES in one D1 batch. The download (GET /api/data/backup) and
// the cloud backup (cloud-backup.ts) are the same file.
import { eq } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import { BACKUP_FORMAT, BACKUP_FORMAT_VERSION } from "../app/domain/backup-file";
import { BACKUP_TABLES } from "./user-tables";

const names = Object.keys(BACKUP_TABLES) as (keyof typeof BACKUP_TABLES)[];

export async function userRows(db: DrizzleD1Database, userId: string): Promise<Record<string, Record<string, unknown>[]>> {
  const [first, ...rest] = names.map((n) => db.select().from(BACKUP_TABLES[n]).where(eq(BACKUP_TABLES[n].user_id, userId)));
  const results = await db.batch([first, ...rest]);
  return Object.fromEntries(names.map((n, i) => [n, results[i] as Record<string, unknown>[]]));
}

export async function backupSnapshot(db: DrizzleD1Database, user: { id: string; email?: string; name?: string }, now: Date) {
  return { app: BACKUP_FORMAT, version: BACKUP_FORMAT_VERSION, exported_at: now.toISOString(), user, data: await userRows(db, user.id) };
}
