// Which tables a client may write through the outbox, and how each op is checked.
// Add a table here (with its zod schema from app/domain) to make it writable.
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import type * as z from "zod/mini";
import { DEFAULT_SETTINGS } from "../app/domain/settings";
import { userSettingsPatchSchema } from "../app/domain/settings-schema";
import { userSettings } from "../drizzle/schema";

/**
 * A per-user table holds one row per user, keyed by user_id (settings, profile):
 * the op's id must be the session user's id, and an update creates the row with
 * its defaults first when it does not exist yet.
 */
export interface PerUserTable {
  kind: "per-user";
  table: SQLiteTable & { user_id: any; updated_at: any };
  /** Checks an op's data: the fields it sets, nothing else. */
  patch: z.ZodMiniType<Record<string, unknown>>;
  defaults: Record<string, unknown>;
}

export type WritableTable = PerUserTable;

export const writableTables: Record<string, WritableTable> = {
  user_settings: { kind: "per-user", table: userSettings, patch: userSettingsPatchSchema, defaults: DEFAULT_SETTINGS },
};
