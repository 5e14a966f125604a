import { existsSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { cloudflare } from "@cloudflare/vite-plugin";
import { reactRouter } from "@react-router/dev/vite";
import { defineConfig, type Plugin } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { manifest } from "./app/pwa-manifest.ts";
import { clientChunkGroups } from "./vite.chunks.ts";
import { localeChunks } from "./vite.locale-chunks.ts";
import { screenIndex } from "./vite.screen-index.ts";
import { productionReactRouter } from "./vite.production-react-router.ts";
import { ocrAssets } from "./vite.ocr-assets.ts";
import { leanWorker } from "./vite.lean-worker.ts";

const buildDir = process.env.SUSHASTHO_BUILD_DIR ?? "build";

/**
 * Local secrets (.dev.vars: the auth secret, VAPID keys, DEV_MAILBOX) stay out of the
 * build output, which is what gets shipped: the Cloudflare plugin copies them into
 * `{build}/server/` for `vite preview`, so they are removed after each build and a
 * local preview (npm start, the e2e tests, the bench) puts them back as it starts.
 * SUSHASTHO_PREVIEW_VARS adds variables for one preview ("NAME=value" lines, after the
 * local ones, so they win): the e2e tests' second server turns premium tiers on with it
 * (playwright.config.ts), and the main one keeps no public content (CONTENT_CACHE_SECONDS=0). The preview reads the file once, as it starts.
 */
const LOCAL_VARS = ".dev.vars";
const builtVars = `${buildDir}/server/${LOCAL_VARS}`;
function localVarsOutOfBuild(): Plugin {
  return {
    name: "sushastho:local-vars-out-of-build",
    apply: "build",
    closeBundle() {
      rmSync(builtVars, { force: true });
    },
  };
}

/**
 * The local preview (npm start, the e2e tests, the benches) keeps an idle connection open for
 * a minute, not Node's 5 seconds: a client that reuses a kept-alive connection at the moment
 * the server closes it for idleness gets ECONNRESET (a browser test's API call, seen in CI;
 * bench:scale's "socket hang up"), which no deployment shares (Cloudflare's edge serves it).
 */
function previewKeepAlive(): Plugin {
  return {
    name: "sushastho:preview-keep-alive",
    configurePreviewServer(server) {
      const http = server.httpServer;
      if ("keepAliveTimeout" in http) {
        http.keepAliveTimeout = 60_000;
        http.headersTimeout = 61_000;
      }
    },
  };
}

export default defineConfig(({ isPreview }) => {
  if (isPreview && existsSync(`${buildDir}/server`)) writePreviewVars();
  return config(isPreview);
});

function writePreviewVars() {
  const local = existsSync(LOCAL_VARS) ? readFileSync(LOCAL_VARS, "utf8") : "";
  const extra = process.env.SUSHASTHO_PREVIEW_VARS ?? "";
  if (!local && !extra) return rmSync(builtVars, { force: true });
  writeFileSync(builtVars, `${local}${local && !local.endsWith("\n") ? "\n" : ""}${extra}${extra ? "\n" : ""}`);
}

const config = (isPreview: boolean | undefined) => ({
  resolve: { alias: { "~": new URL("./app", import.meta.url).pathname } },
  server: { port: 5173, strictPort: true },
  // Few, shared-by-every-page chunks for the browser (vite.chunks.ts). rollupOptions, not
  // rolldownOptions: React Router takes the client build's output options from this key.
  environments: {
    client: { build: { rollupOptions: { output: { codeSplitting: { groups: clientChunkGroups } } } } },
    // The Worker minified (no comments or whitespace, code compressed) but with its names
    // kept, so a stack trace in `wrangler tail` still names the functions: 890 → 677 KiB gzip
    // (docs/PERFORMANCE.md "The Worker"), less to upload and to parse when an isolate starts.
    ssr: { build: { minify: true, rolldownOptions: { output: { minify: { mangle: false } } } } },
  },
  preview: { port: 5173, strictPort: true },
  plugins: [
    ocrAssets(),
    leanWorker(),
    productionReactRouter(),
    localeChunks(),
    screenIndex(),
    previewKeepAlive(),
    // SUSHASTHO_STATE points the local D1/R2/DO state elsewhere (the e2e tests use their own).
    cloudflare({
      viteEnvironment: { name: "ssr" },
      persistState: process.env.SUSHASTHO_STATE ? { path: process.env.SUSHASTHO_STATE } : true,
      // Previews (the e2e server, the bundle bench) need no debugger, and parallel ones
      // would all claim port 9229 and crash.
      inspectorPort: isPreview ? false : undefined,
    }),
    reactRouter(),
    // Our own service worker (app/sw.ts) gets the precache list injected at build time.
    VitePWA({
      strategies: "injectManifest",
      srcDir: "app",
      filename: "sw.ts",
      outDir: `${buildDir}/client`,
      injectRegister: false,
      manifest,
      injectManifest: {
        globDirectory: `${buildDir}/client`,
        globPatterns: ["**/*.{js,css,svg,png,ico,woff2,webmanifest}", "sounds/*.mp3"],
        // The OCR's 6 MB are fetched on the first scan only (runtime cache in sw.ts).
        globIgnores: ["ocr/**"],
      },
      devOptions: { enabled: false },
    }),
    localVarsOutOfBuild(),
  ],
});
