// Background Sync's sender (app/platform/sync/sw-outbox.ts) and the settle rule it shares with
// the page's outbox (app/platform/sync/outbox-settle.ts, outbox-queue.ts): the worker sends a
// user's queue in slices with this device's id, settles answers exactly as the page
// does, keeps everything when the network fails (and fails, so the browser retries),
// and with a tab sending the same queue at once nothing is lost, resurrected or listed
// as failed twice. fake-indexeddb stands in for IndexedDB, a fake fetch for /api/sync.
import "fake-indexeddb/auto";
import { get, set } from "idb-keyval";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MAX_OPS_PER_SYNC, MAX_SYNC_RETRIES, type Op, type OpAck } from "~/domain/sync/op";
import type { FailedOp, QueuedOp } from "~/platform/sync/outbox";
import { DEVICE_ID_KEY, failedKey, queueKey, settleQueue, syncTag, userOfSyncTag, workerMaySendKey } from "~/platform/sync/outbox-queue";
import { applySettlement, BAD_RESPONSE, refreshedTables, settleSlice } from "~/platform/sync/outbox-settle";
import { sendQueue, SW_DEVICE_ID } from "~/platform/sync/sw-outbox";

let seq = 0;
/** A user using the app here: the worker may send their queue (readwrite transactions on one store run in order, so this lands before the test's own writes). */
const newUserId = () => {
  const id = `bg-user-${++seq}-${Math.random().toString(36).slice(2, 8)}`;
  void set(workerMaySendKey(id), true);
  return id;
};
const queued = (n: number, retries = 0): QueuedOp => ({
  opId: `op-${String(n).padStart(4, "0")}`,
  table: "step_logs",
  type: "insert",
  id: `row-${n}`,
  data: { steps: n },
  clientTime: "2025-01-01T00:00:00.000Z",
  retries,
});
const NOW = "2025-01-02T00:00:00.000Z";
const ack = (op: Op, status: OpAck["status"], code?: string): OpAck => ({ opId: op.opId, status, ...(code ? { error: { code, message: code } } : {}) });

describe("settleSlice (the rule both senders use)", () => {
  it("applied and duplicate leave; refused goes to the failed list; write_failed and unanswered count a retry", () => {
    const ops = [queued(1), queued(2), queued(3), queued(4), queued(5)];
    const s = settleSlice(
      ops,
      [ack(ops[0], "applied"), ack(ops[1], "duplicate"), ack(ops[2], "rejected", "invalid"), ack(ops[3], "rejected", "write_failed")],
      BAD_RESPONSE,
      NOW,
    );
    expect(s.applied.map((o) => o.opId)).toEqual([ops[0].opId]);
    expect(s.done.map((o) => o.opId)).toEqual([ops[0].opId, ops[1].opId]);
    expect(s.failed).toEqual([{ ...ops[2], error: { code: "invalid", message: "invalid" }, failedAt: NOW }]);
    expect([...s.retried.values()].map((o) => [o.opId, o.retries])).toEqual([
      [ops[3].opId, 1],
      [ops[4].opId, 1],
    ]);
    expect([...s.leaving].sort()).toEqual([ops[0].opId, ops[1].opId, ops[2].opId]);
  });

  it(`an op failing its ${MAX_SYNC_RETRIES}th time moves to the failed list with the reason`, () => {
    const op = queued(1, MAX_SYNC_RETRIES - 1);
    const s = settleSlice([op], [], BAD_RESPONSE, NOW);
    expect(s.failed).toEqual([{ ...op, retries: MAX_SYNC_RETRIES, error: BAD_RESPONSE, failedAt: NOW }]);
    expect(s.leaving.has(op.opId)).toBe(true);
  });
});

describe("refreshedTables (what open tabs refetch after an answer)", () => {
  const op = (n: number, table: string): QueuedOp => ({ ...queued(n), table });
  const ops = [op(1, "step_logs"), op(2, "sleep_logs"), op(3, "symptom_logs"), op(4, "weight_logs")];
  const s = settleSlice(ops, [ack(ops[0], "applied"), ack(ops[1], "duplicate"), ack(ops[2], "rejected", "invalid")], BAD_RESPONSE, NOW);

  it("the answer's tables, and the tables of ops that left unapplied (a duplicate's, a refused op's); not an op still waiting", () => {
    expect(refreshedTables(s, ["step_logs", "achievements"]).sort()).toEqual(["achievements", "sleep_logs", "step_logs", "symptom_logs"]);
  });

  it("an answer naming no tables (an older server): the applied ops' own", () => {
    expect(refreshedTables(s, null).sort()).toEqual(["sleep_logs", "step_logs", "symptom_logs"]);
  });
});

