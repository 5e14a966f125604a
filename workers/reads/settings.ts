// The user's settings, or the default settings while the user has never changed one
// (the row is made by the first settings op, through the write path).
import { eq } from "drizzle-orm";
import type { SessionUser } from "../../app/domain/session";
import { DEFAULT_SETTINGS, type UserSettings } from "../../app/domain/settings/rules";
import { userSettings } from "../../drizzle/schema";
import { param, qb, type Read } from "./read";

const queries = [
  qb
    .select()
    .from(userSettings)
    .where(eq(userSettings.user_id, param("userId"))),
];

/** Before the first change, the defaults, dated like the account (so every read of them is the same). */
export function settingsRead(me: SessionUser): Read<UserSettings> {
  return {
    queries,
    values: { userId: me.id },
    shape: ([rows]) => (rows as UserSettings[])[0] ?? { ...DEFAULT_SETTINGS, user_id: me.id, created_at: me.createdAt, updated_at: me.createdAt },
  };
}
