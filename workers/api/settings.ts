// GET /api/settings: the user's settings, created with the default settings when absent
// (workers/reads/settings.ts). Writes go through POST /api/sync like every other change.
import { Hono } from "hono";
import { runRead } from "../reads/read";
import { settingsRead } from "../reads/settings";
import { requireUser, type ApiEnv } from "./context";

export const settings = new Hono<ApiEnv>().get("/", requireUser, async (c) => {
  return c.json(await runRead(c.get("reads"), settingsRead(c.get("user"))));
});
