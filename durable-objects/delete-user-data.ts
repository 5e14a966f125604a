// "Delete All Data": every health-data row of the user in one D1 batch, then their files
// in R2. The same batch removes what would still tell of that activity: the push
// subscriptions, the reminder watchdog row, and the sync ledger's details (which table,
// row, device and time each op touched). Of the ledger only the bare op ids stay: an
// old op still queued on a device and replayed later must be a duplicate, not bring
// deleted data back. The hub forgets its reminder schedule itself (user-hub.ts).
import { eq } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import { pushSubscriptions, reminderHubs, syncOps } from "../drizzle/schema";
import { DELETABLE_TABLES, USER_FILE_AREAS } from "./user-tables";

export async function deleteUserData(db: DrizzleD1Database, files: R2Bucket, userId: string) {
  const data = DELETABLE_TABLES.map((t) => db.delete(t).where(eq(t.user_id, userId))) as BatchItem<"sqlite">[];
  const traces = [
    db.delete(pushSubscriptions).where(eq(pushSubscriptions.user_id, userId)),
    db.delete(reminderHubs).where(eq(reminderHubs.user_id, userId)),
    db
      .update(syncOps)
      .set({ device_id: "", table_name: "", op_type: "", row_id: "", error: null, client_time: "", created_at: "" } as never)
      .where(eq(syncOps.user_id, userId)),
  ] as BatchItem<"sqlite">[];
  const results = await db.batch([...data, ...traces] as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]);
  // What the user sees counted: their health records.
  const rows = results.slice(0, data.length).reduce((n: number, r) => n + ((r as D1Result).meta?.changes ?? 0), 0);
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
  return { rows, files: fileCount };
}
