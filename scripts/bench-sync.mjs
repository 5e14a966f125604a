// Measures how long POST /api/sync takes to answer one taken dose for a user with
// 5 medicines (2 reminder times each, a week of taken doses), through the built
// Worker in workerd with local D1 (vite preview). Prints the median of 30 after
// 5 warm-up requests. Timings are for reading, never for tests.
// Usage: npx react-router build && node scripts/bench-sync.mjs
//   (port E2E_PORT or 4177, state SUSHASTHO_STATE or .wrangler/e2e-state)
import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { request } from "@playwright/test";

const PORT = Number(process.env.E2E_PORT ?? 4177);
const base = `http://localhost:${PORT}`;
const MEDICINES = 5;
const WARMUP = 5;
const RUNS = 30;

const server = spawn("node_modules/.bin/vite", ["preview", "--port", String(PORT), "--strictPort"], {
  env: { ...process.env, SUSHASTHO_STATE: process.env.SUSHASTHO_STATE ?? ".wrangler/e2e-state", WRANGLER_SEND_METRICS: "false" },
  stdio: "ignore",
  detached: true,
});

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const op = (table, id, data) => ({ opId: randomUUID(), table, type: "insert", id, data, clientTime: new Date().toISOString() });
const day = (daysAgo) => new Date(Date.now() - daysAgo * 86_400_000).toISOString().slice(0, 10);

try {
  for (let i = 0; i < 120; i++) {
    if (await fetch(`${base}/api/health`).then((r) => r.ok, () => false)) break;
    await new Promise((r) => setTimeout(r, 500));
  }
  const api = await request.newContext({ baseURL: base, extraHTTPHeaders: { origin: base } });
  const email = `bench-sync-${Date.now()}@example.com`;
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
    for (let d = 1; d <= 7; d++) setup.push(op("adherence_logs", randomUUID(), { medicine_id: id, status: "taken", scheduled_time: "08:00", scheduled_date: day(d) }));
  }
  for (let i = 0; i < setup.length; i += 50) await sync(setup.slice(i, i + 50));

  // One taken dose per request, each a different (medicine, evening dose, day): never a duplicate.
  const times = [];
  for (let n = 0; n < WARMUP + RUNS; n++) {
    const medicine = meds[n % MEDICINES];
    const ms = await sync([op("adherence_logs", randomUUID(), { medicine_id: medicine, status: "taken", scheduled_time: "21:00", scheduled_date: day(1 + Math.floor(n / MEDICINES)) })]);
    if (n >= WARMUP) times.push(ms);
  }
  const sorted = [...times].sort((a, b) => a - b);
  console.log(
    `POST /api/sync, one taken dose, ${MEDICINES} medicines: median ${median(times).toFixed(1)} ms of ${RUNS} (min ${sorted[0].toFixed(1)}, max ${sorted.at(-1).toFixed(1)})`,
  );
  await api.dispose();
} finally {
  process.kill(-server.pid);
}
