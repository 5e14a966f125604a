// GET /api/realtime (WebSocket): the socket is handed to the user's UserHub, which hibernates with it.
import { Hono } from "hono";
import { ApiError } from "./errors";
import { requireUser, type ApiEnv } from "./context";

export const realtime = new Hono<ApiEnv>().get("/", requireUser, async (c) => {
  // A WebSocket handshake is a GET that carries cookies cross-site and no CORS check
  // applies: only our own pages may open one (browsers always send Origin on it).
  if (c.req.header("origin") !== new URL(c.req.url).origin) throw new ApiError(403, "cross_origin", "Only this app may open the live connection");
  if (c.req.header("upgrade")?.toLowerCase() !== "websocket") {
    throw new ApiError(426, "upgrade_required", "Expected a WebSocket upgrade");
  }
  return c.get("hub")().fetch(c.req.raw);
});
