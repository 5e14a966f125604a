// A read is the statements one piece of screen data needs and how to shape their
// results. Reads compose: any number of them run as ONE D1 batch (one round trip),
// which is how a screen gets all its data in one request (GET /api/read) and how a
// server-rendered page gets it in its loader.
import type { BatchItem } from "drizzle-orm/batch";
import { drizzle, type DrizzleD1Database } from "drizzle-orm/d1";
import { ApiError } from "../api/errors";

export type Db = DrizzleD1Database<Record<string, never>>;

export interface Read<T> {
  queries: BatchItem<"sqlite">[];
  /** Gets this read's results, in the order of `queries`. May throw ApiError (e.g. 404 for a row that is not the user's). */
  shape: (results: unknown[]) => T;
}

export const dbOf = (env: Env): Db => drizzle(env.DB);

export type ReadOutcome<T = unknown> = { ok: true; data: T } | { ok: false; error: ApiError };

/** Runs every read's statements in one D1 batch; each read succeeds or fails on its own. */
export async function runReads(db: Db, reads: readonly Read<unknown>[]): Promise<ReadOutcome[]> {
  const statements = reads.flatMap((r) => r.queries);
  const results: unknown[] = statements.length ? await db.batch(statements as [BatchItem<"sqlite">, ...BatchItem<"sqlite">[]]) : [];
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
