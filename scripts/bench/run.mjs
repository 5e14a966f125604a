// `npm run bench` (issue 11): page loads under Slow 4G and API latency at 50 concurrent
// users, each next to a floor measured in the same run (a bare React Router page built
// from scripts/bench/bare/; GET /api/health). A benchmark to read, never a test.
// Writes a section to docs/PERFORMANCE.md (earlier runs kept) and bench-results/latest.json.
//
// Usage: npm run bench -- [--runs 5] [--dashboard-endpoint '/api/read?reads=…'] [--users 50]
//        [--requests-per-user 20] [--user-days 32] [--no-build] [--only pages|api] [--no-doc] [--gzip]
// --gzip puts a compressing front (scripts/bench/gzip-proxy.mjs) before both servers, as Cloudflare's edge
// compresses a deployed app's responses; the servers then listen two ports higher.
import { wholeArg } from "./args.mjs";
import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { DEMO_USER } from "../seed-sql.mjs";
import { measureApi } from "./api-load.mjs";
import { measurePageLoads } from "./page-loads.mjs";
import { addToPerformanceDoc, checkTargets, machineInfo, markdown, summarisePages } from "./report.mjs";
import { startGzipProxy } from "./gzip-proxy.mjs";
import { run, startPreview, stopAll } from "./servers.mjs";
import { seedDemo } from "../seed-demo.mjs";
import { SLOW_4G } from "./throttle.mjs";

// The dashboard's data in one request: the app shell's reads and its cards' (what a server-rendered /dashboard reads in one D1 batch).
const DASHBOARD_READS = [
  ["settings", null],
  ["profile", null],
  ["doses", null],
  ["appointments", null],
  ["sleep", null],
  ["symptoms", null],
];
const DASHBOARD_ENDPOINT = `/api/read?reads=${encodeURIComponent(JSON.stringify(DASHBOARD_READS))}`;
// Ports and state can be moved (BENCH_APP_PORT, BENCH_BARE_PORT, BENCH_STATE) so two checkouts can bench side by side.
const APP_PORT = Number(process.env.BENCH_APP_PORT ?? 4302);
const BARE_PORT = Number(process.env.BENCH_BARE_PORT ?? 4312);
const ROOT = resolve(import.meta.dirname, "../..");
const BARE_DIR = resolve(import.meta.dirname, "bare");
const RESULTS_DIR = resolve(ROOT, "bench-results");
const STATE_DIR = process.env.BENCH_STATE ?? ".wrangler/bench-state";
const BUILD_DIR = process.env.SUSHASTHO_BUILD_DIR ?? "build";
const BIN = (name) => resolve(ROOT, "node_modules/.bin", name);
/** The whole bench stops (servers included) after this long, whatever state it is in. */
const MAX_RUNTIME_MS = 45 * 60_000;

const { values: args } = parseArgs({
  options: {
    runs: { type: "string", default: "5" },
    "dashboard-endpoint": { type: "string", default: DASHBOARD_ENDPOINT },
    users: { type: "string", default: "50" },
    "requests-per-user": { type: "string", default: "20" },
    "user-days": { type: "string", default: "32" },
    "no-build": { type: "boolean", default: false },
    only: { type: "string" },
    "no-doc": { type: "boolean", default: false },
    gzip: { type: "boolean", default: false },
  },
});
const positive = (name, max) => wholeArg(args, name, max);
const settings = {
  runs: positive("runs", 50),
  users: positive("users", 200),
  perUser: positive("requests-per-user", 200),
  userDays: positive("user-days", 120),
  dashboardEndpoint: args["dashboard-endpoint"],
  profile: SLOW_4G,
  gzip: args.gzip,
};
const doPages = args.only !== "api";
const doApi = args.only !== "pages";

const appBase = `http://localhost:${APP_PORT}`;
const bareBase = `http://localhost:${BARE_PORT}`;
/** Where the preview servers listen: behind the compressing front with --gzip. */
const upstream = (port) => (args.gzip ? port + 2 : port);
/** Route-specific "content is on screen": every selector must match a visible element. */
const BARE_PAGE = { name: "bare page", url: `${bareBase}/`, base: bareBase, clientDir: `${BARE_DIR}/build/client`, ready: ["main h1", "main li"] };
const APP_PAGES = [
  // Signed out; offline the form gives way to the "needs the internet" notice.
  { path: "/auth/login", ready: ["main.auth-page h1", "main.auth-page form input[type=email], main.auth-page .internet-required"] },
  // The greeting and the next-dose card with the dose data in it (a schedule or "no schedule").
  { path: "/dashboard", account: DEMO_USER, ready: ["main.dashboard h1", ".next-dose-card .next-dose-time, .next-dose-card .next-dose-empty"] },
  // The heading and the first page of medicines (or the empty state).
  { path: "/medicines", account: DEMO_USER, ready: ["main h1", ".medicine-list > li, main section.card.center"] },
  { path: "/tracking/sleep", account: DEMO_USER, ready: ["main.sleep-page h1"] },
].map((p) => ({ ...p, name: p.path, url: appBase + p.path, base: appBase, clientDir: resolve(ROOT, BUILD_DIR, "client") }));

const started = Date.now();
const log = (line) => console.log(`[bench ${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s] ${line}`);
const env = { ...process.env, WRANGLER_SEND_METRICS: "false", SUSHASTHO_BUILD_DIR: BUILD_DIR, SUSHASTHO_STATE: STATE_DIR };
const logFile = (name) => resolve(RESULTS_DIR, `${name}.log`);

