// API latency at N concurrent users on local workerd: each user runs its requests one
// after another, all users at once, one endpoint at a time in rounds whose order turns;
// p50/p95 over all requests.
// Users sign up through the API (verification link from the dev mailbox) and hold a
// typical medicine schedule, so the dashboard read has rows to read.
import { uuidv7 } from "uuidv7";
import { measureEndpoints } from "../bench-scale/endpoint-rounds.mjs";
import { httpClient } from "../bench-scale/http-client.mjs";

const PASSWORD = "bench-password";
/** A measured request slower than this counts as an error. */
const REQUEST_TIMEOUT_MS = 30_000;
/** Setting up users is not measured: give each request longer, and a seeding sync (idempotent: same opIds) a retry. */
const SETUP_TIMEOUT_MS = 120_000;
const SEED_ATTEMPTS = 3;
/** Each user's data: medicines with two daily reminders and every dose taken for this many days back. */
const USER_MEDICINES = 3;
const REMINDER_TIMES = ["08:00", "21:00"];
const MAX_OPS_PER_SYNC = 50; // app/domain/sync/op.ts
/** At most this many setup requests in flight (sign-up hashes passwords: CPU-heavy). */
const SETUP_CONCURRENCY = 4;
/** Requests per user and endpoint in one round (the endpoints take turns round by round). */
const ROUND_REQUESTS = 4;

async function inBatches(items, size, fn) {
  const out = [];
  for (let i = 0; i < items.length; i += size) out.push(...(await Promise.all(items.slice(i, i + size).map(fn))));
  return out;
}

function cookieFrom(res) {
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
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
  const signUp = await expectOk(
    await call(base, "/api/auth/sign-up/email", { method: "POST", body: { email, password: PASSWORD, name: `Bench ${i}` }, timeoutMs }),
    `sign-up ${email}`,
  );
  const mailbox = await (await expectOk(await call(base, `/api/dev/mailbox?to=${encodeURIComponent(email)}`, { timeoutMs }), "dev mailbox")).json();
  const link = mailbox.emails?.[0]?.links?.[0];
  if (!link) throw new Error(`no verification link for ${email} in the dev mailbox`);
  if (!["localhost", "127.0.0.1"].includes(new URL(link).hostname)) throw new Error(`verification link off localhost: ${link}`);
  // Opened in the browser that signed up (its sign-up proof cookie): elsewhere the link drops the password (workers/lib/sign-up-proof.ts).
  const verify = await fetch(link, { redirect: "manual", headers: { cookie: cookieFrom(signUp) }, signal: AbortSignal.timeout(timeoutMs) });
  await expectOk(verify, `verify ${email}`);
  const signIn = await expectOk(
    await call(base, "/api/auth/sign-in/email", { method: "POST", body: { email, password: PASSWORD }, timeoutMs }),
    `sign-in ${email}`,
  );
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
        ops.push(
          op("adherence_logs", { medicine_id: medicine.id, status: "taken", taken_at: `${day}T${time}:00.000Z`, scheduled_time: time, scheduled_date: day }),
        );
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

/** One measured request of an endpoint for one user, through the shared client: { ms, problem }. */
function senderFor(endpoint, client, user) {
  const send = async (method, json) => {
    let res;
    try {
      res = await client.request(method, endpoint.path, { json, headers: { cookie: user.cookie } });
    } catch (err) {
      return { ms: null, problem: String(err.message ?? err) };
    }
    const problem = res.status !== 200 ? `${res.status} ${res.body.slice(0, 200)}` : method === "POST" ? rejectedOp(res.body) : null;
    return { ms: res.ms, problem };
  };
  if (endpoint.method === "POST") {
    let n = 0;
    return () =>
      send("POST", {
        deviceId: "bench-load",
        ops: [
          {
            opId: uuidv7(),
            table: "user_settings",
            type: "update",
            id: user.id,
            data: { theme: n++ % 2 ? "light" : "dark" },
            clientTime: new Date().toISOString(),
          },
        ],
      });
  }
  return () => send("GET");
}

/** A sync answered 200 can still have refused its op. */
function rejectedOp(body) {
  const ack = JSON.parse(body).acks?.[0];
  return ack?.status === "applied" ? null : `op ${ack?.status}: ${JSON.stringify(ack?.error ?? ack)}`;
}

/**
 * endpoints: [{ key, method, path }]; returns { users, perUser, seededOps, results: { [key]: stats } }.
 * Every endpoint is loaded the same way (scripts/bench-scale/endpoint-rounds.mjs): one
 * keep-alive connection per user, shared by all endpoints and opened by unmeasured
 * warm-up rounds that also wait out the seeding's after-answer work; then rounds of
 * ROUND_REQUESTS requests per user, one endpoint at a time, their order turning each round.
 */
export async function measureApi({ base, endpoints, users: userCount, perUser, userDays, log }) {
  const runId = Date.now().toString(36);
  log(`  creating ${userCount} users`);
  const users = await inBatches([...Array(userCount).keys()], SETUP_CONCURRENCY, (i) => createUser(base, runId, i));
  log(`  giving each ${USER_MEDICINES} medicines, ${REMINDER_TIMES.length} reminders each, ${userDays} days of taken doses`);
  const seeded = await inBatches(users, SETUP_CONCURRENCY, (u) => seedUser(base, u, userDays));
  const client = httpClient(base, { connections: userCount, timeoutMs: REQUEST_TIMEOUT_MS });
  const perRound = Math.min(perUser, ROUND_REQUESTS);
  const rounds = Math.ceil(perUser / perRound);
  try {
    const measured = await measureEndpoints({
      users,
      rounds,
      perRound,
      endpoints: endpoints.map((e) => {
        const senders = new Map(users.map((u) => [u, senderFor(e, client, u)]));
        return { key: e.key, send: (u) => senders.get(u)() };
      }),
    });
    const results = {};
    for (const endpoint of endpoints) {
      const r = (results[endpoint.key] = { endpoint: `${endpoint.method} ${endpoint.path}`, ...measured[endpoint.key] });
      log(`  ${endpoint.key.padEnd(10)} p50 ${r.p50} ms  p95 ${r.p95} ms  errors ${r.errors}`);
    }
    return { users: userCount, perUser: rounds * perRound, rounds, seededOpsPerUser: seeded[0] ?? 0, results };
  } finally {
    client.close();
  }
}
