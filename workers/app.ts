// The one Worker: Hono answers /api/*, React Router renders every other path.
import { Hono } from "hono";
import { createRequestHandler } from "react-router";
import type { ReadRequest } from "../app/domain/reads";
import { api } from "./api";
import { lookUpSession, type SessionLookup } from "./auth";
import { rearmLostAlarms } from "./push/rearm";
import { parseReadRequests, readForUser } from "./reads/registry";
export { UserHub } from "../durable-objects/user-hub";

const renderPage = createRequestHandler(
  () => import("virtual:react-router/server-build"),
  import.meta.env.MODE,
);

const app = new Hono<{ Bindings: Env }>();
app.route("/api", api);
// `all`, not `get`: form POSTs must reach route actions.
app.all("*", async (c) => {
  // Loaders of one page share one session lookup.
  let session: Promise<SessionLookup> | undefined;
  const lookUp = () => (session ??= lookUpSession(c.env, c.req.raw));
  const res = await renderPage(c.req.raw, {
    cloudflare: { env: c.env, ctx: c.executionCtx as ExecutionContext },
    getSessionUser: async () => (await lookUp()).user,
    // A server-rendered screen's data: the same reads as GET /api/read, one D1 batch.
    read: async (requests: ReadRequest[]) => {
      const { user } = await lookUp();
      return user ? readForUser(c.env, user, parseReadRequests(requests)) : null;
    },
  });
  if (!session) return res;
  const { setCookies } = await session;
  if (setCookies.length === 0) return res;
  const headers = new Headers(res.headers);
  for (const cookie of setCookies) headers.append("set-cookie", cookie);
  return new Response(res.body, { status: res.status, statusText: res.statusText, headers });
});

export default {
  fetch: app.fetch,
  // Cron (wrangler.toml [triggers]): re-arm reminder alarms that were lost.
  scheduled(controller, env, ctx) {
    ctx.waitUntil(rearmLostAlarms(env, controller.scheduledTime));
  },
} satisfies ExportedHandler<Env>;
