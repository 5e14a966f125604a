// The one Worker: Hono answers /api/*, React Router renders every other path.
import { Hono } from "hono";
import { createRequestHandler } from "react-router";
import { api } from "./api";
import { errorResponse } from "./api/errors";
import { crossOriginError, fromOurPages } from "./api/same-origin-json";
import { pageContext } from "./page-context";
import { rearmLostAlarms } from "./push/rearm";
import { addSecurityHeaders, contentSecurityPolicy, newNonce } from "./security-headers";
import { withRequestId } from "../durable-objects/lib/log";
export { UserHub } from "../durable-objects/user-hub";

const renderPage = createRequestHandler(() => import("virtual:react-router/server-build"), import.meta.env.MODE);

const app = new Hono<{ Bindings: Env }>();
// Every log line of a request carries its id (durable-objects/lib/log.ts), and the answer
// names it, so a user's "it failed" with the header or the time can be found in `wrangler tail`.
// Cloudflare's own ray id when there is one: the same id its dashboard shows.
// A ray id looks like "8f2c1e9d4b7a6c3e-DAC"; anything else (a client can send the header
// itself when not behind Cloudflare) is not copied into the logs and the answer.
const RAY_ID = /^[0-9a-f]{16}-[A-Z]{3}$/;
app.use(async (c, next) => {
  const ray = c.req.header("cf-ray");
  const id = ray && RAY_ID.test(ray) ? ray : crypto.randomUUID();
  await withRequestId(id, next);
  // After the security headers below: they leave the headers writable (or the answer is a WebSocket's).
  if (c.res.status !== 101) c.res.headers.set("x-request-id", id);
});
app.use(async (c, next) => {
  await next();
  // A WebSocket upgrade (/api/realtime) is not a document and cannot be rebuilt.
  if (c.res.status === 101) return;
  // A response built elsewhere (a cached asset, a redirect) may have immutable headers.
  try {
    addSecurityHeaders(c.res.headers, new URL(c.req.url));
  } catch {
    const headers = new Headers(c.res.headers);
    addSecurityHeaders(headers, new URL(c.req.url));
    c.res = new Response(c.res.body, { status: c.res.status, statusText: c.res.statusText, headers });
  }
});
app.route("/api", api);
// `all`, not `get`: form POSTs must reach route actions.
app.all("*", async (c) => {
  // A form posted to a route's action (the screens' no-script path) changes data: our own pages only, as for the API.
  if (!fromOurPages(c.req.raw)) return errorResponse(crossOriginError(), c);
  const nonce = newNonce();
  const { context, setCookies } = pageContext({
    env: c.env,
    request: c.req.raw,
    waitUntil: (p) => c.executionCtx.waitUntil(p),
    // The sign-in form's request goes through this Worker's own routes.
    fetch: async (req) => app.fetch(req, c.env, c.executionCtx),
    cspNonce: nonce,
  });
  const page = await renderPage(c.req.raw, context);
  const headers = new Headers(page.headers);
  // Not under `vite dev`: its hot-reload client injects scripts of its own.
  if (!import.meta.env.DEV && headers.get("content-type")?.startsWith("text/html")) headers.set("Content-Security-Policy", contentSecurityPolicy(nonce));
  for (const cookie of await setCookies()) headers.append("set-cookie", cookie);
  return new Response(page.body, { status: page.status, statusText: page.statusText, headers });
});

export default {
  fetch: app.fetch,
  // Cron (wrangler.toml [triggers]): re-arm reminder alarms that were lost.
  scheduled(controller, env, ctx) {
    ctx.waitUntil(withRequestId(`cron-${controller.scheduledTime}`, () => rearmLostAlarms(env, controller.scheduledTime)));
  },
} satisfies ExportedHandler<Env>;
