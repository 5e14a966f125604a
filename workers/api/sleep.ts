// GET /api/sleep: the open session and the latest completed logs (workers/reads/sleep.ts).
import { Hono } from "hono";
import { runRead } from "../reads/read";
import { sleepRead } from "../reads/sleep";
import { requireUser, type ApiEnv } from "./context";

export const sleepApi = new Hono<ApiEnv>().get("/", requireUser, async (c) => {
  const db = c.get("db");
  return c.json(await runRead(db, sleepRead(c.get("userId"))));
});
