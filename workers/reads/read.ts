// A read is the SELECTs one piece of screen data needs and how to shape their
// results. Reads compose: any number of them run as ONE D1 statement (one round trip),
// which is how a screen gets all its data in one request (GET /api/read) and how a
// server-rendered page gets it in its loader.
//
// Why one statement and not a batch of many: at 50 concurrent users the dashboard's
// ~20 SELECTs cost the Worker more CPU in building SQL and decoding D1's per-statement
// results than the database spends answering them (docs/PERFORMANCE.md). So
// - a read's queries are built once per isolate with placeholders (`sql.placeholder`)
//   and their SQL is compiled once (cached by query object); a request only fills in
//   its values (`values`, e.g. the user id);
// - every query becomes a CTE, and the statement answers one JSON array per query
//   (`json_group_array`, built by SQLite), decoded with drizzle's own column decoders,
//   so shapes see exactly what drizzle's `.all()` would give.
import { fillPlaceholders, sql } from "drizzle-orm";
import { QueryBuilder } from "drizzle-orm/sqlite-core";
import { drizzle, type DrizzleD1Database } from "drizzle-orm/d1";
import { ApiError } from "../api/errors";
import { decodeRow, selectedFields, type SelectedField } from "./drizzle-internals";

export type Db = DrizzleD1Database<Record<string, never>> & { $client: D1Database };

/** Builds the reads' queries: no database, no session; their SQL is the same for every user. */
export const qb = new QueryBuilder();

/** A value a read fills in per request (the user id, a date); the query is built once with it. */
export const param = (name: string) => sql.placeholder(name);

/** What a read's query must be: a SELECT built with `qb` (or any drizzle select builder). */
export interface ReadQuery {
  toSQL(): { sql: string; params: unknown[] };
}

export interface Read<T> {
  queries: readonly ReadQuery[];
  /** The values of the queries' placeholders (`param(name)`). */
  values?: Record<string, unknown>;
  /** Gets this read's results, in the order of `queries`. May throw ApiError (e.g. 404 for a row that is not the user's). */
  shape: (results: unknown[]) => T;
}

export const dbOf = (env: Env): Db => drizzle(env.DB);

export type ReadOutcome<T = unknown> = { ok: true; data: T } | { ok: false; error: ApiError };

interface Compiled {
  sql: string;
  params: unknown[];
  fields: SelectedField[];
  /** The CTE's column names, one per field: "c0,c1,…". */
  columns: string;
}

/** Queries are built once per isolate, so their SQL is compiled once too. */
const compiled = new WeakMap<ReadQuery, Compiled>();
function compile(query: ReadQuery): Compiled {
  let c = compiled.get(query);
  if (!c) {
    const { sql: text, params } = query.toSQL();
    const fields = selectedFields(query);
    c = { sql: text, params, fields, columns: fields.map((_, i) => `c${i}`).join(",") };
    compiled.set(query, c);
  }
  return c;
}

/** D1 binds at most 100 parameters per statement: reads with more are split over statements of one batch. */
const MAX_PARAMS = 100;

interface Part {
  compiled: Compiled;
  params: unknown[];
}

/** One statement answering one JSON array of rows (each row an array) per query. */
function statementOf(db: Db, parts: Part[]) {
  const ctes = parts.map((p, i) => `q${i}(${p.compiled.columns}) as (${p.compiled.sql})`);
  const columns = parts.map((p, i) => `(select json_group_array(json_array(${p.compiled.columns})) from q${i})`);
  return db.$client.prepare(`with ${ctes.join(", ")} select ${columns.join(", ")}`).bind(...parts.flatMap((p) => p.params));
}

async function runQueries(db: Db, parts: Part[]): Promise<unknown[][]> {
  const groups: Part[][] = [];
  let count = Infinity;
  for (const part of parts) {
    if (count + part.params.length > MAX_PARAMS) groups.push([]), (count = 0);
    groups.at(-1)!.push(part);
    count += part.params.length;
  }
  const statements = groups.map((g) => statementOf(db, g));
  // Each statement answers one row: a JSON text per query of its group.
  const rows: string[][] =
    statements.length === 1
      ? await statements[0].raw<string[]>()
      : (await db.$client.batch<Record<string, string>>(statements)).map((r) => Object.values(r.results[0]));
  const texts = rows.flat();
  return parts.map((part, i) => (JSON.parse(texts[i]) as unknown[][]).map((row) => decodeRow(part.compiled.fields, row)));
}

/** Runs every read's queries in one D1 statement; each read succeeds or fails on its own. */
export async function runReads(db: Db, reads: readonly Read<unknown>[]): Promise<ReadOutcome[]> {
  const parts = reads.flatMap((r) =>
    r.queries.map((q) => {
      const c = compile(q);
      return { compiled: c, params: fillPlaceholders(c.params, r.values ?? {}) };
    }),
  );
  const results = parts.length ? await runQueries(db, parts) : [];
  let at = 0;
  return reads.map((r) => {
    const mine = results.slice(at, (at += r.queries.length));
    try {
      return { ok: true, data: r.shape(mine) };
    } catch (err) {
      if (err instanceof ApiError) return { ok: false, error: err };
      throw err;
    }
  });
}

/** One read on its own (the single-purpose endpoints): its ApiError becomes the answer. */
export async function runRead<T>(db: Db, read: Read<T>): Promise<T> {
  const [outcome] = await runReads(db, [read as Read<unknown>]);
  if (!outcome.ok) throw outcome.error;
  return outcome.data as T;
}
