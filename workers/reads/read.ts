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
// A query reads either the user's hub (their records, drizzle/schema/hub.ts) or D1 (what
// is shared): the runner sends each to its store, the hub's in one call to that user's
// UserHub and D1's as one statement, both at once (docs/decisions/010-table-homes.md).
// A read that needs the other store's rows for its second step names it in `next`
// (a favourite's doctor, a bookmark's article). A read of public content alone (`shared`:
// the dashboard's education cards) is kept in the isolate a while (kept-reads.ts), so a
// screen that shows it usually waits on its user's hub alone.
import { fillPlaceholders, sql } from "drizzle-orm";
import { QueryBuilder } from "drizzle-orm/sqlite-core";
import { drizzle, type DrizzleD1Database } from "drizzle-orm/d1";
import { getTableName } from "drizzle-orm";
import * as hubTables from "../../drizzle/schema/hub";
import type { FoldedStatement } from "../../durable-objects/hub-db";
import { ApiError } from "../api/errors";
import { decodeRow, selectedFields, type SelectedField } from "./drizzle-internals";
import { keepResults, keptResults } from "./kept-reads";

export type Db = DrizzleD1Database<Record<string, never>> & { $client: D1Database };

/** Builds the reads' queries: no database, no session; their SQL is the same for every user. */
export const qb = new QueryBuilder();

/** A value a read fills in per request (the user id, a date); the query is built once with it. */
export const param = (name: string) => sql.placeholder(name);

/** What a read's query must be: a SELECT built with `qb` (or any drizzle select builder). */
export interface ReadQuery {
  toSQL(): { sql: string; params: unknown[] };
}

interface ReadSteps {
  queries: readonly ReadQuery[];
  /** The values of the queries' placeholders (`param(name)`). */
  values?: Record<string, unknown>;
  /**
   * Whose hub this step's hub queries read, when not the session user's: set only by a
   * second step whose first step found, in D1, the session user's right to it (a
   * caregiver's active link: workers/reads/care.ts).
   */
  hubOf?: string;
  /**
   * This step reads only D1's public rows (content every reader sees alike, its values
   * naming no user), so a Worker may keep its rows a while (kept-reads.ts).
   */
  shared?: true;
}

/**
 * A read either shapes its results into the answer, or, when it needs rows of the other
 * store that its rows name, gives the read of that second step (`next`), which answers.
 */
export type Read<T> =
  | (ReadSteps & {
      /** Gets this read's results, in the order of `queries`. May throw ApiError (e.g. 404 for a row that is not the user's). */
      shape: (results: unknown[]) => T;
      next?: never;
    })
  | (ReadSteps & { next: (results: unknown[]) => Read<T>; shape?: never });

export const dbOf = (env: Env): Db => drizzle(env.DB);

export type ReadOutcome<T = unknown> = { ok: true; data: T } | { ok: false; error: ApiError };

/** Where a query's rows are: the user's hub or D1. */
export type Store = "hub" | "d1";

const HUB_TABLE_NAMES = new Set<string>(Object.values(hubTables).map((t) => getTableName(t)));

/** The store of a query's SQL, from the tables it names; a query may not mix them (no join across databases). */
export function storeOfSql(text: string): Store {
  const names = [...text.matchAll(/\b(?:from|join) "(\w+)"/gi)].map((m) => m[1]);
  const hub = names.filter((n) => HUB_TABLE_NAMES.has(n));
  if (hub.length && hub.length < names.length) throw new Error(`A read's query mixes hub and D1 tables: ${names.join(", ")}`);
  return hub.length ? "hub" : "d1";
}

interface Compiled {
  store: Store;
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
    c = { store: storeOfSql(text), sql: text, params, fields, columns: fields.map((_, i) => `c${i}`).join(",") };
    compiled.set(query, c);
  }
  return c;
}

/** D1 binds at most 100 parameters per statement: reads with more are split over statements of one batch. */
const MAX_PARAMS = 100;

interface Part {
  compiled: Compiled;
  params: unknown[];
  /** Another user's hub (ReadSteps.hubOf). */
  hubOf?: string;
}

/** One statement's SQL and values: one JSON array of rows (each row an array) per query. */
function foldedOf(parts: Part[]): FoldedStatement {
  const ctes = parts.map((p, i) => `q${i}(${p.compiled.columns}) as (${p.compiled.sql})`);
  const columns = parts.map((p, i) => `(select json_group_array(json_array(${p.compiled.columns})) from q${i})`);
  return { sql: `with ${ctes.join(", ")} select ${columns.join(", ")}`, params: parts.flatMap((p) => p.params) };
}

/** Runs folded statements in one store; each answers one row (a JSON text per query of its group). */
export type FoldedRunner = (statements: FoldedStatement[]) => Promise<string[][]>;

/** D1: one statement, or one batch when the parameters did not fit one. */
export function d1Runner(db: Db): FoldedRunner {
  return async (statements) => {
    const prepared = statements.map((s) => db.$client.prepare(s.sql).bind(...s.params));
    return prepared.length === 1
      ? await prepared[0].raw<string[]>()
      : (await db.$client.batch<Record<string, string>>(prepared)).map((r) => Object.values(r.results[0]));
  };
}

/**
 * Where a request's reads run: D1, and the session user's hub (null where there is no
 * user: a query of a hub table then fails, as it would have no one's records to read).
 */
export interface ReadStores {
  d1: FoldedRunner;
  hub: FoldedRunner | null;
  /** Another user's hub, for a step that names it (`hubOf`). */
  hubOf?: (userId: string) => FoldedRunner;
  /** How long a `shared` read's rows are kept in this isolate (kept-reads.ts); none when absent or 0. */
  keepSeconds?: number;
}

