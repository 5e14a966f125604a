// The client outbox (docs/ARCHITECTURE.md "The write path"): IndexedDB first,
// optimistic cache update, then POST /api/sync in order, nothing dropped silently.
// Runs in Node: fake-indexeddb stands in for IndexedDB, a small fake fetch stands in
// for the network (the real /api/sync is tested elsewhere).
import "fake-indexeddb/auto";
import { QueryClient } from "@tanstack/react-query";
import { get, keys } from "idb-keyval";
import type { SessionUser } from "~/domain/session";
import { clearUserDeviceData } from "~/platform/device/user-data";
import { cacheSession } from "~/features/auth/session";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DEFAULT_SETTINGS, type UserSettings } from "~/domain/settings/rules";
import { MAX_OPS_PER_SYNC, MAX_SYNC_RETRIES, type Op, type OpAck } from "~/domain/sync/op";
import { getDeviceId, Outbox, type FailedOp, type NewOp, type QueuedOp } from "~/platform/sync/outbox";
import { getTabId } from "~/platform/sync/tab-id";
import { settingsQuery } from "~/features/settings/queries";

// ---- browser globals -------------------------------------------------------

class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, String(value));
  }
}

/** navigator.onLine, settable from the tests (Node 20 has no navigator; newer Nodes a read-only one). */
const nav = { onLine: true };

// ---- the fake network ------------------------------------------------------

interface SyncBody {
  deviceId: string;
  forUser?: string;
  tabId: string;
  syncId: string;
  ops: Op[];
}
interface Request {
  url: string;
  method: string;
  body: SyncBody;
}
type Handler = (body: SyncBody) => Response | Promise<Response>;

let requests: Request[];
let handler: Handler;

const json = (status: number, data: unknown) => new Response(JSON.stringify(data), { status, headers: { "content-type": "application/json" } });
/** Acks every op; applied ones are answered with their tables, as the server does. */
const ackAll =
  (status: OpAck["status"] = "applied"): Handler =>
  (body) =>
    json(200, {
      acks: body.ops.map((op) => ({ opId: op.opId, status })),
      tables: status === "applied" ? [...new Set(body.ops.map((op) => op.table))] : [],
    });

const fakeFetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
  const body = JSON.parse(String(init?.body)) as SyncBody;
  requests.push({ url: String(input), method: init?.method ?? "GET", body });
  return handler(body);
});

/** A promise the test resolves by hand: a request that hangs until released. */
function gate() {
  let release!: () => void;
  const promise = new Promise<void>((r) => (release = r));
  return { promise, release };
}

// ---- per test ----------------------------------------------------------------

// idb-keyval caches its default store, so each test uses its own user ids instead of a new IndexedDB.
let userSeq = 0;
const newUserId = () => `user-${++userSeq}-${Math.random().toString(36).slice(2, 8)}`;

const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

const setting = (userId: string, data: Record<string, unknown>): NewOp => ({
  table: "user_settings",
  type: "update",
  id: userId,
  data,
});

let queryClient: QueryClient;

beforeEach(() => {
  nav.onLine = true;
  requests = [];
  handler = ackAll();
  fakeFetch.mockClear();
  vi.stubGlobal("navigator", nav);
  vi.stubGlobal("localStorage", new MemoryStorage());
  vi.stubGlobal("fetch", fakeFetch);
  queryClient = new QueryClient();
});

afterEach(() => {
  queryClient.clear();
  vi.unstubAllGlobals();
});

/** Queue ops without the automatic flush sending them (offline), then come back online. */
async function queueOffline(outbox: Outbox, ops: NewOp[]): Promise<QueuedOp[]> {
  nav.onLine = false;
  const queued: QueuedOp[] = [];
  for (const op of ops) queued.push(await outbox.mutate(op));
  await outbox.flush();
  nav.onLine = true;
  return queued;
}

const withoutRetries = ({ retries: _r, ...op }: QueuedOp): Op => op;

