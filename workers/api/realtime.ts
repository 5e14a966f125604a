// GET /api/realtime (WebSocket): the socket is handed to the user's UserHub, which hibernates with it.
import { Hono } from "hono";
import { ApiError } from "./errors";
import { requireUser, type ApiEnv } from "./context";

export const realtime = new Hono<ApiEnv>().get("/", requireUser, async (c) => {
  if (c.req.header("upgrade")?.toLowerCase() !== "websocket") {
    throw new ApiError(426, "upgrade_required", "Expected a WebSocket upgrade");
  }
  return c.get("hub")().fetch(c.req.raw);
});
