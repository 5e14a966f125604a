// GET /api/realtime (WebSocket): the socket is handed to the user's UserHub, which hibernates with it.
import { Hono } from "hono";
import { USER_ID_HEADER } from "../../durable-objects/user-hub-address";
import { ApiError } from "./errors";
import { requireUser, type ApiEnv } from "./context";

export const realtime = new Hono<ApiEnv>().get("/", requireUser, async (c) => {
  if (c.req.header("upgrade")?.toLowerCase() !== "websocket") {
    throw new ApiError(426, "upgrade_required", "Expected a WebSocket upgrade");
  }
  const headers = new Headers(c.req.raw.headers);
  headers.set(USER_ID_HEADER, c.get("userId"));
  return c.get("hub").fetch(new Request(c.req.raw.url, { headers }));
});