describe("Outbox", () => {
  it("stores the op in IndexedDB before the network call completes", async () => {
    const userId = newUserId();
    const outbox = new Outbox(userId, queryClient);
    const net = gate();
    handler = async (body) => {
      await net.promise;
      return ackAll()(body);
    };

    const op = await outbox.mutate(setting(userId, { theme: "dark" }));

    const stored = await get<QueuedOp[]>("outbox:" + userId);
    expect(stored).toEqual([op]);
    expect(op.opId).toMatch(UUID_V7);
    expect(new Date(op.clientTime).toISOString()).toBe(op.clientTime);
    expect(op.retries).toBe(0);
    expect(op).toMatchObject({ table: "user_settings", type: "update", id: userId, data: { theme: "dark" } });

    // The request is out but unanswered: the op is still in the queue.
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    expect(await get<QueuedOp[]>("outbox:" + userId)).toEqual([op]);

    net.release();
    await outbox.flush();
    expect(await get<QueuedOp[]>("outbox:" + userId)).toEqual([]);
    expect(await outbox.pending()).toEqual([]);
  });

  it("an answer that arrives after Log Out writes nothing of the user back", async () => {
    const userId = newUserId();
    const outbox = new Outbox(userId, queryClient);
    const net = gate();
    handler = async (body) => {
      await net.promise;
      return ackAll()(body);
    };
    await outbox.mutate(setting(userId, { theme: "dark" }));
    await vi.waitFor(() => expect(requests).toHaveLength(1));

    await clearUserDeviceData(userId);
    settingsQuery.writeCopy(userId, null, { ...DEFAULT_SETTINGS, user_id: userId } as UserSettings);
    net.release();
    await outbox.flush();
    expect(await keys()).not.toContain("outbox:" + userId);
    expect(Object.keys(localStorage).filter((k) => k.endsWith(userId))).toEqual([]);

    // Signing in again (the session cached anew) lifts it.
    cacheSession({ id: userId } as SessionUser);
    settingsQuery.writeCopy(userId, null, { ...DEFAULT_SETTINGS, user_id: userId } as UserSettings);
    expect(localStorage.getItem(`settings:${userId}`)).not.toBeNull();
  });

  it("neither applies nor sends an op that could not be stored", async () => {
    const userId = newUserId();
    const outbox = new Outbox(userId, queryClient);
    queryClient.setQueryData(settingsQuery.key(userId, null), { user_id: userId, theme: "light" });

    // A function cannot be structured-cloned, so the IndexedDB write fails.
    await expect(outbox.mutate(setting(userId, { theme: "dark", bad: () => 1 }))).rejects.toThrow();

    expect(queryClient.getQueryData(settingsQuery.key(userId, null))).toEqual({ user_id: userId, theme: "light" });
    expect(await outbox.pending()).toEqual([]);
    await outbox.flush();
    expect(fakeFetch).not.toHaveBeenCalled();
  });

  it("applies the change to the cached user_settings at once (optimistic update)", async () => {
    const userId = newUserId();
    const outbox = new Outbox(userId, queryClient);
    const settings: UserSettings = {
      ...DEFAULT_SETTINGS,
      theme: "light",
      user_id: userId,
      created_at: "2024-01-01T00:00:00.000Z",
      updated_at: "2024-01-01T00:00:00.000Z",
    };
    queryClient.setQueryData(settingsQuery.key(userId, null), settings);
    const net = gate();
    handler = async (body) => {
      await net.promise;
      return ackAll()(body);
    };

    await outbox.mutate({ table: "user_settings", type: "update", id: userId, data: { theme: "dark" } });

    // The server has not answered yet, the cache already shows the change.
    expect(requests.length).toBeLessThanOrEqual(1);
    expect(queryClient.getQueryData<UserSettings>(settingsQuery.key(userId, null))).toEqual({ ...settings, theme: "dark" });
    // ...and the offline settings copy follows it.
    expect(JSON.parse(localStorage.getItem(`settings:${userId}`)!)).toMatchObject({ theme: "dark", user_id: userId });

    net.release();
    await outbox.flush();
  });

  it("flushes in order in one request {deviceId, tabId, syncId, forUser, ops} without retries; applied and duplicate acks leave the queue", async () => {
    const userId = newUserId();
    const onSynced = vi.fn();
    const onFailed = vi.fn();
    const outbox = new Outbox(userId, queryClient, { onSynced, onFailed });
    const queued = await queueOffline(outbox, [
      setting(userId, { theme: "dark" }),
      // A table the app's types do not know (an op from an older or newer client): the server refuses it.
      { table: "other_table", type: "insert", id: "row-1", data: { a: 1 } } as unknown as NewOp,
      setting(userId, { font_size: "large" }),
    ]);
    expect(requests).toHaveLength(0);
    handler = (body) =>
      json(200, {
        acks: body.ops.map((op, i) => ({ opId: op.opId, status: i === 1 ? "duplicate" : "applied" })),
        tables: ["user_settings"],
      });

    await outbox.flush();

    expect(requests).toHaveLength(1);
    const [req] = requests;
    expect(req.url).toBe("/api/sync");
    expect(req.method).toBe("POST");
    expect(Object.keys(req.body).sort()).toEqual(["deviceId", "forUser", "ops", "syncId", "tabId"]);
    expect(req.body.deviceId).toBe(getDeviceId());
    // Whose queue it is: the server refuses it under another account's session.
    expect(req.body.forUser).toBe(userId);
    expect(req.body.tabId).toBe(getTabId());
    expect(req.body.syncId).toMatch(UUID_V7);
    expect(req.body.ops).toEqual(queued.map(withoutRetries));
    for (const op of req.body.ops) expect(op).not.toHaveProperty("retries");

    expect(await outbox.pending()).toEqual([]);
    expect(await outbox.failed()).toEqual([]);
    // The answer's tables, and the duplicate's (its change may have come from a request whose answer was lost).
    expect(onSynced).toHaveBeenCalledTimes(1);
    expect([...onSynced.mock.calls[0][0]].sort()).toEqual(["other_table", "user_settings"]);
    expect(onSynced.mock.calls[0][1]).toBe(3);
    expect(onFailed).not.toHaveBeenCalled();
  });

  it("moves a rejected op to the failed list with its error and reports it", async () => {
    const userId = newUserId();
    const onSynced = vi.fn();
    const onFailed = vi.fn();
    const outbox = new Outbox(userId, queryClient, { onSynced, onFailed });
    const [good, bad] = await queueOffline(outbox, [setting(userId, { theme: "dark" }), setting(userId, { theme: "purple" })]);
    const error = { code: "validation_failed", message: "Invalid theme", fields: { theme: "validation.invalid" } };
    handler = () =>
      json(200, {
        acks: [
          { opId: good.opId, status: "applied" },
          { opId: bad.opId, status: "rejected", error },
        ],
        tables: ["user_settings"],
      });

    await outbox.flush();

    expect(requests).toHaveLength(1);
    expect(await outbox.pending()).toEqual([]);
    const failed = await outbox.failed();
    expect(failed).toHaveLength(1);
    expect(failed[0]).toMatchObject({ ...bad, error });
    expect(new Date(failed[0].failedAt).toISOString()).toBe(failed[0].failedAt);
    expect(await get<FailedOp[]>(`outbox-failed:${userId}`)).toEqual(failed);
    expect(onFailed).toHaveBeenCalledTimes(1);
    expect(onFailed).toHaveBeenCalledWith(failed);
    expect(onSynced).toHaveBeenCalledWith(["user_settings"], 1);

    await outbox.clearFailed();
    expect(await outbox.failed()).toEqual([]);
  });

  it("queues while offline without calling fetch, and sends once online", async () => {
    const userId = newUserId();
    const outbox = new Outbox(userId, queryClient);
    nav.onLine = false;

    const op = await outbox.mutate(setting(userId, { theme: "dark" }));
    await outbox.flush();
    await new Promise((r) => setTimeout(r, 20));

    expect(fakeFetch).not.toHaveBeenCalled();
    expect(await outbox.pending()).toEqual([op]);

    nav.onLine = true;
    await outbox.flush();

    expect(fakeFetch).toHaveBeenCalledTimes(1);
    expect(requests[0].body.ops).toEqual([withoutRetries(op)]);
    expect(await outbox.pending()).toEqual([]);
  });

  it("keeps the queue unchanged (retries 0) on a network failure and on a 401", async () => {
    const userId = newUserId();
    const onFailed = vi.fn();
    const outbox = new Outbox(userId, queryClient, { onFailed });
    const queued = await queueOffline(outbox, [setting(userId, { theme: "dark" }), setting(userId, { language: "bn" })]);

    handler = () => {
      throw new TypeError("Failed to fetch");
    };
    await expect(outbox.flush()).resolves.toBeUndefined();
    expect(requests).toHaveLength(1);
    expect(await outbox.pending()).toEqual(queued);

    handler = () => json(401, { error: { code: "unauthorized", message: "Sign in again" } });
    await expect(outbox.flush()).resolves.toBeUndefined();
    expect(requests).toHaveLength(2);
    expect(await outbox.pending()).toEqual(queued);
    for (const op of await outbox.pending()) expect(op.retries).toBe(0);

    expect(await outbox.failed()).toEqual([]);
    expect(onFailed).not.toHaveBeenCalled();

    // Once the network and the session are back, the same ops go out.
    handler = ackAll();
    await outbox.flush();
    expect(requests[2].body.ops).toEqual(queued.map(withoutRetries));
    expect(await outbox.pending()).toEqual([]);
  });

  it(`counts server errors and fails the op after MAX_SYNC_RETRIES (${MAX_SYNC_RETRIES})`, async () => {
    expect(MAX_SYNC_RETRIES).toBe(3);
    const userId = newUserId();
    const onFailed = vi.fn();
    const outbox = new Outbox(userId, queryClient, { onFailed });
    const [op] = await queueOffline(outbox, [setting(userId, { theme: "dark" })]);
    handler = () => json(500, { error: { code: "internal", message: "Something broke" } });

    for (let i = 1; i < MAX_SYNC_RETRIES; i++) {
      await outbox.flush();
      expect(requests).toHaveLength(i);
      expect(await outbox.pending()).toEqual([{ ...op, retries: i }]);
      expect(await outbox.failed()).toEqual([]);
      expect(onFailed).not.toHaveBeenCalled();
    }

    await outbox.flush();
    expect(requests).toHaveLength(MAX_SYNC_RETRIES);
    expect(await outbox.pending()).toEqual([]);
    const failed = await outbox.failed();
    expect(failed).toHaveLength(1);
    expect(failed[0]).toMatchObject({
      ...op,
      retries: MAX_SYNC_RETRIES,
      error: { code: "internal", message: "Something broke" },
    });
    expect(onFailed).toHaveBeenCalledTimes(1);
    expect(onFailed).toHaveBeenCalledWith(failed);

    // Nothing left to send.
    await outbox.flush();
    expect(requests).toHaveLength(MAX_SYNC_RETRIES);
  });

  it(`sends more than MAX_OPS_PER_SYNC (${MAX_OPS_PER_SYNC}) ops in ordered slices until the queue is empty`, async () => {
    expect(MAX_OPS_PER_SYNC).toBe(50);
    const userId = newUserId();
    const outbox = new Outbox(userId, queryClient);
    const count = 2 * MAX_OPS_PER_SYNC + 20;
    const queued = await queueOffline(
      outbox,
      Array.from({ length: count }, (_, i) => setting(userId, { timezone: `Zone/${i}` })),
    );
    expect(await outbox.pending()).toHaveLength(count);

    await outbox.flush();

    expect(requests.map((r) => r.body.ops.length)).toEqual([MAX_OPS_PER_SYNC, MAX_OPS_PER_SYNC, 20]);
    expect(requests.flatMap((r) => r.body.ops)).toEqual(queued.map(withoutRetries));
    expect(await outbox.pending()).toEqual([]);
  });

  it("shares one run between concurrent flush() calls (no op is posted twice)", async () => {
    const userId = newUserId();
    const outbox = new Outbox(userId, queryClient);
    const queued = await queueOffline(outbox, [setting(userId, { theme: "dark" }), setting(userId, { theme: "light" })]);
    const net = gate();
    handler = async (body) => {
      await net.promise;
      return ackAll()(body);
    };

    const p1 = outbox.flush();
    const p2 = outbox.flush();
    expect(p2).toBe(p1);
    await vi.waitFor(() => expect(requests).toHaveLength(1));
    // While the request is in flight: more flushes and a new op join the same run.
    const p3 = outbox.flush();
    expect(p3).toBe(p1);
    const late = await outbox.mutate(setting(userId, { language: "bn" }));
    expect(outbox.flush()).toBe(p1);
    expect(requests).toHaveLength(1);

    net.release();
    await Promise.all([p1, p2, p3]);
    await outbox.flush();

    const sent = requests.flatMap((r) => r.body.ops.map((op) => op.opId));
    expect(sent).toEqual([...queued, late].map((op) => op.opId));
    expect(new Set(sent).size).toBe(sent.length);
    expect(requests[0].body.ops).toEqual(queued.map(withoutRetries));
    expect(await outbox.pending()).toEqual([]);
  });

  it("keeps a separate queue per user", async () => {
    const alice = newUserId();
    const bob = newUserId();
    const a = new Outbox(alice, queryClient);
    const b = new Outbox(bob, queryClient);
    const [aOp] = await queueOffline(a, [setting(alice, { theme: "dark" })]);
    const [bOp] = await queueOffline(b, [setting(bob, { theme: "light" })]);

    expect(await a.pending()).toEqual([aOp]);
    expect(await b.pending()).toEqual([bOp]);

    await a.flush();
    expect(requests).toHaveLength(1);
    expect(requests[0].body.ops).toEqual([withoutRetries(aOp)]);
    expect(await a.pending()).toEqual([]);
    expect(await b.pending()).toEqual([bOp]);

    handler = (body) => json(200, { acks: body.ops.map((op) => ({ opId: op.opId, status: "rejected", error: { code: "x", message: "no" } })) });
    await b.flush();
    expect(await b.pending()).toEqual([]);
    expect(await b.failed()).toHaveLength(1);
    expect(await a.failed()).toEqual([]);
  });
});

