// GET /api/sleep: the open session and the latest completed logs (workers/reads/sleep.ts).
import { Hono } from "hono";
import { runRead } from "../reads/read";
import { sleepRead } from "../reads/sleep";
import { requireUser, type ApiEnv } from "./context";

export const sleepApi = new Hono<ApiEnv>().get("/", requireUser, async (c) => {
  return c.json(await runRead(c.get("reads"), sleepRead(c.get("userId"))));
});
