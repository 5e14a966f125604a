// GET /api/doses: the dose data on its own (workers/reads/doses.ts); screens read it through GET /api/read.
import { Hono } from "hono";
import { dosesRead } from "../reads/doses";
import { runRead } from "../reads/read";
import { requireUser, type ApiEnv } from "./context";

export const dosesApi = new Hono<ApiEnv>().get("/", requireUser, async (c) => {
  return c.json(await runRead(c.get("reads"), dosesRead(c.get("userId"))));
});