describe("getDeviceId", () => {
  it("returns the same id on repeated calls and keeps it locally", () => {
    const id = getDeviceId();
    expect(id).toMatch(UUID_V7);
    expect(getDeviceId()).toBe(id);
    expect(getDeviceId()).toBe(id);
    expect(localStorage.getItem("deviceId")).toBe(id);
  });
});

describe("answers that do not settle an op", () => {
  it("an op the answer does not mention counts a retry, is not re-sent in a tight loop, and fails visibly at the limit", async () => {
    const userId = newUserId();
    const failed: FailedOp[][] = [];
    const outbox = new Outbox(userId, queryClient, { onFailed: (f) => failed.push(f) });
    const [op] = await queueOffline(outbox, [setting(userId, { theme: "dark" })]);
    handler = () => json(200, { acks: [] });
    for (let i = 1; i < MAX_SYNC_RETRIES; i++) {
      await outbox.flush();
      expect(requests).toHaveLength(i);
      expect((await outbox.pending())[0].retries).toBe(i);
    }
    await outbox.flush();
    expect(await outbox.pending()).toEqual([]);
    expect((await outbox.failed()).map((f) => f.opId)).toEqual([op.opId]);
    expect(failed).toHaveLength(1);
  });

  it("a 200 answer that is not JSON keeps the op and counts a retry", async () => {
    const userId = newUserId();
    const outbox = new Outbox(userId, queryClient);
    await queueOffline(outbox, [setting(userId, { theme: "dark" })]);
    handler = () => new Response("<html>Wi-Fi login</html>", { status: 200, headers: { "content-type": "text/html" } });
    await outbox.flush();
    expect(requests).toHaveLength(1);
    const [queued] = await outbox.pending();
    expect(queued.retries).toBe(1);
  });

  it("a write that failed on the server (write_failed) is retried before it is reported failed", async () => {
    const userId = newUserId();
    const outbox = new Outbox(userId, queryClient);
    await queueOffline(outbox, [setting(userId, { theme: "dark" })]);
    handler = (body) => json(200, { acks: body.ops.map((o) => ({ opId: o.opId, status: "rejected", error: { code: "write_failed", message: "D1 busy" } })) });
    await outbox.flush();
    expect((await outbox.pending())[0].retries).toBe(1);
    handler = ackAll();
    await outbox.flush();
    expect(await outbox.pending()).toEqual([]);
    expect(await outbox.failed()).toEqual([]);
  });
});

