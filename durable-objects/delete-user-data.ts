// "Delete All Data": the user's hub is emptied whole (its SQLite storage, the reminder
// schedule and every table with it), then D1's rows that tell of the user's activity
// (push subscriptions, the reminder watchdog row, the doctor links' index, the cloud
// backups' key), then their files in R2. Of the sync ledger only the bare op ids come
// back into the emptied hub: an old op still queued on a device and replayed later must
// be a duplicate, not bring deleted data back. Kept: the account itself, its sessions,
// the device's account list (saved_accounts, account_switch_logs), premium, and the
// sign-in limits counted by email (rate_limit: deleting data must not reset an abuse limit).
import { count, eq, or } from "drizzle-orm";
import { backupKeys, careLinks, pushSubscriptions, reminderHubs, shareTokens, syncOps } from "../drizzle/schema";
import type { HubStores } from "./hub-db";
import { DELETABLE_TABLES, USER_FILE_AREAS } from "./user-tables";

/** D1 tables with rows of the user's activity (not the account): emptied of the user's rows. */
export const USER_D1_TRACES = [pushSubscriptions, reminderHubs, shareTokens, backupKeys] as const;

/** The health records counted for the answer ("N records deleted"), before they go. */
export function countUserRows({ hub }: HubStores): number {
  return DELETABLE_TABLES.reduce((n, t) => n + (hub.select({ n: count() }).from(t).get()?.n ?? 0), 0);
}

/** The op ids the ledger holds: they come back, bare, into the emptied hub. */
export function ledgerOpIds({ hub }: HubStores): string[] {
  return hub
    .select({ op_id: syncOps.op_id })
    .from(syncOps)
    .all()
    .map((r) => r.op_id);
}

/** Writes bare op ids (no table, row, device or time) into the emptied, migrated hub. */
export function restoreBareOpIds({ hub }: HubStores, opIds: string[]) {
  hub.transaction(() => {
    for (const opId of opIds) {
      hub
        .insert(syncOps)
        .values({
          op_id: opId,
          user_id: "",
          device_id: "",
          table_name: "",
          op_type: "" as never,
          row_id: "",
          status: "applied",
          client_time: "",
          created_at: "",
        })
        .run();
    }
  });
}

/** The user's rows in D1's activity tables, and their R2 files; answers how many files went. */
export async function deleteUserTraces({ d1 }: HubStores, files: R2Bucket, userId: string): Promise<number> {
  await d1.batch([
    ...USER_D1_TRACES.map((t) => d1.delete(t).where(eq(t.user_id, userId))),
    // Caregiver links on either side (docs/rules/care.md): the other person's list loses them too.
    d1.delete(careLinks).where(or(eq(careLinks.patient_id, userId), eq(careLinks.caregiver_id, userId))),
  ] as never);
  let fileCount = 0;
  for (const area of USER_FILE_AREAS) {
    let cursor: string | undefined;
    do {
      const page = await files.list({ prefix: `${area}/${userId}/`, cursor });
      if (page.objects.length) await files.delete(page.objects.map((o) => o.key));
      fileCount += page.objects.length;
      cursor = page.truncated ? page.cursor : undefined;
    } while (cursor);
  }
  return fileCount;
}
