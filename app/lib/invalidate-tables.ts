// After a table changed (our own sync, or a notice from another tab or device),
// refetch every query that reads it. A query key lists the tables it reads first
// (["user_settings", userId], ["profiles", "medical_history", userId]), so a key
// that reads two tables is refreshed by a change to either. "*": everything changed.
import type { QueryClient } from "@tanstack/react-query";

export function invalidateTables(qc: QueryClient, tables: readonly string[]) {
  if (tables.includes("*")) return qc.invalidateQueries();
  return qc.invalidateQueries({ predicate: (q) => tables.some((t) => q.queryKey.includes(t)) });
}
