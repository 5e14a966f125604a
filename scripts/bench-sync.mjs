// Measures how long POST /api/sync takes to answer one taken dose for a user with
// 5 medicines (2 reminder times each, a week of taken doses), through the built
// Worker in workerd with local D1 (vite preview). Prints the median of 30 after 5
// warm-up requests. Given several build folders, it serves each on its own port and
// state and alternates the requests between them, so a busy machine slows them alike.
// Timings are for reading, never for tests.
// Usage: npx react-router build && node scripts/bench-sync.mjs [buildDir ...]
//   (default: SUSHASTHO_BUILD_DIR or build; ports E2E_PORT or 4177, then +10000 per extra
//    build; states SUSHASTHO_STATE or .wrangler/e2e-state, "-2", "-3"… for extra builds,
//    prepared fresh by setup-local)
import { execFileSync, spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { request } from "@playwright/test";

const builds = process.argv.slice(2).length ? process.argv.slice(2) : [process.env.SUSHASTHO_BUILD_DIR ?? "build"];
const PORT = Number(process.env.E2E_PORT ?? 4177);
const STATE = process.env.SUSHASTHO_STATE ?? ".wrangler/e2e-state";
const MEDICINES = 5;
const WARMUP = 5;
const RUNS = 30;

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const op = (table, id, data) => ({ opId: randomUUID(), table, type: "insert", id, data, clientTime: new Date().toISOString() });
const day = (daysAgo) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

const servers = builds.map((build, i) => {
  const state = i === 0 ? STATE : `${STATE}-${i + 1}`;
  if (i > 0) execFileSync("node", ["scripts/setup-local.mjs", "--persist-to", state, "--fresh"], { stdio: "ignore" });
  const port = PORT + i * 10_000;
  const proc = spawn("node_modules/.bin/vite", ["preview", "--port", String(port), "--strictPort"], {
    env: { ...process.env, SUSHASTHO_BUILD_DIR: build, SUSHASTHO_STATE: state, WRANGLER_SEND_METRICS: "false" },
    stdio: "ignore",
    detached: true,
  });
  return { build, base: `http://localhost:${port}`, proc, times: [] };
});

/** A new user with the medicines, signed in; answers a function that sends one sync and times it. */
async function prepare(base) {
  for (let i = 0; i < 120; i++) {
    if (
      await fetch(`${base}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      break;
    await new Promise((r) => setTimeout(r, 500));
  }
  const api = await request.newContext({ baseURL: base, extraHTTPHeaders: { origin: base } });
  const email = `bench-sync-${Date.now()}-${Math.random().toString(36).slice(2, 6)}@example.com`;
  await api.post("/api/auth/sign-up/email", { data: { email, password: "bench-password", name: "b" } });
  const { emails } = await (await api.get(`/api/dev/mailbox?to=${encodeURIComponent(email)}`)).json();
  await api.get(emails[0].links[0], { maxRedirects: 0 });
  await api.post("/api/auth/sign-in/email", { data: { email, password: "bench-password" } });
  const sync = async (ops) => {
    const started = performance.now();
    const res = await api.post("/api/sync", { data: { deviceId: "bench", ops } });
    const ms = performance.now() - started;
    if (!res.ok()) throw new Error(`sync failed: ${res.status()} ${await res.text()}`);
    const body = await res.json();
    if (body.acks.some((a) => a.status !== "applied")) throw new Error(`not applied: ${JSON.stringify(body.acks)}`);
    return ms;
  };
  const meds = [];
  const setup = [];
  for (let i = 0; i < MEDICINES; i++) {
    const id = randomUUID();
    meds.push(id);
    setup.push(op("medicines", id, { name: `Medicine ${i}`, stock_quantity: 500 }));
    setup.push(op("medicine_reminders", randomUUID(), { medicine_id: id, reminder_time: "08:00" }));
    setup.push(op("medicine_reminders", randomUUID(), { medicine_id: id, reminder_time: "21:00" }));
    for (let d = 1; d <= 7; d++)
      setup.push(op("adherence_logs", randomUUID(), { medicine_id: id, status: "taken", scheduled_time: "08:00", scheduled_date: day(d) }));
  }
  for (let i = 0; i < setup.length; i += 50) await sync(setup.slice(i, i + 50));
  // One taken dose per request, each a different (medicine, evening dose, day): never a duplicate.
  return (n) =>
    sync([
      op("adherence_logs", randomUUID(), {
        medicine_id: meds[n % MEDICINES],
        status: "taken",
        scheduled_time: "21:00",
        scheduled_date: day(1 + Math.floor(n / MEDICINES)),
      }),
    ]);
}

try {
  const senders = [];
  for (const s of servers) senders.push(await prepare(s.base));
  for (let n = 0; n < WARMUP + RUNS; n++) {
    for (let i = 0; i < servers.length; i++) {
      // Alternate which goes first, so neither always follows the other's follow-up work.
      const k = (i + n) % servers.length;
      const ms = await senders[k](n);
      if (n >= WARMUP) servers[k].times.push(ms);
    }
  }
  for (const s of servers) {
    const sorted = [...s.times].sort((a, b) => a - b);
    console.log(
      `${s.build}: POST /api/sync, one taken dose, ${MEDICINES} medicines: median ${median(s.times).toFixed(1)} ms of ${RUNS} (min ${sorted[0].toFixed(1)}, max ${sorted.at(-1).toFixed(1)})`,
    );
  }
} finally {
  for (const s of servers) process.kill(-s.proc.pid);
}
