// "Delete All Data": every health-data row of the user in one D1 batch, then their files in R2.
import { eq } from "drizzle-orm";
import type { BatchItem } from "drizzle-orm/batch";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import { DELETABLE_TABLES, USER_FILE_AREAS } from "../workers/data/user-data";

export async function deleteUserData(db: DrizzleD1Database, files: R2Bucket, userId: string) {
  const statements = DELETABLE_TABLES.map((t) => db.delete(t).where(eq(t.user_id, userId))) as BatchItem<"sqlite">[];
  const results = await db.batch(statements as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]);
  const rows = results.reduce((n: number, r) => n + ((r as D1Result).meta?.changes ?? 0), 0);

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
