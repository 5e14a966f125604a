// D1 rows written, per table and kind (insert, update, delete), counted by SQLite
// itself: a trigger on every table of the local D1 adds one to a counter row for each
// row a statement writes, whoever writes it (better-auth, the API, a hub, a cron). It
// sees every write, repeated updates of one row included, which comparing row counts
// before and after would not. D1 bills written index entries too: these are rows.
// The counters live in the bench's own state folder; installed after the migrations,
// so a table added by a later migration is counted from the next fresh run on.
import { writeFileSync } from "node:fs";
import { resolve } from "node:path";
import { executeFile, queryRows } from "../local-d1.mjs";

const COUNTERS = "bench_row_writes";
const KINDS = { insert: "INSERT", update: "UPDATE", delete: "DELETE" };
const quoteId = (name) => `"${name.replaceAll('"', '""')}"`;
const quoteText = (text) => `'${text.replaceAll("'", "''")}'`;

/** The tables of the database: D1's and SQLite's own left out. */
async function userTables(stateDir) {
  const rows = await queryRows(stateDir, "SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name");
  return rows.map((r) => r.name).filter((n) => !/^(sqlite_|_cf_|d1_)/.test(n) && n !== COUNTERS);
}

export async function installWriteCounters(stateDir, workDir) {
  const tables = await userTables(stateDir);
  const sql = [`CREATE TABLE IF NOT EXISTS ${COUNTERS} (tbl TEXT NOT NULL, kind TEXT NOT NULL, n INTEGER NOT NULL DEFAULT 0, PRIMARY KEY (tbl, kind));`];
  for (const table of tables) {
    for (const [kind, event] of Object.entries(KINDS)) {
      sql.push(`INSERT OR IGNORE INTO ${COUNTERS} (tbl, kind, n) VALUES (${quoteText(table)}, '${kind}', 0);`);
      sql.push(
        `CREATE TRIGGER IF NOT EXISTS ${quoteId(`bench_${kind}_${table}`)} AFTER ${event} ON ${quoteId(table)} BEGIN ` +
          `UPDATE ${COUNTERS} SET n = n + 1 WHERE tbl = ${quoteText(table)} AND kind = '${kind}'; END;`,
      );
    }
  }
  const file = resolve(workDir, "d1-write-counters.sql");
  writeFileSync(file, sql.join("\n") + "\n");
  await executeFile(stateDir, file);
  return tables;
}

/** { table: { insert, update, delete } } so far. */
export async function readWriteCounters(stateDir) {
  const out = {};
  for (const { tbl, kind, n } of await queryRows(stateDir, `SELECT tbl, kind, n FROM ${COUNTERS}`))
    (out[tbl] ??= { insert: 0, update: 0, delete: 0 })[kind] = n;
  return out;
}

/** What was written between two readings: only tables with writes, each with its total. */
export function writesBetween(before, after) {
  const out = {};
  for (const [table, counts] of Object.entries(after)) {
    const d = Object.fromEntries(Object.keys(KINDS).map((k) => [k, counts[k] - (before[table]?.[k] ?? 0)]));
    const total = d.insert + d.update + d.delete;
    if (total > 0) out[table] = { ...d, total };
  }
  return out;
}
