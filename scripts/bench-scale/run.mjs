// `npm run bench:scale` (issue 28, "Evidence of scale"): a thousand simulated users, each
// through a day of the app (user-day.mjs), against the production build on local
// workerd; what it costs in latency, D1 row writes and UserHub storage. A benchmark to
// read, never a test. Report on the console, JSON in bench-results/scale/.
//
// Usage: npm run bench:scale -- [--users 1000] [--concurrency 50] [--rounds 5]
//        [--per-round 4] [--port 4305] [--no-build]
import { wholeArg } from "../bench/args.mjs";
import { mkdirSync, writeFileSync } from "node:fs";
import os from "node:os";
import { resolve } from "node:path";
import { parseArgs } from "node:util";
import { run, startPreview, stopAll } from "../bench/servers.mjs";
import { health, read, signIn, sync } from "./api.mjs";
import { installWriteCounters, readWriteCounters } from "./d1-writes.mjs";
import { forEachUser, progress, samplesByKind } from "./drive.mjs";
import { measureEndpoints } from "./endpoint-rounds.mjs";
import { httpClient } from "./http-client.mjs";
import { executeFile } from "../local-d1.mjs";
import { textReport, summarise } from "./report.mjs";
import { d1Size, hubSizes } from "./storage.mjs";
import { DASHBOARD_PATH, daySteps, oneReading, setupSyncs } from "./user-day.mjs";
import { benchUser, usersSql } from "./users-sql.mjs";

const ROOT = resolve(import.meta.dirname, "../..");
const RESULTS_DIR = resolve(ROOT, "bench-results/scale");
const STATE_DIR = ".wrangler/bench-scale-state";
const BUILD_DIR = process.env.SUSHASTHO_BUILD_DIR ?? "build";
const BIN = (name) => resolve(ROOT, "node_modules/.bin", name);
/** The whole run stops (server included) after this long, whatever state it is in. */
const MAX_RUNTIME_MS = 60 * 60_000;
/** After a phase, D1's write counters must hold still this long: the hubs' work after their answers is part of the phase. */
const SETTLE_MS = 3_000;
/**
 * Sign-ins at once: each checks a scrypt hash (about 16 MB and tens of ms of CPU), and 50 at
 * once on two cores queue for seconds and the preview's proxy to workerd drops some
 * ("fetch failed"). Signing in is how users get their sessions, not what is measured.
 */
const SIGN_IN_CONCURRENCY = 8;
const SETTLE_MAX_MS = 120_000;

const { values: args } = parseArgs({
  options: {
    users: { type: "string", default: "1000" },
    concurrency: { type: "string", default: "50" },
    rounds: { type: "string", default: "5" },
    "per-round": { type: "string", default: "4" },
    port: { type: "string", default: "4305" },
    "no-build": { type: "boolean", default: false },
  },
});
const whole = (name, max) => wholeArg(args, name, max);
const settings = {
  users: whole("users", 100_000),
  concurrency: whole("concurrency", 500),
  rounds: whole("rounds", 50),
  perRound: whole("per-round", 100),
  port: whole("port", 65_535),
};
const base = `http://localhost:${settings.port}`;

const started = Date.now();
const loadAverageAtStart = os.loadavg()[0];
const log = (line) => console.log(`[bench:scale ${((Date.now() - started) / 1000).toFixed(0).padStart(4)} s] ${line}`);
const env = { ...process.env, WRANGLER_SEND_METRICS: "false", SUSHASTHO_BUILD_DIR: BUILD_DIR, SUSHASTHO_STATE: STATE_DIR };
const logFile = (name) => resolve(RESULTS_DIR, `${name}.log`);
const pause = (ms) => new Promise((r) => setTimeout(r, ms));

const watchdog = setTimeout(() => {
  console.error(`bench:scale: stopped after ${MAX_RUNTIME_MS / 60_000} minutes`);
  void stopAll().finally(() => process.exit(2));
}, MAX_RUNTIME_MS);
watchdog.unref();

/** D1's counters and sizes, and the size of each hub not in `hubsAtStart`, once the counters stopped moving (or SETTLE_MAX_MS passed). */
async function snapshot(hubsAtStart) {
  const deadline = Date.now() + SETTLE_MAX_MS;
  let counters = await readWriteCounters(STATE_DIR);
  const total = (c) => Object.values(c).reduce((s, k) => s + k.insert + k.update + k.delete, 0);
  for (;;) {
    await pause(SETTLE_MS);
    const again = await readWriteCounters(STATE_DIR);
    const still = total(again) === total(counters);
    counters = again;
    if (still || Date.now() > deadline) break;
  }
  const hubs = hubSizes(resolve(ROOT, STATE_DIR));
  // The bench's users' hubs: those made since the server started (the demo account's is left out).
  const ours = Object.fromEntries(Object.entries(hubs).filter(([p]) => !(p in hubsAtStart)));
  return { at: Date.now(), counters, d1Bytes: d1Size(resolve(ROOT, STATE_DIR)), hubs: ours };
}