/** The compressing fronts' close functions (--gzip). */
const closeProxies = [];

const watchdog = setTimeout(() => {
  console.error(`bench: stopped after ${MAX_RUNTIME_MS / 60_000} minutes`);
  void stopAll().finally(() => process.exit(2));
}, MAX_RUNTIME_MS);
watchdog.unref();

async function main() {
  mkdirSync(RESULTS_DIR, { recursive: true });
  for (const name of ["build-app", "build-bare", "setup-local", "preview-app", "preview-bare"]) writeFileSync(logFile(name), "");
  const machine = machineInfo();
  const build = (cwd, name) => run(BIN("react-router"), ["build"], { cwd, env, logFile: logFile(name), timeoutMs: 10 * 60_000 });
  const startBare = () =>
    startPreview({
      bin: BIN("vite"),
      cwd: BARE_DIR,
      port: upstream(BARE_PORT),
      env,
      logFile: logFile("preview-bare"),
      readyUrl: `http://localhost:${upstream(BARE_PORT)}/`,
    });
  log(
    `${args["no-build"] ? "" : `building the app (${BUILD_DIR}/) and the bare page (scripts/bench/bare/build/), `}preparing local state in ${STATE_DIR} (demo account ${DEMO_USER.email}), starting the bare page on ${BARE_PORT}`,
  );
  await Promise.all([
    // The app's build takes .dev.vars, which setup-local writes when it is missing.
    (async () => {
      await run("node", ["scripts/setup-local.mjs", "--persist-to", STATE_DIR, "--fresh"], {
        cwd: ROOT,
        env,
        logFile: logFile("setup-local"),
        timeoutMs: 5 * 60_000,
      });
      if (!args["no-build"]) await build(ROOT, "build-app");
    })(),
    (async () => {
      if (!args["no-build"]) await build(BARE_DIR, "build-bare");
      await startBare();
    })(),
  ]);
  log(`starting the app on ${APP_PORT}`);
  await startPreview({
    bin: BIN("vite"),
    cwd: ROOT,
    port: upstream(APP_PORT),
    env,
    logFile: logFile("preview-app"),
    readyUrl: `http://localhost:${upstream(APP_PORT)}/api/health`,
  });
  if (args.gzip) {
    for (const port of [APP_PORT, BARE_PORT]) closeProxies.push(await startGzipProxy({ port, target: upstream(port) }));
    log(`compressing front on ${APP_PORT} and ${BARE_PORT}`);
  }
  // The demo account's records live in its hub: seeded through the running server, as npm start does.
  await seedDemo(appBase);

  // A part that fails does not take the other's figures with it: its error is reported instead.
  const failures = {};
  let pageRaw = null;
  let pages = null;
  let chromium = null;
  if (doPages) {
    log(`page loads: ${settings.runs} runs × ${APP_PAGES.length + 1} pages × 3 modes`);
    try {
      const measured = await measurePageLoads([BARE_PAGE, ...APP_PAGES], settings.runs, log);
      pageRaw = measured.samples;
      chromium = measured.chromium;
      pages = summarisePages(pageRaw, BARE_PAGE.name);
    } catch (err) {
      failures.pages = String(err.message ?? err).split("\n")[0];
      log(`page loads failed: ${err.stack ?? err}`);
    }
  }
  let api = null;
  if (doApi) {
    log(`API: ${settings.users} concurrent users × ${settings.perUser} requests per endpoint`);
    try {
      api = await measureApi({
        // Straight to the server: the API's figures are about it, not about the compressing front.
        base: `http://localhost:${upstream(APP_PORT)}`,
        endpoints: [
          { key: "health", method: "GET", path: "/api/health" },
          { key: "dashboard", method: "GET", path: settings.dashboardEndpoint },
          { key: "sync", method: "POST", path: "/api/sync" },
        ],
        users: settings.users,
        perUser: settings.perUser,
        userDays: settings.userDays,
        log,
      });
    } catch (err) {
      failures.api = String(err.message ?? err).split("\n")[0];
      log(`API failed: ${err.stack ?? err}`);
    }
  }
  await stopAll();

  machine.loadAverageAtEnd = os.loadavg()[0];
  settings.durationS = (Date.now() - started) / 1000;
  const targets = checkTargets(pages, api);
  const pageOrder = [BARE_PAGE.name, ...APP_PAGES.map((p) => p.name)];
  const section = markdown({ machine, chromium, settings, pages, api, targets, pageOrder, failures });
  console.log(`\n${section}`);
  writeFileSync(resolve(RESULTS_DIR, "latest.json"), JSON.stringify({ machine, chromium, settings, targets, pages, api, failures, samples: pageRaw }, null, 2));
  log("raw results: bench-results/latest.json");
  // A partial run (--only) is for trying things out: it does not go into the document.
  if (!args["no-doc"] && doPages && doApi) {
    addToPerformanceDoc(resolve(ROOT, "docs/PERFORMANCE.md"), section);
    log("added this run to docs/PERFORMANCE.md");
  }
  if (Object.keys(failures).length) process.exitCode = 1;
}

try {
  await main();
} catch (err) {
  console.error(`bench failed: ${err.stack ?? err}`);
  process.exitCode = 1;
} finally {
  await Promise.all(closeProxies.map((close) => close()));
  await stopAll();
  clearTimeout(watchdog);
}
