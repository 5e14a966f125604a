// POST /api/sync: the user's queued ops go to their UserHub, which applies them exactly
// once and answers with each op's ack and the tables they changed.
import { Hono } from "hono";
import type { SyncResponse } from "../../app/domain/sync-op";
import { syncRequestSchema } from "../../app/domain/sync-op-schema";
import { parseJson, requireUser, type ApiEnv } from "./context";

export const sync = new Hono<ApiEnv>().post("/", requireUser, async (c) => {
  const { deviceId, tabId, syncId, ops } = await parseJson(c, syncRequestSchema);
  const { acks, tables } = await c.get("hub")().applyOps({ deviceId, tabId, syncId }, ops);
  return c.json({ acks, tables } satisfies SyncResponse);
});
