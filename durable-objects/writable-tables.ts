// Which tables a client may write through the outbox, and how each op is checked.
// Add a table here (with its zod schema from app/domain) to make it writable.
import type { SQLiteTable } from "drizzle-orm/sqlite-core";
import type * as z from "zod/mini";
import { DEFAULT_SETTINGS } from "../app/domain/settings";
import { userSettingsPatchSchema } from "../app/domain/settings-schema";
import { medicalHistoryPatchSchema, profilePatchSchema } from "../app/domain/profile-schema";
import { medicalHistory, profiles, userSettings } from "../drizzle/schema";
import { MEDICAL_HISTORY_DEFAULTS, profileDefaults } from "./profile-defaults";

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
  /** The new row's values; a function when they depend on the user (SQL allowed). */
  defaults: Record<string, unknown> | ((userId: string) => Record<string, unknown>);
}

export type WritableTable = PerUserTable;

export const writableTables: Record<string, WritableTable> = {
  user_settings: { kind: "per-user", table: userSettings, patch: userSettingsPatchSchema, defaults: DEFAULT_SETTINGS },
  profiles: { kind: "per-user", table: profiles, patch: profilePatchSchema, defaults: profileDefaults },
  medical_history: { kind: "per-user", table: medicalHistory, patch: medicalHistoryPatchSchema, defaults: MEDICAL_HISTORY_DEFAULTS },
};
