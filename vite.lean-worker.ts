// The Worker without library code it never runs (issue 30, docs/PERFORMANCE.md "The
// Worker"). In the server build only; the client build and dev are left as they are.
// - `react-dom/server` under workerd is a CommonJS file that requires two renderers, the
//   streaming one (renderToReadableStream, app/entry.server.tsx) and the legacy one
//   (renderToString, 46 KiB gzip): the import goes straight to the streaming one's file.
// - Modules our configuration never reaches get a stand-in that says so: better-auth's
//   telemetry (`telemetry: { enabled: false }` in workers/auth.ts), its in-memory database
//   (used only when no database is given; ours is D1), and web-push's proxy agent (only
//   its sendNotification() uses it, which does not work in workerd: durable-objects/push/send.ts).
//   If a library starts importing something else from one of them, the build fails on
//   the missing export rather than shipping a surprise.
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type { Plugin } from "vite";

const reactDom = dirname(createRequire(import.meta.url).resolve("react-dom/package.json"));

const STAND_INS: Record<string, string> = {
  "@better-auth/telemetry": "export const createTelemetry = async () => ({ publish: async () => {} });",
  "@better-auth/memory-adapter": `export const memoryAdapter = () => { throw new Error("No in-memory database in the Worker (vite.lean-worker.ts)"); };`,
  "https-proxy-agent": `export class HttpsProxyAgent { constructor() { throw new Error("No proxy agent in the Worker (vite.lean-worker.ts)"); } }`,
};
const PREFIX = "\0lean-worker:";

export function leanWorker(): Plugin {
  return {
    name: "sushastho:lean-worker",
    apply: "build",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "ssr",
    resolveId(id) {
      if (id in STAND_INS) return PREFIX + id;
      if (id !== "react-dom/server") return null;
      const mode = this.environment.config.mode === "production" ? "production" : "development";
      return join(reactDom, "cjs", `react-dom-server.edge.${mode}.js`);
    },
    load(id) {
      return id.startsWith(PREFIX) ? STAND_INS[id.slice(PREFIX.length)] : null;
    },
  };
}
