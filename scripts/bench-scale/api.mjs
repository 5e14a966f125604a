// The requests a simulated user makes, each checked as the app would: a sync must have
// every op applied, a read every result answered. Each user keeps its cookies as a
// browser does (a renewed session cache cookie replaces the old one).
import { PASSWORD } from "./users-sql.mjs";

function keepCookies(user, res) {
  for (const line of res.headers["set-cookie"] ?? []) {
    const [pair] = line.split(";");
    const eq = pair.indexOf("=");
    user.cookies.set(pair.slice(0, eq), pair.slice(eq + 1));
  }
}
const cookieHeader = (user) => [...user.cookies].map(([k, v]) => `${k}=${v}`).join("; ");

/** One request as `user`: { ms, problem } (problem null when it went right). */
async function send(client, user, method, path, json, check) {
  let res;
  try {
    res = await client.request(method, path, { json, headers: { cookie: cookieHeader(user), "cf-connecting-ip": user.ip } });
  } catch (err) {
    return { ms: null, problem: String(err.message ?? err) };
  }
  keepCookies(user, res);
  // An error page from the preview's proxy is HTML: its text is enough.
  const text = () =>
    res.body
      .replace(/<[^>]*>/g, " ")
      .replace(/&nbsp;/g, " ")
      .replace(/\s+/g, " ")
      .trim()
      .slice(0, 200);
  if (res.status !== 200) return { ms: res.ms, problem: `${method} ${path.split("?")[0]}: ${res.status} ${text()}` };
  try {
    return { ms: res.ms, problem: check(JSON.parse(res.body)) };
  } catch (err) {
    return { ms: res.ms, problem: `${method} ${path.split("?")[0]}: ${err.message}` };
  }
}

export async function signIn(client, user) {
  user.cookies = new Map();
  const r = await send(client, user, "POST", "/api/auth/sign-in/email", { email: user.email, password: PASSWORD }, (body) =>
    body.user?.id === user.id ? null : `sign-in answered user ${body.user?.id}`,
  );
  return r;
}

export function sync(client, user, ops) {
  return send(client, user, "POST", "/api/sync", { deviceId: user.deviceId, ops }, (body) => {
    const bad = ops.map((op, i) => [op, body.acks?.[i]]).find(([, ack]) => ack?.status !== "applied");
    return bad ? `${bad[0].table} op ${bad[1]?.status ?? "without ack"}: ${JSON.stringify(bad[1]?.error ?? body).slice(0, 200)}` : null;
  });
}

export function read(client, user, path) {
  return send(client, user, "GET", path, undefined, (body) => {
    const i = (body.results ?? []).findIndex((r) => r?.data === undefined);
    return i >= 0 || !body.results
      ? `read ${JSON.stringify(body.requests?.[i]?.[0])} failed: ${JSON.stringify(body.results?.[i] ?? body).slice(0, 200)}`
      : null;
  });
}

export function health(client, user) {
  return send(client, user, "GET", "/api/health", undefined, (body) => (body.ok === true ? null : `health: ${JSON.stringify(body)}`));
}
