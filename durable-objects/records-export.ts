// A copy of the user's records in the backup file's format (app/domain/export/file.ts):
// every table of EXPORT_TABLES, read from the user's hub. The download (GET /api/data/backup) and
// the cloud backup (cloud-backup.ts) are the same file.
import { eq } from "drizzle-orm";
import type { HubDb } from "./hub-db";
import { BACKUP_FORMAT, BACKUP_FORMAT_VERSION } from "../app/domain/export/file";
import { EXPORT_TABLES } from "./user-tables";

const names = Object.keys(EXPORT_TABLES) as (keyof typeof EXPORT_TABLES)[];

export async function userRows(db: HubDb, userId: string): Promise<Record<string, Record<string, unknown>[]>> {
  const results = names.map((n) => db.select().from(EXPORT_TABLES[n]).where(eq(EXPORT_TABLES[n].user_id, userId)).all());
  return Object.fromEntries(names.map((n, i) => [n, results[i] as Record<string, unknown>[]]));
}

export async function recordsExport(db: HubDb, user: { id: string; email?: string; name?: string }, now: Date) {
  return { app: BACKUP_FORMAT, version: BACKUP_FORMAT_VERSION, exported_at: now.toISOString(), user, data: await userRows(db, user.id) };
}
