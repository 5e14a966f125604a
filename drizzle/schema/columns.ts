// Column helpers shared by the domain tables (not tables themselves).
import { sql } from "drizzle-orm";
import { text } from "drizzle-orm/sqlite-core";
import { user } from "./auth";

/** SQL default for an instant: UTC ISO string with milliseconds, like Date#toISOString(). */
export const nowIso = sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`;

/** `user_id text not null` referencing user.id, rows deleted with the user. */
export const userId = () =>
  text("user_id")
    .notNull()
    .references(() => user.id, { onDelete: "cascade" });

/**
 * `user_id text not null` in a table that lives in the user's own hub (Durable Object
 * SQLite, docs/decisions/010-table-homes.md): no foreign key, as D1's `user` table is
 * not there; the hub is deleted with its user's data instead.
 */
export const ownerId = () => text("user_id").notNull();

/** created_at / updated_at as UTC ISO text; updated_at is also refreshed by drizzle updates. */
export const timestamps = () => ({
  created_at: text("created_at").notNull().default(nowIso),
  updated_at: text("updated_at")
    .notNull()
    .default(nowIso)
    .$onUpdate(() => new Date().toISOString()),
});

export const LANGUAGES = ["en", "bn"] as const;
export type Language = (typeof LANGUAGES)[number];
