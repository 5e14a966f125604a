// Shared by the reminder tests (reminders-schedule, reminders-delivery): users with
// medicines, push subscribers whose pushes are captured, decrypted (RFC 8291) and whose
// VAPID JWT is verified the way a push service and a browser would, and the hub's clock.
//
// The push service is outside this machine: the hub's outgoing fetch is captured
// with vi.spyOn(globalThis, "fetch") (the Worker, the Durable Object and the tests
// share one isolate and one global fetch under vitest-pool-workers). Time is moved
// with vi.spyOn(hubClock, "now").
import { runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { userHub } from "../../durable-objects/user-hub-address";
import { uuidv7 } from "uuidv7";
import { expect, vi } from "vitest";
import type { ReminderPushPayload } from "../../app/domain/reminders/texts";
import type { Op } from "../../app/domain/sync/op";
import { hubClock } from "../../durable-objects/jobs/clock";
import { HubBackups } from "../../durable-objects/backup/schedule";
import { HubDailyTips } from "../../durable-objects/jobs/daily-tip";
import { call, newUser, rowOp, sendOps } from "./helpers";
import { hubSql } from "./hub-sql";

export type User = Awaited<ReturnType<typeof newUser>>;
export const MIN = 60_000;
export const HOUR = 60 * MIN;
export const DAY = 24 * HOUR;
export const PUSH_ORIGIN = "http://localhost:9999";

// ── helpers ──────────────────────────────────────────────────────────────────

export const op = rowOp;

/** Sends the ops, then waits for the hub's follow-up work: it recomputes the schedule after answering. */
export async function send(user: User, ops: Op[]) {
  const acks = await sendOps(user, ops);
  expect(acks.map((a) => a.status)).toEqual(ops.map(() => "applied"));
  await hub(user.id).followUpsDone();
  return acks;
}

export async function addMedicine(user: User, time: string, data: Record<string, unknown> = {}, reminder: Record<string, unknown> = {}) {
  const id = uuidv7();
  const reminderId = uuidv7();
  await send(user, [
    op("medicines", "insert", id, { name: "Napa", dosage: "500 mg", stock_quantity: 10, ...data }),
    op("medicine_reminders", "insert", reminderId, { medicine_id: id, reminder_time: time, ...reminder }),
  ]);
  return { id, reminderId };
}

export const hub = (userId: string) => userHub(env, userId);
export const alarmOf = (userId: string) => runInDurableObject(hub(userId), (_, state) => state.storage.getAlarm());
export const heldInstants = (userId: string) =>
  runInDurableObject(hub(userId), (_, state) =>
    state.storage.sql.exec<{ key: string; at: number; kind: string }>("SELECT key, at, kind FROM reminder_instants ORDER BY at, key").toArray(),
  );
export const iso = (ms: number | null) => (ms === null ? null : new Date(ms).toISOString());

/** The next instant (after now) whose UTC time of day is hh:mm — for Dhaka (UTC+6, no DST) local time = UTC + 6 h. */
export function nextUtc(hh: number, mm: number, now = Date.now()): number {
  const d = new Date(now);
  let t = Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate(), hh, mm);
  while (t <= now) t += DAY;
  return t;
}
/** The Dhaka local date of an instant. */
export const dhakaDate = (ms: number) => new Date(ms + 6 * HOUR).toISOString().slice(0, 10);

