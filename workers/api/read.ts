// GET /api/read?reads=[["doses",null],["medicines",{"page":1,…}]]: a screen's data in
// one request and one D1 batch (workers/reads). Each read answers its data or its
// own error, so a missing row (404) does not fail the rest of the screen.
import { Hono } from "hono";
import { parseReadRequests, readForUser } from "../reads/registry";
import { requireUser, type ApiEnv } from "./context";
import { ApiError } from "./errors";

export const readApi = new Hono<ApiEnv>().get("/", requireUser, async (c) => {
  let raw: unknown;
  try {
    raw = JSON.parse(c.req.query("reads") ?? "");
  } catch {
    throw new ApiError(400, "invalid_reads", "reads must be a JSON list");
  }
  return c.json(await readForUser(c.env, c.get("user"), parseReadRequests(raw)));
});
