// The hub's own SQLite database: one person's records (drizzle/schema/hub.ts), in the
// Durable Object's storage. Its migrations (drizzle/hub-migrations, made by
// `npm run db:generate`) are bundled with the Worker and applied when a hub starts,
// before it answers anything (UserHub's constructor), from an empty hub or any
// earlier version (tests/api/hub-migrations.test.ts).
import { drizzle, type DrizzleSqliteDODatabase } from "drizzle-orm/durable-sqlite";
import { migrate } from "drizzle-orm/durable-sqlite/migrator";
import type { DrizzleD1Database } from "drizzle-orm/d1";
import journal from "../drizzle/hub-migrations/meta/_journal.json";

export type HubDb = DrizzleSqliteDODatabase<Record<string, never>>;

/** What the hub's code reads and writes: its own database, and D1 for what is shared (pushes, names, content). */
export interface HubStores {
  hub: HubDb;
  d1: DrizzleD1Database;
}

const files = import.meta.glob<string>("../drizzle/hub-migrations/*.sql", { query: "?raw", import: "default", eager: true });

export interface HubMigrations {
  journal: { entries: { idx: number; when: number; tag: string; breakpoints: boolean }[] };
  migrations: Record<string, string>;
}

/** The bundled migrations in the migrator's form (`m0000`: the SQL of the journal's entry 0). */
export const HUB_MIGRATIONS: HubMigrations = {
  journal,
  migrations: Object.fromEntries(
    journal.entries.map((e) => {
      const text = files[`../drizzle/hub-migrations/${e.tag}.sql`];
      if (text === undefined) throw new Error(`Hub migration ${e.tag} is not bundled`);
      return [`m${String(e.idx).padStart(4, "0")}`, text];
    }),
  ),
};

/** The hub's database (not yet migrated: migrateHub, before the hub answers anything). */
export function hubDb(storage: DurableObjectStorage): HubDb {
  return drizzle(storage) as HubDb;
}

/** Brings the hub's tables to the bundled schema (the first migration makes every table); nothing to do when they are. */
export async function migrateHub(db: HubDb, migrations: HubMigrations = HUB_MIGRATIONS): Promise<void> {
  await migrate(db, migrations);
}

/** One statement's SQL and values, as the Worker's read runner folds them (workers/reads/read.ts). */
export interface FoldedStatement {
  sql: string;
  params: unknown[];
}

/** Runs folded SELECTs; each answers one row (a JSON text per query of its group). */
export function runFolded(storage: DurableObjectStorage, statements: FoldedStatement[]): string[][] {
  return statements.map((s) => {
    const [row] = storage.sql.exec(s.sql, ...(s.params as SqlStorageValue[])).raw();
    return row as string[];
  });
}