export const b64u = {
  encode: (bytes: Uint8Array) =>
    btoa(String.fromCharCode(...bytes))
      .replace(/\+/g, "-")
      .replace(/\//g, "_")
      .replace(/=+$/, ""),
  decode: (text: string) => Uint8Array.from(atob(text.replace(/-/g, "+").replace(/_/g, "/") + "=".repeat((4 - (text.length % 4)) % 4)), (c) => c.charCodeAt(0)),
};
export const utf8 = (s: string) => new TextEncoder().encode(s);
export const concat = (...parts: Uint8Array[]) => {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
};

/** A browser's side of a subscription: an ECDH P-256 key pair and a 16-byte auth secret (RFC 8291 §2). */
export async function newSubscriber(endpoint: string) {
  const keys = (await crypto.subtle.generateKey({ name: "ECDH", namedCurve: "P-256" }, true, ["deriveBits"])) as CryptoKeyPair;
  const publicRaw = new Uint8Array((await crypto.subtle.exportKey("raw", keys.publicKey)) as ArrayBuffer);
  const auth = crypto.getRandomValues(new Uint8Array(16));
  return { endpoint, keys, publicRaw, auth, json: { endpoint, keys: { p256dh: b64u.encode(publicRaw), auth: b64u.encode(auth) } } };
}
export type Subscriber = Awaited<ReturnType<typeof newSubscriber>>;

export async function subscribe(user: User, sub: Subscriber, { healthTips = false } = {}) {
  // The daily health tip shares the hub's alarm (daily-tip.ts); these tests follow the
  // reminders' alarm alone, so their users have health tips off unless a test asks.
  if (!healthTips) {
    await hubSql(user.id)
      .prepare("INSERT INTO user_settings (user_id, health_tips) VALUES (?, 0) ON CONFLICT (user_id) DO UPDATE SET health_tips = 0")
      .bind(user.id)
      .run();
  }
  const res = await call("/api/push/subscriptions", { method: "POST", cookie: user.cookie, json: sub.json });
  expect(res.status).toBe(200);
}

export async function hkdf(salt: Uint8Array, ikm: Uint8Array, info: Uint8Array, bytes: number) {
  const key = await crypto.subtle.importKey("raw", ikm, "HKDF", false, ["deriveBits"]);
  return new Uint8Array(await crypto.subtle.deriveBits({ name: "HKDF", hash: "SHA-256", salt, info }, key, bytes * 8));
}

/** RFC 8291 + RFC 8188 (aes128gcm, one record): what the browser does with a push message's body. */
export async function decryptPush(body: Uint8Array, sub: Subscriber): Promise<string> {
  const salt = body.slice(0, 16);
  const rs = new DataView(body.buffer, body.byteOffset + 16, 4).getUint32(0);
  const idlen = body[20];
  const senderPublic = body.slice(21, 21 + idlen);
  const ciphertext = body.slice(21 + idlen);
  expect(idlen).toBe(65);
  expect(ciphertext.length).toBeLessThanOrEqual(rs);
  const senderKey = await crypto.subtle.importKey("raw", senderPublic, { name: "ECDH", namedCurve: "P-256" }, false, []);
  // workerd reads ECDH's `public`, as Web Crypto names it; its types say `$public`, the C++ field's name.
  const ecdh = { name: "ECDH", public: senderKey } as SubtleCryptoDeriveKeyAlgorithm;
  const ecdhSecret = new Uint8Array(await crypto.subtle.deriveBits(ecdh, sub.keys.privateKey, 256));
  const ikm = await hkdf(sub.auth, ecdhSecret, concat(utf8("WebPush: info\0"), sub.publicRaw, senderPublic), 32);
  const cek = await hkdf(salt, ikm, utf8("Content-Encoding: aes128gcm\0"), 16);
  const nonce = await hkdf(salt, ikm, utf8("Content-Encoding: nonce\0"), 12);
  const key = await crypto.subtle.importKey("raw", cek, "AES-GCM", false, ["decrypt"]);
  const plain = new Uint8Array(await crypto.subtle.decrypt({ name: "AES-GCM", iv: nonce }, key, ciphertext));
  // The last record ends with the delimiter 0x02, then zero padding.
  let end = plain.length - 1;
  while (end >= 0 && plain[end] === 0) end--;
  expect(plain[end]).toBe(2);
  return new TextDecoder().decode(plain.slice(0, end));
}

/** RFC 8292: `vapid t=<JWT>, k=<public key>`; answers the JWT's claims once its ES256 signature verifies with `publicKey`. */
export async function verifyVapid(authorization: string | null, publicKey: string) {
  const m = /^vapid t=([\w-]+\.[\w-]+\.[\w-]+), k=([\w-]+)$/.exec(authorization ?? "");
  expect(m, `Authorization: ${authorization}`).not.toBeNull();
  const [, jwt, k] = m!;
  expect(k).toBe(publicKey);
  const [header, claims, signature] = jwt.split(".");
  expect(JSON.parse(new TextDecoder().decode(b64u.decode(header)))).toMatchObject({ alg: "ES256", typ: "JWT" });
  const key = await crypto.subtle.importKey("raw", b64u.decode(publicKey), { name: "ECDSA", namedCurve: "P-256" }, false, ["verify"]);
  const valid = await crypto.subtle.verify({ name: "ECDSA", hash: "SHA-256" }, key, b64u.decode(signature), utf8(`${header}.${claims}`));
  return { valid, claims: JSON.parse(new TextDecoder().decode(b64u.decode(claims))) as { aud: string; exp: number; sub: string } };
}

export interface Captured {
  url: string;
  headers: Headers;
  body: Uint8Array;
}

/** Captures requests to push endpoints (answering `status`); everything else goes to the real fetch. */
export function capturePushes(status: (url: string) => number = () => 201) {
  const captured: Captured[] = [];
  const realFetch = globalThis.fetch;
  vi.spyOn(globalThis, "fetch").mockImplementation(async (input: RequestInfo | URL, init?: RequestInit) => {
    const req = new Request(input, init);
    if (!req.url.startsWith(PUSH_ORIGIN) && !req.url.startsWith("https://fcm.googleapis.com")) return realFetch(input, init);
    captured.push({ url: req.url, headers: req.headers, body: new Uint8Array(await req.arrayBuffer()) });
    return new Response(null, { status: status(req.url) });
  });
  return captured;
}

/**
 * The hub's one alarm also serves the daily backup and the daily tip (durable-objects/jobs/alarm.ts),
 * on the same clock: held out, so a reminder test sees only where the reminders put the alarm.
 */
export function holdOtherHubJobs() {
  vi.spyOn(HubBackups.prototype, "nextDue").mockReturnValue(null);
  vi.spyOn(HubDailyTips.prototype, "nextDue").mockReturnValue(null);
}

export function setClock(ms: number) {
  vi.spyOn(hubClock, "now").mockReturnValue(ms);
}

export const payloadOf = async (c: Captured, sub: Subscriber) => JSON.parse(await decryptPush(c.body, sub)) as ReminderPushPayload;
