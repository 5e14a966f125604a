// POST /api/sync: the user's queued ops go to their UserHub, which applies them exactly once.
import { Hono } from "hono";
import type { SyncResponse } from "../../app/domain/sync-op";
import { syncRequestSchema } from "../../app/domain/sync-op-schema";
import { userHub } from "../hub";
import { parseJson, requireUser, type ApiEnv } from "./context";

export const sync = new Hono<ApiEnv>().post("/", requireUser, async (c) => {
  const { deviceId, ops } = await parseJson(c, syncRequestSchema);
  const acks = await userHub(c.env, c.get("user").id).applyOps(c.get("user").id, deviceId, ops);
  return c.json({ acks } satisfies SyncResponse);
});
