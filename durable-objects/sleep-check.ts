// The rules of sleep_logs that need the user's other rows (docs/rules/trackers.md), run by
// row-ops.ts before the op's batch (RowTable.check). UserHub applies one user's ops
// one at a time, so nothing of this user changes between these reads and the batch.
// - at most one open session (sleep_end null): a second is 'active_session_exists';
// - a completed session must not overlap another completed one of the user (the row
//   itself excluded on edit): 'overlap' with the message key the screens show;
// - the stored row after an edit must still end after it starts.
import { and, eq, gt, isNotNull, isNull, lt, ne } from "drizzle-orm";
import type { HubStores } from "./hub-db";
import type { Op, OpError } from "../app/domain/sync/op";
import { sleepLogs } from "../drizzle/schema";

type Data = Record<string, unknown>;

export async function checkSleepOp({ hub: db }: HubStores, userId: string, op: Op, data: Data): Promise<OpError | null> {
  if (op.type === "delete") return null;
  const mine = eq(sleepLogs.user_id, userId);
  let row: Data = data;
  if (op.type === "update") {
    const [old] = await db
      .select({ sleep_start: sleepLogs.sleep_start, sleep_end: sleepLogs.sleep_end })
      .from(sleepLogs)
      .where(and(eq(sleepLogs.id, op.id), mine))
      .limit(1);
    if (!old) return null; // row-ops answers not_found
    row = { ...old, ...data };
  }
  const start = String(row.sleep_start);
  const end = (row.sleep_end as string | null | undefined) ?? null;
  const others = and(mine, ne(sleepLogs.id, op.id));

  if (end === null) {
    const open = await db
      .select({ id: sleepLogs.id })
      .from(sleepLogs)
      .where(and(others, isNull(sleepLogs.sleep_end)))
      .limit(1);
    return open.length
      ? { code: "active_session_exists", message: "validation.sleepActiveExists", fields: { sleep_end: "validation.sleepActiveExists" } }
      : null;
  }
  if (Date.parse(end) <= Date.parse(start)) {
    return { code: "validation_error", message: "validation.sleepEndBeforeStart", fields: { sleep_end: "validation.sleepEndBeforeStart" } };
  }
  // Instants are stored as toISOString() (sleep-schema.ts), so text order is time order.
  const [clash] = await db
    .select({ sleep_start: sleepLogs.sleep_start, sleep_end: sleepLogs.sleep_end })
    .from(sleepLogs)
    .where(and(others, isNotNull(sleepLogs.sleep_end), lt(sleepLogs.sleep_start, end), gt(sleepLogs.sleep_end, start)))
    .limit(1);
  if (clash) {
    return {
      code: "overlap",
      message: "validation.sleepOverlap",
      fields: { sleep_start: "validation.sleepOverlap", overlap_start: clash.sleep_start, overlap_end: String(clash.sleep_end) },
    };
  }
  return null;
}
