// GET /api/trackers/summary: the tracker summary (workers/reads/trackers.ts).
import { Hono } from "hono";
import { runRead } from "../reads/read";
import { trackerSummaryRead } from "../reads/trackers";
import { requireUser, type ApiEnv } from "./context";

export const trackersApi = new Hono<ApiEnv>().get("/summary", requireUser, async (c) => {
  return c.json(await runRead(c.get("reads"), trackerSummaryRead(c.get("userId"))));
});
