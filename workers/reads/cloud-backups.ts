// The user's cloud backups, newest first (issue 15): when, why (daily or by hand), size and
// what each holds. The objects stay sealed in R2 (durable-objects/backup/cloud-backup.ts).
import { desc, eq } from "drizzle-orm";
import { BACKUPS_KEPT, type CloudBackupRow, type CloudBackupsResponse } from "../../app/domain/cloud-backup/rules";
import { cloudBackupColumns } from "../../durable-objects/backup/cloud-backup";
import { cloudBackups as b } from "../../drizzle/schema";
import { param, qb, type Read } from "./read";

// A few more than kept: a backup being replaced may still be listed for a moment.
const queries = [
  qb
    .select(cloudBackupColumns)
    .from(b)
    .where(eq(b.user_id, param("userId")))
    .orderBy(desc(b.created_at), desc(b.id))
    .limit(BACKUPS_KEPT + 3),
];

export function cloudBackupsRead(userId: string): Read<CloudBackupsResponse> {
  return { queries, values: { userId }, shape: ([rows]) => ({ backups: rows as CloudBackupRow[] }) };
}
