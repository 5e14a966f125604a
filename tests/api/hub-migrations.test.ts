// The hub's own migrations (durable-objects/hub-db.ts, drizzle/hub-migrations): a hub
// starts at the bundled schema whether it is new or was made by any earlier version,
// and an upgrade keeps the person's rows.
import { env, runInDurableObject } from "cloudflare:test";
import { getTableConfig, type SQLiteTable } from "drizzle-orm/sqlite-core";
import { describe, expect, it } from "vitest";
import * as hubTables from "../../drizzle/schema/hub";
import { HUB_MIGRATIONS, hubDb, migrateHub, type HubMigrations } from "../../durable-objects/hub-db";
import { userHub } from "../../durable-objects/user-hub-address";

const tables = Object.values(hubTables) as SQLiteTable[];

/** The migrations up to (not including) journal entry `k`: the schema of an earlier version. */
function upTo(k: number): HubMigrations {
  const entries = HUB_MIGRATIONS.journal.entries.slice(0, k);
  return {
    journal: { entries },
    migrations: Object.fromEntries(entries.map((e) => [`m${String(e.idx).padStart(4, "0")}`, HUB_MIGRATIONS.migrations[`m${String(e.idx).padStart(4, "0")}`]])),
  };
}

/** Each user table's columns and indexes, as SQLite reports them. */
function schemaOf(storage: DurableObjectStorage) {
  const names = storage.sql
    .exec<{ name: string }>(
      "select name from sqlite_master where type = 'table' and name not like '\\_%' escape '\\' and name not like 'sqlite_%' order by name",
    )
    .toArray()
    .map((r) => r.name);
  return Object.fromEntries(
    names.map((n) => [
      n,
      {
        columns: storage.sql.exec(`pragma table_info("${n}")`).toArray(),
        indexes: storage.sql
          .exec<{ name: string; sql: string | null }>("select name, sql from sqlite_master where type = 'index' and tbl_name = ? order by name", n)
          .toArray(),
      },
    ]),
  );
}

describe("hub migrations", () => {
  it("a new hub has every table of drizzle/schema/hub.ts with exactly its columns", async () => {
    await runInDurableObject(userHub(env, `fresh-${crypto.randomUUID()}`), async (_hub, state) => {
      const schema = schemaOf(state.storage);
      for (const table of tables) {
        const config = getTableConfig(table);
        expect(schema[config.name], config.name).toBeDefined();
        const columns = (schema[config.name].columns as { name: string }[]).map((c) => c.name).sort();
        expect(columns, config.name).toEqual(config.columns.map((c) => c.name).sort());
      }
    });
  });

  const versions = HUB_MIGRATIONS.journal.entries.map((_, k) => k);
  it.each(versions)("a hub made at version %i (of the journal) reaches the bundled schema and keeps its rows", async (k) => {
    const fresh = await runInDurableObject(userHub(env, `fresh-${crypto.randomUUID()}`), async (_hub, state) => schemaOf(state.storage));
    await runInDurableObject(userHub(env, `old-${crypto.randomUUID()}`), async (_hub, state) => {
      // Back to the state an earlier Worker left: emptied, then only its migrations.
      await state.storage.deleteAll();
      const db = hubDb(state.storage);
      await migrateHub(db, upTo(k));
      const hadSyncOps = k > 0 && state.storage.sql.exec("select 1 from sqlite_master where name = 'sync_ops'").toArray().length > 0;
      if (hadSyncOps) {
        state.storage.sql.exec(
          "insert into sync_ops (op_id, user_id, device_id, table_name, op_type, row_id, status, client_time) values ('op-1', 'u', 'd', 'medicines', 'insert', 'r', 'applied', 't')",
        );
      }
      await migrateHub(db);
      expect(schemaOf(state.storage)).toEqual(fresh);
      if (hadSyncOps) expect(state.storage.sql.exec("select op_id from sync_ops").toArray()).toEqual([{ op_id: "op-1" }]);
      // Migrating again changes nothing.
      await migrateHub(db);
      expect(schemaOf(state.storage)).toEqual(fresh);
    });
  });
});
