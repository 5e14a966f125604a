// The one Worker: Hono answers /api/*, React Router renders every other path.
import { Hono } from "hono";
import { createRequestHandler } from "react-router";
import { api } from "./api";
import { getSessionUser } from "./auth";
import { rearmLostAlarms } from "./push/rearm";
export { UserHub } from "../durable-objects/user-hub";

const renderPage = createRequestHandler(
  () => import("virtual:react-router/server-build"),
  import.meta.env.MODE,
);

const app = new Hono<{ Bindings: Env }>();
app.route("/api", api);
// `all`, not `get`: form POSTs must reach route actions.
app.all("*", (c) =>
  renderPage(c.req.raw, {
    cloudflare: { env: c.env, ctx: c.executionCtx as ExecutionContext },
    getSessionUser: () => getSessionUser(c.env, c.req.raw),
  }),
);

export default {
  fetch: app.fetch,
  // Cron (wrangler.toml [triggers]): re-arm reminder alarms that were lost.
  scheduled(controller, env, ctx) {
    ctx.waitUntil(rearmLostAlarms(env, controller.scheduledTime));
  },
} satisfies ExportedHandler<Env>;
