// Cloud backup (issue 15; docs/rules/cloud-backup.md), done by the user's hub: a snapshot
// of the user's records (durable-objects/records-export.ts) sealed with the user's data key
// (durable-objects/lib/backup-crypto.ts) into R2 at `backups/{userId}/{id}`, listed in the hub's
// cloud_backups; the newest BACKUPS_KEPT are kept. The wrapped data key is in D1
// (backup_keys), apart from the snapshots it opens.
import { and, desc, eq } from "drizzle-orm";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import type { HubDb, HubStores } from "../hub-db";
import { uuidv7 } from "uuidv7";
import { backupFileSchema, type BackupFile } from "../../app/domain/export/file";
import { BACKUPS_KEPT, type BackupReason, type CloudBackupRow } from "../../app/domain/cloud-backup/rules";
import { backupKeys, cloudBackups as b } from "../../drizzle/schema";
import { newDataKey, seal, unseal, unwrapDataKey, wrappingKeys } from "../lib/backup-crypto";
import { recordsExport } from "../records-export";

export const cloudBackupColumns = { id: b.id, size: b.size, counts: b.counts, reason: b.reason, created_at: b.created_at };

const objectKey = (userId: string, id: string) => `backups/${userId}/${id}`;
/** Bound into each sealed backup: it opens only as this user's backup of this id. */
const sealContext = (userId: string, id: string) => `sushastho-backup:${userId}:${id}`;

/** The user's data key; made (and stored wrapped by the newest wrapping key) on first use. */
async function dataKeyOf(env: Env, db: DrizzleD1Database, userId: string): Promise<CryptoKey> {
  const keys = await wrappingKeys(env.BACKUP_WRAPPING_KEYS);
  if (!keys.length) throw new Error("BACKUP_WRAPPING_KEYS is not set: cloud backup cannot encrypt");
  const [stored] = await db.select({ wrapped_key: backupKeys.wrapped_key, key_id: backupKeys.key_id }).from(backupKeys).where(eq(backupKeys.user_id, userId));
  if (stored) return unwrapDataKey(stored, keys);
  const made = await newDataKey(keys[0]);
  await db.insert(backupKeys).values({ user_id: userId, ...made.stored });
  return made.key;
}

export async function createBackup(env: Env, { hub: db, d1 }: HubStores, userId: string, reason: BackupReason, now: Date): Promise<CloudBackupRow> {
  const key = await dataKeyOf(env, d1, userId);
  const snapshot = await recordsExport(db, { id: userId }, now);
  const id = uuidv7();
  const sealed = await seal(key, JSON.stringify(snapshot), sealContext(userId, id));
  const row: CloudBackupRow = {
    id,
    size: sealed.byteLength,
    counts: Object.fromEntries(Object.entries(snapshot.data).map(([table, rows]) => [table, rows.length])),
    reason,
    created_at: now.toISOString(),
  };
  await env.FILES.put(objectKey(userId, id), sealed, { httpMetadata: { contentType: "application/octet-stream" } });
  await db.insert(b).values({ ...row, user_id: userId, object_key: objectKey(userId, id) });
  await pruneBackups(env, db, userId);
  return row;
}

/** Deletes all but the newest BACKUPS_KEPT (rows and objects). */
async function pruneBackups(env: Env, db: HubDb, userId: string) {
  const old = await db
    .select({ id: b.id, object_key: b.object_key })
    .from(b)
    .where(eq(b.user_id, userId))
    .orderBy(desc(b.created_at), desc(b.id))
    .offset(BACKUPS_KEPT)
    .limit(1000);
  if (!old.length) return;
  await env.FILES.delete(old.map((o) => o.object_key));
  for (const o of old) await db.delete(b).where(and(eq(b.id, o.id), eq(b.user_id, userId)));
}

/** One of the user's backups, opened; null when the user has no such backup. Throws when it cannot be opened (changed, or the key is gone). */
export async function openBackup(env: Env, { hub: db, d1 }: HubStores, userId: string, id: string): Promise<{ row: CloudBackupRow; file: BackupFile } | null> {
  const [row] = await db
    .select({ ...cloudBackupColumns, object_key: b.object_key })
    .from(b)
    .where(and(eq(b.id, id), eq(b.user_id, userId)));
  if (!row) return null;
  const object = await env.FILES.get(row.object_key);
  if (!object) throw new Error(`Backup ${id} has no object in R2`);
  const text = await unseal(await dataKeyOf(env, d1, userId), new Uint8Array(await object.arrayBuffer()), sealContext(userId, id));
  const { object_key: _, ...listed } = row;
  return { row: listed, file: backupFileSchema.parse(JSON.parse(text)) };
}
