// Talks to the real Worker (exports.default) the way a browser would.
import { env, exports } from "cloudflare:workers";
import { uuidv7 } from "uuidv7";
import { readsPath, type ReadError, type ReadsAnswer } from "../../app/domain/reads";
import type { Op, OpAck } from "../../app/domain/sync/op";

export const ORIGIN = "http://localhost";

export function call(path: string, init: RequestInit & { cookie?: string; json?: unknown } = {}) {
  const headers = new Headers(init.headers);
  headers.set("origin", ORIGIN);
  if (init.cookie) headers.set("cookie", init.cookie);
  if (init.json !== undefined) headers.set("content-type", "application/json");
  return exports.default.fetch(
    new Request(ORIGIN + path, {
      ...init,
      headers,
      body: init.json !== undefined ? JSON.stringify(init.json) : init.body,
    }),
  );
}

/**
 * One named read (workers/reads/registry.ts) for `cookie`'s user: the request's status, and
 * the read's own data or error (a missing row is a 404 error inside a 200 answer).
 */
export async function readOne<T>(name: string, params: unknown, cookie?: string): Promise<{ status: number; data?: T; error?: ReadError }> {
  const res = await call(readsPath([[name, params]]), { cookie });
  if (res.status !== 200) return { status: res.status };
  const [result] = ((await res.json()) as ReadsAnswer).results;
  return { status: res.status, data: result.data as T | undefined, error: result.error };
}

/** Signs up and in; returns the user id and the session cookie. */
export async function newUser(email = `u-${uuidv7()}@example.com`, password = "password-123") {
  const up = await call("/api/auth/sign-up/email", { method: "POST", json: { email, password, name: "Test" } });
  if (!up.ok) throw new Error(`sign-up failed: ${up.status} ${await up.text()}`);
  // Sign-in needs a verified email: follow the link the dev mailbox received, in the browser
  // that signed up (elsewhere the link asks for a new password: lib/sign-up-proof.ts).
  const verified = await call(await mailedLink(email, "verify-email"), { redirect: "manual", cookie: cookiesOf(up) });
  if (verified.status !== 302) throw new Error(`verification failed: ${verified.status} ${await verified.text()}`);
  const res = await call("/api/auth/sign-in/email", { method: "POST", json: { email, password } });
  if (!res.ok) throw new Error(`sign-in failed: ${res.status} ${await res.text()}`);
  const body = (await res.json()) as { user: { id: string } };
  const cookie = res.headers
    .getSetCookie()
    .map((c: string) => c.split(";")[0])
    .join("; ");
  return { id: body.user.id, email, cookie };
}

/** A response's cookies as a Cookie header. */
export const cookiesOf = (res: Response) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");

/** The newest link containing `kind` in an email the dev mailbox holds for `to`, as a path. */
export async function mailedLink(to: string, kind: "verify-email" | "reset-password") {
  const rows = await env.DB.prepare("select text from dev_mailbox where to_address = ? order by created_at desc")
    .bind(to.toLowerCase())
    .all<{ text: string }>();
  for (const { text } of rows.results) {
    const link = text.match(/https?:\/\/[^\s]+/g)?.find((l) => l.includes(kind));
    if (link) return link.replace(ORIGIN, "");
  }
  throw new Error(`no ${kind} email for ${to}`);
}

export function settingsOp(userId: string, data: Record<string, unknown>, type: Op["type"] = "update"): Op {
  return { opId: uuidv7(), table: "user_settings", type, id: userId, data, clientTime: new Date().toISOString() };
}

export function sync(cookie: string, ops: Op[], deviceId = "test-device") {
  return call("/api/sync", { method: "POST", cookie, json: { deviceId, ops } });
}

/** An op on a row table, as the outbox makes one. */
export const rowOp = (table: string, type: Op["type"], id: string, data: Record<string, unknown> = {}): Op => ({
  opId: uuidv7(),
  table,
  type,
  id,
  data,
  clientTime: new Date().toISOString(),
});

/** POST /api/sync as `user`; the acks (the request itself must succeed). */
export async function sendOps(user: { cookie: string }, ops: Op[]): Promise<OpAck[]> {
  const res = await sync(user.cookie, ops);
  if (res.status !== 200) throw new Error(`sync failed: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { acks: OpAck[] }).acks;
}

/** A browser's cookie jar: keeps what Set-Cookie says, drops what it expires. */
export class Jar {
  private cookies = new Map<string, string>();
  take(res: Response) {
    for (const line of res.headers.getSetCookie()) {
      const [pair, ...attrs] = line.split(";");
      const i = pair.indexOf("=");
      const name = pair.slice(0, i).trim();
      const expired = attrs.some((a) => /max-age=0\b/i.test(a.trim())) || pair.slice(i + 1) === "";
      if (expired) this.cookies.delete(name);
      else this.cookies.set(name, pair.slice(i + 1));
    }
    return res;
  }
  get header() {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join("; ");
  }
  async send(path: string, init: Parameters<typeof call>[1] = {}) {
    return this.take(await call(path, { ...init, cookie: this.header }));
  }
}