async function main() {
  mkdirSync(RESULTS_DIR, { recursive: true });
  for (const name of ["build-app", "setup-local", "preview-app"]) writeFileSync(logFile(name), "");
  const runId = Date.now().toString(36);
  log(`preparing fresh local state in ${STATE_DIR}${args["no-build"] ? ` (reusing ${BUILD_DIR}/)` : `, building into ${BUILD_DIR}/`}`);
  // The build takes .dev.vars, which setup-local writes when it is missing.
  await run("node", ["scripts/setup-local.mjs", "--persist-to", STATE_DIR, "--fresh"], {
    cwd: ROOT,
    env,
    logFile: logFile("setup-local"),
    timeoutMs: 5 * 60_000,
  });
  if (!args["no-build"]) await run(BIN("react-router"), ["build"], { cwd: ROOT, env, logFile: logFile("build-app"), timeoutMs: 10 * 60_000 });

  log(`writing ${settings.users} verified users with credential accounts into the local D1; counting D1 row writes per table`);
  const usersFile = resolve(RESULTS_DIR, "users.sql");
  writeFileSync(usersFile, usersSql(runId, settings.users));
  const d1BeforeUsers = d1Size(resolve(ROOT, STATE_DIR));
  await executeFile(STATE_DIR, usersFile);
  // What a signed-up person holds in D1 before anything else (better-auth's user and account rows).
  const d1UserBytes = Math.round((d1Size(resolve(ROOT, STATE_DIR)) - d1BeforeUsers) / settings.users);
  const d1Tables = await installWriteCounters(STATE_DIR, RESULTS_DIR);

  log(`starting the app on ${settings.port}`);
  await startPreview({ bin: BIN("vite"), cwd: ROOT, port: settings.port, env, logFile: logFile("preview-app"), readyUrl: `${base}/api/health` });
  const client = httpClient(base, { connections: settings.concurrency });
  const hubsAtStart = hubSizes(resolve(ROOT, STATE_DIR));
  const snaps = { start: await snapshot(hubsAtStart) };
  const users = Array.from({ length: settings.users }, (_, i) => ({ ...benchUser(runId, i), deviceId: `bench-phone-${i}`, ok: true }));
  const phases = {};
  const every = Math.max(1, Math.floor(settings.users / 10));

  // Each phase: users that failed before are left out and counted.
  const phase = async (name, what, body, concurrency = settings.concurrency) => {
    const samples = samplesByKind();
    const active = users.filter((u) => u.ok);
    const done = progress(active.length, every, log, what);
    const t0 = performance.now();
    await forEachUser(active, concurrency, async (user) => {
      user.ok = await body(user, samples);
      done();
    });
    const wallS = (performance.now() - t0) / 1000;
    snaps[name] = await snapshot(hubsAtStart);
    phases[name] = { users: active.length, concurrency, completed: active.filter((u) => u.ok).length, wallS: Math.round(wallS), requests: samples.summary() };
    log(`  ${name}: ${phases[name].completed}/${active.length} users in ${phases[name].wallS} s`);
  };

  log(`sign-in: ${settings.users} users through /api/auth/sign-in/email, ${SIGN_IN_CONCURRENCY} at a time, each from its own address`);
  await phase("signIn", "signed in", async (user, s) => s.record("sign-in", await signIn(client, user)), SIGN_IN_CONCURRENCY);

  log("setup: each user's medicines and their reminders, one sync per medicine");
  await phase("setup", "set up", async (user, s) => {
    const { syncs, medicineIds } = setupSyncs();
    user.medicineIds = medicineIds;
    for (const ops of syncs) if (!s.record("sync", await sync(client, user, ops))) return false;
    return true;
  });

  log("the day: dashboard, morning doses, two readings, last night's sleep, a symptom, dashboard, evening doses");
  // Every sync of the day together, next to each kind's.
  const allSyncs = samplesByKind();
  await phase("day", "through the day", async (user, s) => {
    let ok = true;
    for (const step of daySteps(user.medicineIds)) {
      const r = step.kind === "dashboard" ? await read(client, user, DASHBOARD_PATH) : await sync(client, user, step.make());
      if (step.kind === "sync") allSyncs.record("sync (all)", r);
      ok = s.record(step.kind === "dashboard" ? "dashboard read" : `sync (${step.what})`, r) && ok;
    }
    return ok;
  });

  Object.assign(phases.day.requests, allSyncs.summary());
  const measured = users.filter((u) => u.ok).slice(0, settings.concurrency);
  log(`endpoints at ${measured.length} concurrent users: ${settings.rounds} rounds × ${settings.perRound} requests per user and endpoint`);
  const endpoints = await measureEndpoints({
    users: measured,
    rounds: settings.rounds,
    perRound: settings.perRound,
    endpoints: [
      { key: "health", path: "GET /api/health", send: (u) => health(client, u) },
      { key: "dashboard", path: "GET /api/read (dashboard)", send: (u) => read(client, u, DASHBOARD_PATH) },
      { key: "sync", path: "POST /api/sync (one reading)", send: (u) => sync(client, u, oneReading()) },
    ],
  });
  client.close();
  await stopAll();

  const result = summarise({
    settings: { ...settings, durationS: Math.round((Date.now() - started) / 1000) },
    machine: {
      cpus: os.cpus().length,
      cpuModel: os.cpus()[0]?.model,
      memGiB: +(os.totalmem() / 2 ** 30).toFixed(1),
      loadAverageAtStart,
      loadAverageAtEnd: os.loadavg()[0],
      node: process.version,
    },
    d1Tables,
    d1UserBytes,
    phases,
    snaps,
    endpoints,
  });
  const text = textReport(result);
  console.log(`\n${text}`);
  const stamp = new Date().toISOString().replaceAll(":", "-").slice(0, 19);
  for (const name of [`${stamp}.json`, "latest.json"]) writeFileSync(resolve(RESULTS_DIR, name), JSON.stringify(result, null, 2));
  writeFileSync(resolve(RESULTS_DIR, "latest.txt"), text + "\n");
  log(`results: bench-results/scale/latest.json (and ${stamp}.json), the report in latest.txt`);
  if (result.errors || phases.day.completed < settings.users) process.exitCode = 1;
}

try {
  await main();
} catch (err) {
  console.error(`bench:scale failed: ${err.stack ?? err}`);
  process.exitCode = 1;
} finally {
  await stopAll();
  clearTimeout(watchdog);
}
