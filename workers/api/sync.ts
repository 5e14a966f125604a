// POST /api/sync: the user's queued ops go to their UserHub, which applies them exactly
// once and answers with each op's ack and the tables they changed.
// GET /api/sync/acked?deviceId=…: the newest op of that device the user's hub holds,
// after any sync in flight (the account switch's "Syncing data" step waits for it).
import { Hono } from "hono";
import * as z from "zod/mini";
import type { SyncAckedResponse, SyncResponse } from "../../app/domain/sync/op";
import { syncRequestSchema } from "../../app/domain/sync/op-schema";
import { parseJson, requireUser, type ApiEnv } from "./context";
import { ApiError } from "./errors";

/** The device id by the same rule as a sync's. */
const ackedQuerySchema = z.object({ deviceId: syncRequestSchema.shape.deviceId });

export const sync = new Hono<ApiEnv>()
  .post("/", requireUser, async (c) => {
    const { deviceId, tabId, syncId, forUser, ops } = await parseJson(c, syncRequestSchema);
    if (forUser !== undefined && forUser !== c.get("userId")) throw new ApiError(409, "wrong_user", "These changes belong to another account on this device");
    const { acks, tables } = await c.get("hub")().applyOps({ deviceId, tabId, syncId }, ops);
    return c.json({ acks, tables } satisfies SyncResponse);
  })
  .get("/acked", requireUser, async (c) => {
    const { deviceId } = ackedQuerySchema.parse(c.req.query());
    const highestOpId = await c.get("hub")().highestOpFor(deviceId);
    return c.json({ highestOpId } satisfies SyncAckedResponse);
  });
