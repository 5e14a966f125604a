// The user's settings, created with the default settings when absent: the idempotent
// default row and the read share the batch (not a user write, so not through the ledger).
import { eq } from "drizzle-orm";
import { DEFAULT_SETTINGS, type UserSettings } from "../../app/domain/settings";
import { userSettings } from "../../drizzle/schema";
import type { Db, Read } from "./read";

export function settingsRead(db: Db, userId: string): Read<UserSettings> {
  return {
    queries: [
      db
        .insert(userSettings)
        .values({ ...DEFAULT_SETTINGS, user_id: userId })
        .onConflictDoNothing(),
      db.select().from(userSettings).where(eq(userSettings.user_id, userId)),
    ],
    shape: ([, rows]) => (rows as UserSettings[])[0],
  };
}