describe("applySettlement (writing it to the queue as it is now)", () => {
  const ops = [queued(1), queued(2), queued(3)];
  const s = settleSlice(ops, [ack(ops[0], "applied"), ack(ops[1], "rejected", "invalid")], BAD_RESPONSE, NOW);

  it("keeps the rest of the queue in order, the retried op counted, and ops queued since untouched", () => {
    const later = queued(9);
    const next = applySettlement([...ops, later], [], s);
    expect(next.queue).toEqual([{ ...ops[2], retries: 1 }, later]);
    expect(next.failed.map((o) => o.opId)).toEqual([ops[1].opId]);
  });

  it("does not bring back or fail an op another sender settled meanwhile", () => {
    // A tab already took ops 1 and 2 out: the worker's stale answer changes nothing for them.
    const next = applySettlement([ops[2]], [], s);
    expect(next.queue).toEqual([{ ...ops[2], retries: 1 }]);
    expect(next.failed).toEqual([]);
  });

  it("never lists one op as failed twice", () => {
    const listed: FailedOp = { ...ops[1], error: { code: "invalid", message: "invalid" }, failedAt: NOW };
    expect(applySettlement(ops, [listed], s).failed).toEqual([listed]);
  });
});

describe("sync tags", () => {
  it("name the user whose queue to send", () => {
    expect(userOfSyncTag(syncTag("u-1"))).toBe("u-1");
    expect(userOfSyncTag("outbox-")).toBeNull();
    expect(userOfSyncTag("something-else")).toBeNull();
  });
});

// ---- the worker's sender, against a fake /api/sync ---------------------------

interface SyncBody {
  deviceId: string;
  tabId?: string;
  forUser?: string;
  ops: Op[];
}
let bodies: SyncBody[];
let handler: (body: SyncBody) => Response | Promise<Response>;
const json = (status: number, data: unknown) => new Response(JSON.stringify(data), { status, headers: { "content-type": "application/json" } });
const ackAll = (body: SyncBody) => json(200, { acks: body.ops.map((o) => ({ opId: o.opId, status: "applied" })), tables: ["step_logs"] });

beforeEach(() => {
  bodies = [];
  handler = ackAll;
  vi.stubGlobal(
    "fetch",
    vi.fn(async (_url: string, init?: RequestInit) => {
      const body = JSON.parse(String(init?.body)) as SyncBody;
      bodies.push(body);
      return handler(body);
    }),
  );
});
afterEach(() => vi.unstubAllGlobals());

