// Replays 1,000 queued ops of one user the way the app's outbox sends them (slices of
// MAX_OPS_PER_SYNC, in order, one request at a time) through the built Worker in
// workerd with local D1 and UserHub (vite preview), and times it until every op is
// acknowledged. Then checks exactly-once: the same 1,000 sent again must all be
// duplicates, the rows read back through GET /api/read must be the ops' rows (each
// medicine's stock lowered once per taken dose), and GET /api/sync/acked must name
// the last op. Issue 13's target: 1,000 ops applied exactly once in ≤ 5 s.
// Timings are for reading, never for tests.
// Usage: npx react-router build && node scripts/bench-replay.mjs
//   (build: SUSHASTHO_BUILD_DIR or build; port BENCH_REPLAY_PORT or 4322; state
//    .wrangler/bench-replay-state, prepared fresh by setup-local; logs in bench-results/)
import { mkdirSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { request } from "@playwright/test";
import { uuidv7 } from "uuidv7";
import { run, startPreview, stopAll } from "./bench/servers.mjs";

const ROOT = resolve(import.meta.dirname, "..");
const BUILD = process.env.SUSHASTHO_BUILD_DIR ?? "build";
const PORT = Number(process.env.BENCH_REPLAY_PORT ?? 4322);
const STATE = ".wrangler/bench-replay-state";
const BASE = `http://localhost:${PORT}`;
const DEVICE = "bench-replay";
const OPS = 1_000;
const TARGET_MS = 5_000;
// The outbox's slice size, read from its one definition (this script runs in plain Node).
const MAX_OPS_PER_SYNC = Number(readFileSync(resolve(ROOT, "app/domain/sync/op.ts"), "utf8").match(/MAX_OPS_PER_SYNC = (\d+)/)[1]);
const MEDICINES = 20;
const STOCK = 500;

const env = { ...process.env, WRANGLER_SEND_METRICS: "false", SUSHASTHO_BUILD_DIR: BUILD, SUSHASTHO_STATE: STATE };
const logFile = (name) => resolve(ROOT, "bench-results", `${name}.log`);
const op = (table, type, id, data) => ({ opId: uuidv7(), table, type, id, data, clientTime: new Date().toISOString() });
const day = (daysAgo) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

/**
 * A month of one person's use, in the order it was made: medicines with morning and
 * evening reminders, then day by day both doses of each medicine taken, a weight, a
 * blood pressure, a glucose reading, a symptom and a changed dosage.
 */
function queue() {
  const ops = [];
  const meds = Array.from({ length: MEDICINES }, () => uuidv7());
  for (const [i, id] of meds.entries()) {
    ops.push(op("medicines", "insert", id, { name: `Medicine ${i + 1}`, dosage: "500 mg", stock_quantity: STOCK }));
    for (const time of ["08:00", "20:00"]) ops.push(op("medicine_reminders", "insert", uuidv7(), { medicine_id: id, reminder_time: time }));
  }
  for (let d = 22; ops.length < OPS; d--) {
    const daily = [
      ...meds.flatMap((id) =>
        ["08:00", "20:00"].map((time) =>
          op("adherence_logs", "insert", uuidv7(), { medicine_id: id, status: "taken", scheduled_time: time, scheduled_date: day(d) }),
        ),
      ),
      op("health_metrics", "insert", uuidv7(), { metric_type: "weight", weight_kg: 60 + d / 10 }),
      op("health_metrics", "insert", uuidv7(), { metric_type: "blood_pressure", systolic: 120 + (d % 9), diastolic: 80 }),
      op("health_metrics", "insert", uuidv7(), { metric_type: "blood_glucose", glucose_mmol: 5.5, glucose_context: "fasting" }),
      op("symptom_logs", "insert", uuidv7(), { symptom_type: "headache", severity: 1 + (d % 5) }),
      op("medicines", "update", meds[d % MEDICINES], { dosage: `${500 + d} mg` }),
    ];
    ops.push(...daily.slice(0, OPS - ops.length));
  }
  return ops;
}

/** Signs a new user up and in (verified through the dev mailbox); answers the API context and the user id. */
async function signedIn() {
  const api = await request.newContext({ baseURL: BASE, extraHTTPHeaders: { origin: BASE } });
  const email = `bench-replay-${Date.now()}@example.com`;
  await api.post("/api/auth/sign-up/email", { data: { email, password: "bench-password", name: "b" } });
  const { emails } = await (await api.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`)).json();
  await api.get(emails[0].links[0], { maxRedirects: 0 });
  const res = await api.post("/api/auth/sign-in/email", { data: { email, password: "bench-password" } });
  if (!res.ok()) throw new Error(`sign-in failed: ${res.status()} ${await res.text()}`);
  return { api, userId: (await res.json()).user.id };
}

/** Sends the queue as the outbox does; answers the wall time, each request's time and every ack. */
async function replay(api, ops) {
  const times = [];
  const acks = [];
  const started = performance.now();
  for (let i = 0; i < ops.length; i += MAX_OPS_PER_SYNC) {
    const t = performance.now();
    const res = await api.post("/api/sync", { data: { deviceId: DEVICE, tabId: "bench", syncId: uuidv7(), ops: ops.slice(i, i + MAX_OPS_PER_SYNC) } });
    if (!res.ok()) throw new Error(`sync failed: ${res.status()} ${await res.text()}`);
    acks.push(...(await res.json()).acks);
    times.push(performance.now() - t);
  }
  return { ms: performance.now() - started, times: times.sort((a, b) => a - b), acks };
}

/** The rows the server holds, read back as the screens read them, against what the ops made. */
async function checkRows(api, ops) {
  const reads = [["doses", null], ["symptoms", null], ...["weight", "blood_pressure", "blood_glucose"].map((type) => ["healthMetrics", { type }])];
  const res = await api.get(`/api/read?reads=${encodeURIComponent(JSON.stringify(reads))}`);
  const [doses, symptoms, ...metrics] = (await res.json()).results.map((r) => r.data);
  const ids = (table, type = "insert") =>
    ops
      .filter((o) => o.table === table && o.type === type)
      .map((o) => o.id)
      .sort();
  const same = (got, want) => JSON.stringify([...got].sort()) === JSON.stringify(want);
  const rows = [
    ["medicines", doses.medicines.map((m) => m.id), ids("medicines")],
    ["medicine_reminders", doses.reminders.map((r) => r.id), ids("medicine_reminders")],
    ["adherence_logs", doses.logs.map((l) => l.id), ids("adherence_logs")],
    ["health_metrics", metrics.flatMap((m) => m.items.map((i) => i.id)), ids("health_metrics")],
    ["symptom_logs", symptoms.symptoms.map((s) => s.id), ids("symptom_logs")],
  ].map(([table, got, want]) => ({ table, got: got.length, want: want.length, ok: same(got, want) }));
  // A double apply shows here: each taken dose lowers its medicine's stock once; the last dosage set wins.
  const stockOk = doses.medicines.every(
    (m) => m.stock_quantity === STOCK - ops.filter((o) => o.table === "adherence_logs" && o.data.medicine_id === m.id).length,
  );
  const lastDosage = new Map(ops.filter((o) => o.table === "medicines").map((o) => [o.id, o.data.dosage]));
  const dosageOk = doses.medicines.every((m) => m.dosage === lastDosage.get(m.id));
  return { rows, stockOk, dosageOk };
}

const ms = (n) => `${n.toFixed(0)} ms`;
const pct = (xs, p) => xs[Math.min(xs.length - 1, Math.floor(xs.length * p))];

try {
  mkdirSync(resolve(ROOT, "bench-results"), { recursive: true });
  await run("node", ["scripts/setup-local.mjs", "--persist-to", STATE, "--fresh"], {
    cwd: ROOT,
    env,
    logFile: logFile("bench-replay-setup"),
    timeoutMs: 5 * 60_000,
  });
  await startPreview({
    bin: resolve(ROOT, "node_modules/.bin/vite"),
    cwd: ROOT,
    port: PORT,
    env,
    logFile: logFile("bench-replay-preview"),
    readyUrl: `${BASE}/api/health`,
  });
  const { api, userId } = await signedIn();
  // One warm-up sync from another device, so the first timed request does not pay for the hub's start.
  await api.post("/api/sync", { data: { deviceId: "warm-up", ops: [op("user_settings", "update", userId, { font_size: "medium" })] } });

  const ops = queue();
  const first = await replay(api, ops);
  const again = await replay(api, ops);
  const applied = first.acks.filter((a) => a.status === "applied").length;
  const duplicates = again.acks.filter((a) => a.status === "duplicate").length;
  const { rows, stockOk, dosageOk } = await checkRows(api, ops);
  const { highestOpId } = await (await api.get(`/api/sync/acked?deviceId=${DEVICE}`)).json();
  const ackedOk = highestOpId === ops.at(-1).opId;

  const kinds = new Map();
  for (const o of ops) kinds.set(`${o.table} ${o.type}`, (kinds.get(`${o.table} ${o.type}`) ?? 0) + 1);
  const mix = [...kinds].map(([k, n]) => `${k} ${n}`);
  console.log(
    `\nReplay of ${ops.length} queued ops, one user, ${Math.ceil(ops.length / MAX_OPS_PER_SYNC)} requests of ≤ ${MAX_OPS_PER_SYNC}, one at a time (build: ${BUILD})`,
  );
  console.log(`mix: ${mix.join(", ")}\n`);
  console.log("| run | wall time | per request: median / p95 / max | ops/s | acks |");
  console.log("|---|---|---|---|---|");
  for (const [name, r, status, n] of [
    ["first send", first, "applied", applied],
    ["replay of all", again, "duplicate", duplicates],
  ]) {
    console.log(
      `| ${name} | ${ms(r.ms)} | ${ms(pct(r.times, 0.5))} / ${ms(pct(r.times, 0.95))} / ${ms(r.times.at(-1))} | ${((ops.length / r.ms) * 1000).toFixed(0)} | ${n}/${ops.length} ${status} |`,
    );
  }
  console.log("\n| rows read back (GET /api/read) | held | ops | same ids |");
  console.log("|---|---|---|---|");
  for (const r of rows) console.log(`| ${r.table} | ${r.got} | ${r.want} | ${r.ok ? "yes" : "NO"} |`);
  const exactlyOnce = applied === ops.length && duplicates === ops.length && rows.every((r) => r.ok) && stockOk && dosageOk && ackedOk;
  console.log(
    `\nstock lowered once per taken dose: ${stockOk ? "yes" : "NO"}; last dosage kept: ${dosageOk ? "yes" : "NO"}; GET /api/sync/acked names the last op: ${ackedOk ? "yes" : `NO (${highestOpId})`}`,
  );
  console.log(
    `target: ${ops.length} ops applied exactly once in ≤ ${TARGET_MS / 1000} s: ${exactlyOnce && first.ms <= TARGET_MS ? "met" : "NOT met"} (${(first.ms / 1000).toFixed(2)} s, exactly once: ${exactlyOnce ? "yes" : "NO"})`,
  );
  if (!exactlyOnce) process.exitCode = 1;
} catch (err) {
  console.error(`bench-replay failed: ${err.stack ?? err}`);
  process.exitCode = 1;
} finally {
  await stopAll();
}
