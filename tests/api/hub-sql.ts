// A user's hub storage, read and written by tests in SQL, with D1's statement shape
// (prepare → bind → first / all / run), so a test reads a person's records where they
// live (durable-objects/hub-db.ts). Runs inside the hub (runInDurableObject): the hub is
// started first, so its tables are migrated.
import { env, runInDurableObject } from "cloudflare:test";
import { userHub } from "../../durable-objects/user-hub-address";

type Row = Record<string, unknown>;

async function exec(userId: string, sql: string, params: unknown[]): Promise<{ rows: Row[]; changes: number }> {
  return runInDurableObject(userHub(env, userId), (_hub, state) => {
    const cursor = state.storage.sql.exec(sql, ...(params as SqlStorageValue[]));
    const rows = cursor.toArray() as Row[];
    return { rows, changes: cursor.rowsWritten };
  });
}

function statement(userId: string, sql: string, params: unknown[]) {
  return {
    bind: (...values: unknown[]) => statement(userId, sql, values),
    first: async <T = Row>(column?: string): Promise<T | null> => {
      const [row] = (await exec(userId, sql, params)).rows;
      if (!row) return null;
      return (column ? row[column] : row) as T;
    },
    all: async <T = Row>() => ({ results: (await exec(userId, sql, params)).rows as T[] }),
    run: async () => ({ meta: { changes: (await exec(userId, sql, params)).changes } }),
  };
}

/** SQL on `userId`'s hub: `hubSql(me.id).prepare("select … from medicines where id = ?").bind(id).first()`. */
export function hubSql(userId: string) {
  return { prepare: (sql: string) => statement(userId, sql, []) };
}
