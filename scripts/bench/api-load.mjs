// API latency at N concurrent users on local workerd: each user runs its requests one
// after another, all users at once, one endpoint at a time; p50/p95 over all requests.
// Users sign up through the API (verification link from the dev mailbox) and hold a
// typical medicine schedule, so the dashboard read has rows to read.
import { uuidv7 } from "uuidv7";

const PASSWORD = "bench-password";
/** A measured request slower than this counts as an error. */
const REQUEST_TIMEOUT_MS = 30_000;
/** Setting up users is not measured: give each request longer, and a seeding sync (idempotent: same opIds) a retry. */
const SETUP_TIMEOUT_MS = 120_000;
const SEED_ATTEMPTS = 3;
/** Each user's data: medicines with two daily reminders and every dose taken for this many days back. */
const USER_MEDICINES = 3;
const REMINDER_TIMES = ["08:00", "21:00"];
const MAX_OPS_PER_SYNC = 50; // app/domain/sync-op.ts
/** At most this many setup requests in flight (sign-up hashes passwords: CPU-heavy). */
const SETUP_CONCURRENCY = 4;

const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

async function inBatches(items, size, fn) {
  const out = [];
  for (let i = 0; i < items.length; i += size) out.push(...(await Promise.all(items.slice(i, i + size).map(fn))));
  return out;
}

function cookieFrom(res) {
  return res.headers.getSetCookie().map((c) => c.split(";")[0]).join("; ");
}

function call(base, path, { cookie, method = "GET", body, timeoutMs = REQUEST_TIMEOUT_MS } = {}) {
  return fetch(base + path, {
    method,
    redirect: "manual",
    headers: { origin: base, ...(cookie ? { cookie } : {}), ...(body ? { "content-type": "application/json" } : {}) },
    body: body ? JSON.stringify(body) : undefined,
    signal: AbortSignal.timeout(timeoutMs),
  });
}

async function expectOk(res, what) {
  if (res.ok || (res.status >= 300 && res.status < 400)) return res;
  throw new Error(`${what}: ${res.status} ${await res.text()}`);
}

/** Signs up, verifies and signs in one user; returns its id and session cookie. */
async function createUser(base, runId, i) {
  const email = `bench-${runId}-${i}@example.com`;
  const timeoutMs = SETUP_TIMEOUT_MS;
  await expectOk(await call(base, "/api/auth/sign-up/email", { method: "POST", body: { email, password: PASSWORD, name: `Bench ${i}` }, timeoutMs }), `sign-up ${email}`);
  const mailbox = await (await expectOk(await call(base, `/api/dev/mailbox?to=${encodeURIComponent(email)}`, { timeoutMs }), "dev mailbox")).json();
  const link = mailbox.emails?.[0]?.links?.[0];
  if (!link) throw new Error(`no verification link for ${email} in the dev mailbox`);
  if (!["localhost", "127.0.0.1"].includes(new URL(link).hostname)) throw new Error(`verification link off localhost: ${link}`);
  const verify = await fetch(link, { redirect: "manual", signal: AbortSignal.timeout(timeoutMs) });
  await expectOk(verify, `verify ${email}`);
  const signIn = await expectOk(await call(base, "/api/auth/sign-in/email", { method: "POST", body: { email, password: PASSWORD }, timeoutMs }), `sign-in ${email}`);
  const { user } = await signIn.json();
  return { id: user.id, cookie: cookieFrom(signIn) };
}

function scheduleOps(days) {
  const op = (table, data) => ({ opId: uuidv7(), table, type: "insert", id: uuidv7(), data, clientTime: new Date().toISOString() });
  const ops = [];
  for (let m = 0; m < USER_MEDICINES; m++) {
    const medicine = op("medicines", { name: `Medicine ${m + 1}`, stock_quantity: 500, category: "long-term" });
    ops.push(medicine);
    for (const time of REMINDER_TIMES) ops.push(op("medicine_reminders", { medicine_id: medicine.id, reminder_time: time }));
    for (let d = 1; d <= days; d++) {
      const day = new Date(Date.now() - d * 86_400_000).toISOString().slice(0, 10);
      for (const time of REMINDER_TIMES) {
        ops.push(op("adherence_logs", { medicine_id: medicine.id, status: "taken", taken_at: `${day}T${time}:00.000Z`, scheduled_time: time, scheduled_date: day }));
      }
    }
  }
  return ops;
}