async function runQueries(run: FoldedRunner, parts: Part[]): Promise<unknown[][]> {
  const groups: Part[][] = [];
  let count = Infinity;
  for (const part of parts) {
    if (count + part.params.length > MAX_PARAMS) {
      groups.push([]);
      count = 0;
    }
    groups.at(-1)!.push(part);
    count += part.params.length;
  }
  const texts = (await run(groups.map(foldedOf))).flat();
  return parts.map((part, i) => (JSON.parse(texts[i]) as unknown[][]).map((row) => decodeRow(part.compiled.fields, row)));
}

/** Runs the parts in their stores, both at once; the results in the parts' order. */
async function runParts(stores: ReadStores, parts: Part[]): Promise<unknown[][]> {
  const others = [...new Set(parts.flatMap((p) => (p.hubOf && p.compiled.store === "hub" ? [p.hubOf] : [])))];
  if (others.length) return runWithOtherHubs(stores, parts, others);
  const of = (store: Store) => parts.map((p, i) => [p, i] as const).filter(([p]) => p.compiled.store === store);
  const hub = of("hub");
  const d1 = of("d1");
  if (hub.length && !stores.hub) throw new Error("A hub read without a user");
  const [hubResults, d1Results] = await Promise.all([
    hub.length
      ? runQueries(
          stores.hub!,
          hub.map(([p]) => p),
        )
      : [],
    d1.length
      ? runQueries(
          stores.d1,
          d1.map(([p]) => p),
        )
      : [],
  ]);
  const results: unknown[][] = new Array(parts.length);
  hub.forEach(([, i], k) => (results[i] = hubResults[k]));
  d1.forEach(([, i], k) => (results[i] = d1Results[k]));
  return results;
}

/** Parts that read other users' hubs: each hub's parts as a run of their own, all at once. */
async function runWithOtherHubs(stores: ReadStores, parts: Part[], others: string[]): Promise<unknown[][]> {
  if (!stores.hubOf) throw new Error("A read of another hub where none can be reached");
  const groups = [undefined, ...others].map((owner) =>
    parts.map((p, i) => [p, i] as const).filter(([p]) => (p.compiled.store === "hub" ? p.hubOf : undefined) === owner),
  );
  const answers = await Promise.all(
    groups.map((group, k) =>
      group.length
        ? runParts(
            k === 0 ? stores : { d1: stores.d1, hub: stores.hubOf!(others[k - 1]) },
            group.map(([p]) => ({ ...p, hubOf: undefined })),
          )
        : [],
    ),
  );
  const results: unknown[][] = new Array(parts.length);
  groups.forEach((group, k) => group.forEach(([, i], j) => (results[i] = answers[k][j])));
  return results;
}

function partsOf(read: Read<unknown>): Part[] {
  return read.queries.map((q) => {
    const c = compile(q);
    return { compiled: c, params: fillPlaceholders(c.params, read.values ?? {}), hubOf: read.hubOf };
  });
}

/** What a `shared` read is kept under: its statements and values. */
function keptKey(parts: Part[]): string {
  if (parts.some((p) => p.compiled.store !== "d1")) throw new Error("Only a read of D1's public rows may be shared");
  return JSON.stringify(parts.map((p) => [p.compiled.sql, p.params]));
}

/** Runs every read's queries, one statement per store (two steps for reads with `next`); each read succeeds or fails on its own. */
export async function runReads(stores: ReadStores, reads: readonly Read<unknown>[]): Promise<ReadOutcome[]> {
  const now = Date.now();
  const keep = stores.keepSeconds ?? 0;
  const partsPer = reads.map(partsOf);
  const keys = reads.map((r, i) => (r.shared ? keptKey(partsPer[i]) : undefined));
  const hits = keys.map((key) => (key === undefined || keep <= 0 ? undefined : keptResults(key, now)));
  const parts = partsPer.flatMap((p, i) => (hits[i] ? [] : p));
  const results = parts.length ? await runParts(stores, parts) : [];
  let at = 0;
  const firsts = reads.map((r, i) => hits[i] ?? results.slice(at, (at += r.queries.length)));
  keys.forEach((key, i) => {
    if (key !== undefined && keep > 0 && !hits[i]) keepResults(key, firsts[i], now + keep * 1000);
  });
  // Second steps: every read that has one, run together.
  const seconds: (Read<unknown> | ReadOutcome)[] = reads.map((r, i) => {
    if (!r.next) return shapeOf(r.shape, firsts[i]);
    try {
      return r.next(firsts[i]);
    } catch (err) {
      if (err instanceof ApiError) return { ok: false, error: err };
      throw err;
    }
  });
  const pending = seconds.filter((s): s is Read<unknown> => "queries" in s);
  const later = pending.length ? await runReads(stores, pending) : [];
  let k = 0;
  return seconds.map((s) => ("queries" in s ? later[k++] : s));
}

function shapeOf(shape: (results: unknown[]) => unknown, results: unknown[]): ReadOutcome {
  try {
    return { ok: true, data: shape(results) };
  } catch (err) {
    if (err instanceof ApiError) return { ok: false, error: err };
    throw err;
  }
}

/** One read on its own (the single-purpose endpoints): its ApiError becomes the answer. */
export async function runRead<T>(stores: ReadStores, read: Read<T>): Promise<T> {
  const [outcome] = await runReads(stores, [read as Read<unknown>]);
  if (!outcome.ok) throw outcome.error;
  return outcome.data as T;
}
