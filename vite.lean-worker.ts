// The Worker without library code it never runs (issue 30, docs/PERFORMANCE.md "The
// Worker"). In the server build only; the client build and dev are left as they are.
// - `react-dom/server` under workerd is a CommonJS file that requires two renderers, the
//   streaming one (renderToReadableStream, app/entry.server.tsx) and the legacy one
//   (renderToString, 46 KiB gzip): the import goes straight to the streaming one's file.
// - Modules our configuration never reaches get a stand-in that says so: better-auth's
//   telemetry (`telemetry: { enabled: false }` in workers/auth.ts), its in-memory database
//   (used only when no database is given; ours is D1), web-push's proxy agent (only
//   its sendNotification() uses it, which does not work in workerd: durable-objects/push/send.ts),
//   web-push's VAPID signing, jws and asn1.js with bn.js (WebCrypto signs instead:
//   durable-objects/push/vapid.ts), better-auth's 35 sign-in providers besides Google, its schema comparison (run by a
//   worker test instead: workers/auth.ts) and its terminal-colour detection, and zod's
//   JSON Schema output.
//   If a library starts importing something else from one of them, the build fails on
//   the missing export rather than shipping a surprise.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type { Plugin } from "vite";

const require = createRequire(import.meta.url);
const reactDom = dirname(require.resolve("react-dom/package.json"));
const socialProviders = dirname(require.resolve("@better-auth/core/social-providers"));

const STAND_INS: Record<string, string> = {
  "@better-auth/telemetry": "export const createTelemetry = async () => ({ publish: async () => {} });",
  "@better-auth/memory-adapter": `export const memoryAdapter = () => { throw new Error("No in-memory database in the Worker (vite.lean-worker.ts)"); };`,
  "https-proxy-agent": `export class HttpsProxyAgent { constructor() { throw new Error("No proxy agent in the Worker (vite.lean-worker.ts)"); } }`,
  // web-push's VAPID signing (vapid-helper.js: the private key as a PEM by asn1.js, with
  // bn.js, signed by jws): the Worker signs with WebCrypto (durable-objects/push/vapid.ts).
  // vapid-helper.js defines its key's ASN.1 shape when loaded, so `define` answers one
  // whose use throws.
  jws: `export const sign = () => { throw new Error("No jws in the Worker: durable-objects/push/vapid.ts signs (vite.lean-worker.ts)"); };`,
  "asn1.js": `const off = () => { throw new Error("No asn1.js in the Worker: durable-objects/push/vapid.ts signs (vite.lean-worker.ts)"); };
export const define = () => ({ encode: off, decode: off });`,
  // better-auth's map of its 36 sign-in providers, with only the one workers/auth.ts
  // configures (Google). Configuring another would fail at start: add it here too.
  "@better-auth/core/social-providers": [
    `import { google, getGooglePublicKey, isGoogleHostedDomainAllowed, verifyGoogleIdToken } from ${JSON.stringify(join(socialProviders, "google.mjs"))};`,
    `import * as z from "zod";`,
    `export const socialProviders = { google };`,
    `export const socialProviderList = Object.keys(socialProviders);`,
    `export const SocialProviderListEnum = z.enum(socialProviderList).or(z.string());`,
    `export { google, getGooglePublicKey, isGoogleHostedDomainAllowed, verifyGoogleIdToken };`,
  ].join("\n"),
};
const betterAuthCore = dirname(dirname(require.resolve("@better-auth/core/db/internal")));
/** Files of a library, by their path, that the library imports by a relative path. */
const FILE_STAND_INS: Record<string, string> = {
  // better-auth's schema comparison, never run in the Worker (`validateSchema: false` in workers/auth.ts).
  [join(betterAuthCore, "db", "schema-diff.mjs")]: `const off = () => { throw new Error("No schema check in the Worker (vite.lean-worker.ts)"); };
export class SchemaMismatchError extends Error {}
export const diffSchema = off, formatSchemaFinding = off, getExpectedSchema = off;`,
  // Which terminal colours the logs may use: none, as workerd's logs are JSON lines, not a terminal.
  [join(betterAuthCore, "env", "color-depth.mjs")]: "export const getColorDepth = () => 1;",
};
// zod's JSON Schema output, which zod's full API (better-auth's) attaches to every schema and
// nothing here calls: each export a function that says so, its names read from the file itself.
const zodCore = dirname(require.resolve("zod/v4/core"));
const zodV4 = dirname(zodCore);
for (const file of ["to-json-schema.js", "json-schema-processors.js"]) {
  const path = join(zodCore, file);
  const names = [...readFileSync(path, "utf8").matchAll(/^export (?:const|function) (\w+)/gm)].map((m) => m[1]);
  FILE_STAND_INS[path] = [
    `const off = () => { throw new Error("No JSON Schema output in the Worker (vite.lean-worker.ts)"); };`,
    ...names.map((name) => `export const ${name} = ${/^create/.test(name) ? "() => off" : "off"};`),
    ...(file === "to-json-schema.js" ? ["export { processSchema as process };"] : []),
  ].join("\n");
}
const PREFIX = "\0lean-worker:";

export function leanWorker(): Plugin {
  return {
    name: "sushastho:lean-worker",
    apply: "build",
    enforce: "pre",
    applyToEnvironment: (environment) => environment.name === "ssr",
    async resolveId(id, importer) {
      if (id in STAND_INS) return PREFIX + id;
      if (id.startsWith(".") && (importer?.startsWith(betterAuthCore) || importer?.startsWith(zodV4))) {
        const file = join(dirname(importer), id);
        if (file in FILE_STAND_INS) return PREFIX + file;
      }
      if (id !== "react-dom/server") return null;
      const mode = this.environment.config.mode === "production" ? "production" : "development";
      return join(reactDom, "cjs", `react-dom-server.edge.${mode}.js`);
    },
    load(id) {
      if (!id.startsWith(PREFIX)) return null;
      const name = id.slice(PREFIX.length);
      return STAND_INS[name] ?? FILE_STAND_INS[name];
    },
  };
}