describe("refreshing after a sync", () => {
  const dose = (medicineId: string): NewOp => ({
    table: "adherence_logs",
    type: "insert",
    id: `log-${Math.random()}`,
    data: { medicine_id: medicineId, status: "taken" },
  });

  it("onSynced gets exactly the tables the answer names, side effects included", async () => {
    const userId = newUserId();
    const onSynced = vi.fn();
    const outbox = new Outbox(userId, queryClient, { onSynced });
    await queueOffline(outbox, [dose("m1")]);
    // A taken dose also changes the medicine's stock: the server says so, the client does not guess.
    handler = (body) => json(200, { acks: body.ops.map((op) => ({ opId: op.opId, status: "applied" })), tables: ["adherence_logs", "medicines"] });
    await outbox.flush();
    expect(onSynced).toHaveBeenCalledTimes(1);
    expect(onSynced).toHaveBeenCalledWith(["adherence_logs", "medicines"], 1);
  });

  it("adds the table of a refused op (its optimistic change must go); an answer without tables falls back to the applied ops' tables", async () => {
    const userId = newUserId();
    const onSynced = vi.fn();
    const outbox = new Outbox(userId, queryClient, { onSynced });
    const [, bad] = await queueOffline(outbox, [dose("m1"), setting(userId, { theme: "purple" })]);
    handler = (body) =>
      json(200, {
        acks: body.ops.map((op) =>
          op.opId === bad.opId
            ? { opId: op.opId, status: "rejected", error: { code: "validation_error", message: "no" } }
            : { opId: op.opId, status: "applied" },
        ),
        tables: ["adherence_logs", "medicines"],
      });
    await outbox.flush();
    expect(onSynced).toHaveBeenLastCalledWith(["adherence_logs", "medicines", "user_settings"], 1);

    // An older server: no tables in the answer.
    await queueOffline(outbox, [dose("m2")]);
    handler = (body) => json(200, { acks: body.ops.map((op) => ({ opId: op.opId, status: "applied" })) });
    await outbox.flush();
    expect(onSynced).toHaveBeenLastCalledWith(["adherence_logs"], 1);
  });

  it("a failed op tried again leaves the failed list for the end of the queue, shows again and is sent with its own op id", async () => {
    const userId = newUserId();
    const outbox = new Outbox(userId, queryClient);
    const [bad] = await queueOffline(outbox, [setting(userId, { theme: "dark" })]);
    handler = () => json(200, { acks: [{ opId: bad.opId, status: "rejected", error: { code: "write_failed", message: "D1 unavailable" } }], tables: [] });
    for (let i = 0; i < MAX_SYNC_RETRIES; i++) await outbox.flush();
    expect((await outbox.failed()).map((op) => op.opId)).toEqual([bad.opId]);

    const key = settingsQuery.key(userId, null);
    queryClient.setQueryData<UserSettings>(key, { ...DEFAULT_SETTINGS, user_id: userId, created_at: "", updated_at: "" });
    handler = ackAll();
    const notified = vi.fn();
    outbox.subscribe(notified);
    await outbox.retryFailed(bad.opId);
    await outbox.flush();

    expect(await outbox.failed()).toEqual([]);
    expect(await outbox.pending()).toEqual([]);
    expect(requests.at(-1)!.body.ops).toEqual([withoutRetries({ ...bad, retries: 0 })]);
    expect(queryClient.getQueryData<UserSettings>(key)?.theme).toBe("dark");
    expect(notified).toHaveBeenCalled();
  });

  it("a discarded failed op is gone for good and never sent; an unknown id changes nothing", async () => {
    const userId = newUserId();
    const outbox = new Outbox(userId, queryClient);
    const [bad, other] = await queueOffline(outbox, [setting(userId, { theme: "purple" }), setting(userId, { theme: "dark" })]);
    handler = (body) =>
      json(200, { acks: body.ops.map((op) => ({ opId: op.opId, status: "rejected", error: { code: "validation_failed", message: "Invalid" } })), tables: [] });
    await outbox.flush();
    expect(await outbox.failed()).toHaveLength(2);
    const sent = requests.length;

    await outbox.discardFailed(bad.opId);
    await outbox.discardFailed("no-such-op");
    await outbox.flush();

    expect((await outbox.failed()).map((op) => op.opId)).toEqual([other.opId]);
    expect(await outbox.pending()).toEqual([]);
    expect(requests).toHaveLength(sent);
  });
});
