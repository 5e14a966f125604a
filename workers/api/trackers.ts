// GET /api/trackers/summary: the tracker summary (workers/reads/trackers.ts).
import { Hono } from "hono";
import { runRead } from "../reads/read";
import { trackerSummaryRead } from "../reads/trackers";
import { requireUser, type ApiEnv } from "./context";

export const trackersApi = new Hono<ApiEnv>().get("/summary", requireUser, async (c) => {
  const db = c.get("db");
  return c.json(await runRead(db, trackerSummaryRead(c.get("userId"))));
});
