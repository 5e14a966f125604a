// GET /api/realtime (WebSocket): the socket is handed to the user's UserHub, which hibernates with it.
import { Hono } from "hono";
import { userHub, USER_ID_HEADER } from "../hub";
import { ApiError } from "./errors";
import { requireUser, type ApiEnv } from "./context";

export const realtime = new Hono<ApiEnv>().get("/", requireUser, async (c) => {
  if (c.req.header("upgrade")?.toLowerCase() !== "websocket") {
    throw new ApiError(426, "upgrade_required", "Expected a WebSocket upgrade");
  }
  const headers = new Headers(c.req.raw.headers);
  headers.set(USER_ID_HEADER, c.get("user").id);
  return userHub(c.env, c.get("user").id).fetch(new Request(c.req.raw.url, { headers }));
});