describe("sendQueue (Background Sync in the service worker)", () => {
  it("sends nothing of a user who is not using the app here (logged out, switched away): the queue waits for them", async () => {
    const userId = newUserId();
    const ops = [queued(1)];
    await set(queueKey(userId), ops);
    await set(workerMaySendKey(userId), undefined);
    expect(await sendQueue(userId)).toBe(0);
    expect(bodies).toEqual([]);
    expect(await get(queueKey(userId))).toEqual(ops);
  });

  it("names the queue's user; the server's 'wrong_user' (another account's session) keeps the queue as it was", async () => {
    const userId = newUserId();
    const ops = [queued(1), queued(2)];
    await set(queueKey(userId), ops);
    handler = () => json(409, { error: { code: "wrong_user", message: "These changes belong to another account on this device" } });
    expect(await sendQueue(userId)).toBe(0);
    expect(bodies.map((b) => b.forUser)).toEqual([userId]);
    expect(await get(queueKey(userId))).toEqual(ops);
    expect(await get(failedKey(userId))).toBeUndefined();
  });

  it(`sends the whole queue in slices of ${MAX_OPS_PER_SYNC} with this device's id, and empties it`, async () => {
    const userId = newUserId();
    const ops = Array.from({ length: MAX_OPS_PER_SYNC + 3 }, (_, i) => queued(i));
    await set(queueKey(userId), ops);
    await set(DEVICE_ID_KEY, "device-abc");
    const told: string[][] = [];
    expect(await sendQueue(userId, (tables) => told.push(tables))).toBe(ops.length);
    // Each answer's tables, for the open tabs to refetch (app/sw.ts).
    expect(told).toEqual([["step_logs"], ["step_logs"]]);
    expect(bodies.map((b) => b.ops.length)).toEqual([MAX_OPS_PER_SYNC, 3]);
    expect(bodies.every((b) => b.deviceId === "device-abc" && b.tabId === undefined)).toBe(true);
    // Sent as ops: the outbox's retry count stays on the device.
    expect(bodies[0].ops[0]).not.toHaveProperty("retries");
    expect(bodies.flatMap((b) => b.ops.map((o) => o.opId))).toEqual(ops.map((o) => o.opId));
    expect(await get(queueKey(userId))).toEqual([]);
  });

  it("without a device id from the page it sends as the service worker", async () => {
    const userId = newUserId();
    await set(queueKey(userId), [queued(1)]);
    const { del } = await import("idb-keyval");
    await del(DEVICE_ID_KEY);
    await sendQueue(userId);
    expect(bodies[0].deviceId).toBe(SW_DEVICE_ID);
  });

  it("offline: keeps every op as it was and fails, so the browser runs the sync again", async () => {
    const userId = newUserId();
    const ops = [queued(1), queued(2)];
    await set(queueKey(userId), ops);
    handler = () => {
      throw new TypeError("Failed to fetch");
    };
    await expect(sendQueue(userId)).rejects.toThrow();
    expect(await get(queueKey(userId))).toEqual(ops);
  });

  it("a server error counts a retry, as the page does, and fails for a later try", async () => {
    const userId = newUserId();
    await set(queueKey(userId), [queued(1)]);
    handler = () => json(503, { error: { code: "unavailable", message: "busy" } });
    await expect(sendQueue(userId)).rejects.toThrow();
    expect(await get(queueKey(userId))).toEqual([queued(1, 1)]);
  });

  it("signed out (401): stops and keeps the queue for the next sign-in", async () => {
    const userId = newUserId();
    await set(queueKey(userId), [queued(1)]);
    handler = () => json(401, { error: { code: "unauthorized", message: "no session" } });
    expect(await sendQueue(userId)).toBe(0);
    expect(await get(queueKey(userId))).toEqual([queued(1)]);
  });

  it("a refused op goes to the failed list, not away", async () => {
    const userId = newUserId();
    const ops = [queued(1), queued(2)];
    await set(queueKey(userId), ops);
    handler = (body) => json(200, { acks: [ack(body.ops[0], "applied"), ack(body.ops[1], "rejected", "invalid")], tables: [] });
    const told: string[][] = [];
    expect(await sendQueue(userId, (tables) => told.push(tables))).toBe(1);
    // Its optimistic change must go from open tabs.
    expect(told).toEqual([["step_logs"]]);
    expect(await get(queueKey(userId))).toEqual([]);
    expect(await get<FailedOp[]>(failedKey(userId))).toEqual([{ ...ops[1], error: { code: "invalid", message: "invalid" }, failedAt: expect.any(String) }]);
  });

  it("after Log Out cleared the queue, a late run writes nothing of the user back", async () => {
    const userId = newUserId();
    const s = settleSlice([queued(1)], [ack(queued(1), "rejected", "invalid")], BAD_RESPONSE, NOW);
    expect(await settleQueue(userId, s)).toEqual([]);
    expect(await get(queueKey(userId))).toBeUndefined();
    expect(await get(failedKey(userId))).toBeUndefined();
    expect(await sendQueue(userId)).toBe(0);
    expect(bodies).toEqual([]);
  });

  it("a tab and the worker sending the same queue at once: applied once, nothing lost, resurrected or failed twice", async () => {
    const userId = newUserId();
    const ops = [queued(1), queued(2), queued(3)];
    await set(queueKey(userId), ops);
    // The hub's ledger: the first sender applies, the second gets `duplicate`; op 3 is refused for both.
    const ledger = new Set<string>();
    const applied: string[] = [];
    handler = async (body) => {
      await new Promise((r) => setTimeout(r, 5));
      const acks = body.ops.map((o) => {
        if (o.opId === ops[2].opId) return ack(o, "rejected", "invalid");
        if (ledger.has(o.opId)) return ack(o, "duplicate");
        ledger.add(o.opId);
        applied.push(o.opId);
        return ack(o, "applied");
      });
      return json(200, { acks, tables: [] });
    };
    // The tab's run settles through the same functions as the page's outbox.
    const tabRun = (async () => {
      const slice = (await get<QueuedOp[]>(queueKey(userId)))!;
      const res = await fetch("/api/sync", { method: "POST", body: JSON.stringify({ deviceId: "d", ops: slice }) });
      const { acks } = (await res.json()) as { acks: OpAck[] };
      return settleQueue(userId, settleSlice(slice, acks, BAD_RESPONSE, NOW));
    })();
    // Meanwhile the user adds one more change: it must survive both settlements.
    const later = queued(4);
    const { update } = await import("idb-keyval");
    await update<QueuedOp[]>(queueKey(userId), (q) => [...(q ?? []), later]);
    const [, tabFailed] = await Promise.all([sendQueue(userId), tabRun]);

    expect(applied.sort()).toEqual([ops[0].opId, ops[1].opId, later.opId].sort());
    expect(await get(queueKey(userId))).toEqual([]);
    const failed = (await get<FailedOp[]>(failedKey(userId)))!;
    expect(failed.map((f) => f.opId)).toEqual([ops[2].opId]);
    // Whichever settled first moved it; the other moved nothing.
    expect(tabFailed.length).toBeLessThanOrEqual(1);
  });
});