async function seedUser(base, user, days) {
  const ops = scheduleOps(days);
  for (let i = 0; i < ops.length; i += MAX_OPS_PER_SYNC) {
    const body = { deviceId: "bench-seed", ops: ops.slice(i, i + MAX_OPS_PER_SYNC) };
    let res;
    for (let attempt = 1; !res; attempt++) {
      try {
        res = await expectOk(await call(base, "/api/sync", { cookie: user.cookie, method: "POST", body, timeoutMs: SETUP_TIMEOUT_MS }), "seed sync");
      } catch (err) {
        if (attempt >= SEED_ATTEMPTS) throw err;
      }
    }
    const { acks } = await res.json();
    const rejected = acks.filter((a) => a.status !== "applied" && a.status !== "duplicate");
    if (rejected.length) throw new Error(`seed ops rejected: ${JSON.stringify(rejected[0])}`);
  }
  return ops.length;
}

/** The requests each endpoint makes for one user. */
function requestFor(endpoint, base, user) {
  if (endpoint.method === "POST") {
    let n = 0;
    return () =>
      call(base, endpoint.path, {
        cookie: user.cookie,
        method: "POST",
        body: {
          deviceId: "bench-load",
          ops: [{ opId: uuidv7(), table: "user_settings", type: "update", id: user.id, data: { theme: n++ % 2 ? "light" : "dark" }, clientTime: new Date().toISOString() }],
        },
      });
  }
  return () => call(base, endpoint.path, { cookie: user.cookie });
}

/** A sync answered 200 can still have refused its op. */
function rejectedOp(body) {
  const ack = JSON.parse(body).acks?.[0];
  return ack?.status === "applied" ? null : `op ${ack?.status}: ${JSON.stringify(ack?.error ?? ack)}`;
}

async function load(endpoint, base, users, perUser) {
  const latencies = [];
  let errors = 0;
  let firstError = null;
  const started = performance.now();
  await Promise.all(
    users.map(async (user) => {
      const send = requestFor(endpoint, base, user);
      for (let i = 0; i < perUser; i++) {
        const t0 = performance.now();
        try {
          const res = await send();
          const body = await res.text();
          latencies.push(performance.now() - t0);
          const problem = !res.ok ? `${res.status} ${body.slice(0, 200)}` : endpoint.method === "POST" ? rejectedOp(body) : null;
          if (problem) {
            errors += 1;
            firstError ??= problem;
          }
        } catch (err) {
          errors += 1;
          firstError ??= String(err.message ?? err);
        }
      }
    }),
  );
  const wallMs = performance.now() - started;
  const sorted = latencies.sort((a, b) => a - b);
  return {
    endpoint: `${endpoint.method} ${endpoint.path}`,
    requests: users.length * perUser,
    errors,
    firstError,
    p50: sorted.length ? percentile(sorted, 50) : null,
    p95: sorted.length ? percentile(sorted, 95) : null,
    max: sorted.length ? sorted[sorted.length - 1] : null,
    throughput: (sorted.length / wallMs) * 1000,
  };
}

/**
 * endpoints: [{ key, method, path }]; returns { users, perUser, seededOps, results: { [key]: stats } }.
 * A warm-up round (one request per user and endpoint) runs first and is not counted.
 */
export async function measureApi({ base, endpoints, users: userCount, perUser, userDays, log }) {
  const runId = Date.now().toString(36);
  log(`  creating ${userCount} users`);
  const users = await inBatches([...Array(userCount).keys()], SETUP_CONCURRENCY, (i) => createUser(base, runId, i));
  log(`  giving each ${USER_MEDICINES} medicines, ${REMINDER_TIMES.length} reminders each, ${userDays} days of taken doses`);
  const seeded = await inBatches(users, SETUP_CONCURRENCY, (u) => seedUser(base, u, userDays));
  for (const endpoint of endpoints) await load(endpoint, base, users, 1);
  const results = {};
  for (const endpoint of endpoints) {
    results[endpoint.key] = await load(endpoint, base, users, perUser);
    const r = results[endpoint.key];
    log(`  ${r.endpoint.padEnd(22)} p50 ${r.p50?.toFixed(0)} ms  p95 ${r.p95?.toFixed(0)} ms  errors ${r.errors}`);
  }
  return { users: userCount, perUser, seededOpsPerUser: seeded[0] ?? 0, results };
}
