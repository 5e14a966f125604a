// After a table changed (our own sync, or a notice from another tab or device),
// refetch every query that reads it. A query key lists the tables it reads first
// (["user_settings", userId], ["profiles", "medical_history", userId]), so a key
// that reads two tables is refreshed by a change to either. "*": everything changed.
import type { Query, QueryClient } from "@tanstack/react-query";

export async function invalidateTables(qc: QueryClient, tables: readonly string[]) {
  const reads = (q: Query) => tables.includes("*") || tables.some((t) => q.queryKey.includes(t));
  // A fetch already under way may have read before the change. TanStack would let it
  // finish (it restarts only a query that has data and is watched), and its answer
  // clears the invalidation: a medicine opened while its reminders were being saved
  // kept showing none. Cancelled, it reverts, and the invalidation below fetches anew.
  await qc.cancelQueries({ predicate: (q) => reads(q) && q.state.fetchStatus === "fetching" });
  return qc.invalidateQueries({ predicate: reads });
}
