// Hono API under /api. Every handler: session user (or 401) → zod-parsed input → query scoped to that user.
import { Hono } from "hono";
import { authRoute } from "./auth-route";
import type { ApiEnv } from "./context";
import { ApiError, errorResponse } from "./errors";
import { health } from "./health";
import { realtime } from "./realtime";
import { settings } from "./settings";
import { sync } from "./sync";

export const api = new Hono<ApiEnv>();

api.onError(errorResponse);
api.on(["GET", "POST"], "/auth/*", authRoute);
api.route("/health", health);
api.route("/settings", settings);
api.route("/sync", sync);
api.route("/realtime", realtime);
api.all("*", () => {
  throw new ApiError(404, "not_found", "No such API endpoint");
});
