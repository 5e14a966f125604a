// Fault tests against the real UserHub (issue 13, "Tests and figures"): an answer lost
// after its ops were applied, one queue sent by two tabs at once, a hub that goes away
// in the middle of a batch, and one that goes away after a batch committed in its
// storage but before it recorded the work that follows. After each: zero lost and zero duplicated rows (the
// stock a taken dose lowers is the tell of a double apply), one ledger row per op, and
// the hub's acknowledgement (GET /api/sync/acked, highestOpFor) naming the last op.
import { runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { uuidv7 } from "uuidv7";
import { describe, expect, it } from "vitest";
import type { AckStatus, Op, OpAck, SyncAckedResponse, SyncResponse } from "../../app/domain/sync/op";
import type { HubStores } from "../../durable-objects/hub-db";
import { userHub } from "../../durable-objects/user-hub-address";
import { call, newUser, rowOp } from "./helpers";
import { hubSql } from "./hub-sql";
import { heldInstants } from "./reminder-fixtures";

type User = Awaited<ReturnType<typeof newUser>>;

const STOCK = 100;
const DEVICE = "shared-phone";
const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);

const medicine = (id = uuidv7()) => rowOp("medicines", "insert", id, { name: `Medicine ${id.slice(-4)}`, stock_quantity: STOCK });
const taken = (medicineId: string, time: string) =>
  rowOp("adherence_logs", "insert", uuidv7(), { medicine_id: medicineId, status: "taken", scheduled_time: time, scheduled_date: yesterday });
const weight = (kg: number) => rowOp("health_metrics", "insert", uuidv7(), { metric_type: "weight", weight_kg: kg });
const symptom = () => rowOp("symptom_logs", "insert", uuidv7(), { symptom_type: "headache", severity: 3 });

/** A day's queue on one phone, in the order it was made: medicines, their doses taken, weights. */
function queueOf(n: number): Op[] {
  const ops: Op[] = [];
  let med = "";
  for (let i = 0; ops.length < n; i++) {
    const step = i % 4;
    if (step === 0) ops.push(medicine((med = uuidv7())));
    else if (step === 3) ops.push(weight(50 + i / 10));
    else ops.push(taken(med, step === 1 ? "08:00" : "20:00"));
  }
  return ops;
}

/** POST /api/sync from one tab of the device; the answer (the request must succeed). */
async function post(user: User, ops: Op[], tabId?: string): Promise<SyncResponse> {
  const res = await call("/api/sync", { method: "POST", cookie: user.cookie, json: { deviceId: DEVICE, tabId, syncId: uuidv7(), ops } });
  expect(res.status).toBe(200);
  return (await res.json()) as SyncResponse;
}

const statuses = (acks: OpAck[]) => acks.map((a) => a.status);
const all = (n: number, status: AckStatus) => Array.from({ length: n }, () => status);
/** What the outbox does with an ack: applied and duplicate leave the queue (app/platform/sync/outbox.ts). */
const leavesQueue = (ack: OpAck | undefined) => ack?.status === "applied" || ack?.status === "duplicate";

/** A count in `user`'s hub, where their ledger and records are. */
const count = async (user: { id: string }, sql: string, ...params: unknown[]) =>
  (await hubSql(user.id)
    .prepare(sql)
    .bind(...params)
    .first<{ n: number }>())!.n;

async function acked(user: { cookie?: string }, deviceId = DEVICE) {
  return call(`/api/sync/acked?deviceId=${encodeURIComponent(deviceId)}`, { cookie: user.cookie });
}
async function highestAcked(user: User, deviceId = DEVICE) {
  const res = await acked(user, deviceId);
  expect(res.status).toBe(200);
  return ((await res.json()) as SyncAckedResponse).highestOpId;
}

/** Every op is in the user's hub once: one ledger row each, each inserted row once, stock lowered once per taken dose. */
async function expectExactlyOnce(user: User, ops: Op[]) {
  const ledger = await hubSql(user.id).prepare("select op_id from sync_ops where user_id = ? and device_id = ?").bind(user.id, DEVICE).all<{ op_id: string }>();
  expect(ledger.results.map((r) => r.op_id).sort()).toEqual(ops.map((o) => o.opId).sort());
  for (const table of new Set(ops.map((o) => o.table))) {
    const inserted = ops.filter((o) => o.table === table && o.type === "insert").length;
    expect(await count(user, `select count(*) as n from ${table} where user_id = ?`, user.id), table).toBe(inserted);
  }
  const stock = await hubSql(user.id).prepare("select id, stock_quantity as s from medicines where user_id = ?").bind(user.id).all<{ id: string; s: number }>();
  for (const { id, s } of stock.results) {
    const doses = ops.filter((o) => o.table === "adherence_logs" && o.data.medicine_id === id).length;
    expect(s, `stock of ${id}`).toBe(STOCK - doses);
  }
  // The hub's word agrees, through the endpoint and the object itself (null: it holds none of the device's ops).
  const last = ops.length
    ? ops
        .map((o) => o.opId)
        .sort()
        .at(-1)
    : null;
  expect(await highestAcked(user)).toBe(last);
  expect(await userHub(env, user.id).highestOpFor(DEVICE)).toBe(last);
}

/**
 * Makes the user's hub go away (ctx.abort(), as an eviction or a crash would) right
 * after its `n`th op transaction of the next sync committed in its storage: the ops
 * before it are applied and ledgered, the rest never start, the request fails. The
 * next call meets a new instance, built from scratch, over the same storage.
 */
async function restartAfterTransactions(user: User, n: number) {
  await runInDurableObject(userHub(env, user.id), (hub, state) => {
    const stores = (hub as unknown as { stores: HubStores }).stores;
    let transactions = 0;
    stores.hub = new Proxy(stores.hub, {
      get(target, key) {
        if (key === "transaction")
          return (...args: Parameters<typeof target.transaction>) => {
            const result = target.transaction(...args);
            if (++transactions === n) state.abort("hub restarted mid-batch (test)");
            return result;
          };
        const value = Reflect.get(target, key);
        return typeof value === "function" ? value.bind(target) : value;
      },
    });
  });
}

describe("sync faults against the real UserHub", () => {
  it("ack lost after apply: the re-sent ops are acknowledged as duplicates, applied once, and leave the queue", async () => {
    const me = await newUser();
    const queue = queueOf(20);
    // An update too: a second apply of it would not show in row counts.
    const ops = [...queue, rowOp("medicines", "update", queue[0].id, { name: "Renamed once" })];
    const sent = await call("/api/sync", { method: "POST", cookie: me.cookie, json: { deviceId: DEVICE, ops } });
    expect(sent.status).toBe(200);
    await sent.arrayBuffer(); // the answer never reaches the phone

    const again = await post(me, ops);
    expect(statuses(again.acks)).toEqual(all(ops.length, "duplicate"));
    expect(again.tables).toEqual([]);
    expect(ops.every((op) => leavesQueue(again.acks.find((a) => a.opId === op.opId)))).toBe(true);
    await expectExactlyOnce(me, ops);
    const row = await hubSql(me.id).prepare("select name from medicines where id = ?").bind(ops[0].id).first<{ name: string }>();
    expect(row?.name).toBe("Renamed once");
  });

  it("a queue sent under another account's session (a shared phone) is refused whole: nothing applied, nothing in either ledger", async () => {
    const [ammu, abbu] = [await newUser(), await newUser()];
    const ops = queueOf(4);
    const res = await call("/api/sync", { method: "POST", cookie: abbu.cookie, json: { deviceId: DEVICE, forUser: ammu.id, ops } });
    expect(res.status).toBe(409);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("wrong_user");
    for (const user of [ammu, abbu]) {
      for (const op of ops) expect(await count(user, "select count(*) as n from sync_ops where op_id = ?", op.opId)).toBe(0);
      expect(await count(user, "select count(*) as n from medicines")).toBe(0);
      expect(await count(user, "select count(*) as n from adherence_logs")).toBe(0);
    }
    // Sent again under its own user's session, it is applied.
    const own = await call("/api/sync", { method: "POST", cookie: ammu.cookie, json: { deviceId: DEVICE, forUser: ammu.id, ops } });
    expect(own.status).toBe(200);
    await own.arrayBuffer();
    await expectExactlyOnce(ammu, ops);
  });

  it("duplicate replay from two tabs: each op applied once across both, a duplicate in the other", async () => {
    const me = await newUser();
    const ops = queueOf(50);
    // Tab A sends the queue in one request; tab B, started at the same moment, in three slices.
    const [a, ...b] = await Promise.all([
      post(me, ops, "tab-a"),
      (async () => [await post(me, ops.slice(0, 20), "tab-b"), await post(me, ops.slice(20, 40), "tab-b"), await post(me, ops.slice(40), "tab-b")])(),
    ]).then(([one, slices]) => [one, ...slices]);
    const tabB = b.flatMap((r) => r.acks);
    expect(tabB).toHaveLength(50);
    for (const op of ops) {
      const both = [a.acks.find((x) => x.opId === op.opId)?.status, tabB.find((x) => x.opId === op.opId)?.status].sort();
      expect(both, op.opId).toEqual(["applied", "duplicate"]);
    }
    await expectExactlyOnce(me, ops);
  });

  it("hub restarted mid-batch: what it kept is a whole prefix of the batch, and the replay loses nothing and doubles nothing", async () => {
    const me = await newUser();
    // The hub goes away right after the tenth op's transaction (a medicine with its reminder and taken doses, weights).
    const med = uuidv7();
    const head = [
      medicine(med),
      rowOp("medicine_reminders", "insert", uuidv7(), { medicine_id: med, reminder_time: "08:00" }),
      taken(med, "08:00"),
      taken(med, "20:00"),
      ...Array.from({ length: 6 }, (_, i) => weight(60 + i)),
    ];
    const tail = Array.from({ length: 40 }, (_, i) => (i % 2 ? symptom() : weight(70 + i / 10)));
    const ops = [...head, ...tail];
    await restartAfterTransactions(me, head.length);
    const failed = await call("/api/sync", { method: "POST", cookie: me.cookie, json: { deviceId: DEVICE, ops } });
    expect(failed.status).toBe(500);
    expect(await failed.json()).toEqual({ error: { code: "internal_error", message: "Something went wrong" } });
    // The hub's storage keeps what it committed before it went away: the ops of the
    // batch up to some point (none past the tenth), each with its ledger row and its change.
    const kept = await count(me, "select count(*) as n from sync_ops where user_id = ?", me.id);
    expect(kept).toBeLessThanOrEqual(head.length);
    const prefix = ops.slice(0, kept);
    await expectExactlyOnce(me, prefix);
    for (const table of new Set(ops.map((o) => o.table))) {
      const inserted = prefix.filter((o) => o.table === table).length;
      expect(await count(me, `select count(*) as n from ${table}`), table).toBe(inserted);
    }

    // The client kept its queue (a server error) and sends the whole batch again.
    const replay = await post(me, ops);
    expect(statuses(replay.acks)).toEqual([...all(kept, "duplicate"), ...all(ops.length - kept, "applied")]);
    await expectExactlyOnce(me, ops);
    // The work that follows is done (reminder schedule, achievements).
    await userHub(env, me.id).followUpsDone();
    expect((await heldInstants(me.id)).some((h) => h.kind === "medicine" && h.key.endsWith("T08:00"))).toBe(true);
    expect(await count(me, "select count(*) as n from achievements where user_id = ? and achievement_name = 'first-dose'", me.id)).toBe(1);
  });

  it("hub gone after a batch committed and before its follow-up work was recorded: the replay's duplicates do that work", async () => {
    const me = await newUser();
    const med = uuidv7();
    const ops = [medicine(med), rowOp("medicine_reminders", "insert", uuidv7(), { medicine_id: med, reminder_time: "08:00" }), taken(med, "08:00"), weight(61)];
    // The batch's writes reach disk, then the hub goes away instead of recording the work that follows.
    await runInDurableObject(userHub(env, me.id), (hub, state) => {
      const followUps = (hub as unknown as { followUps: { record: (...args: unknown[]) => Promise<void> } }).followUps;
      followUps.record = async () => {
        await state.storage.sync();
        state.abort("hub went away before recording its follow-up (test)");
      };
    });
    const failed = await call("/api/sync", { method: "POST", cookie: me.cookie, json: { deviceId: DEVICE, ops } });
    expect(failed.status).toBe(500);
    await failed.arrayBuffer();
    // Applied and ledgered, its work recorded by no one.
    await expectExactlyOnce(me, ops);
    const recordedWork = await runInDurableObject(userHub(env, me.id), (_, state) => {
      const sql = state.storage.sql;
      if (!sql.exec("SELECT name FROM sqlite_master WHERE name = 'follow_ups'").toArray().length) return 0;
      return sql.exec<{ n: number }>("SELECT count(*) AS n FROM follow_ups").one().n;
    });
    expect(recordedWork).toBe(0);
    expect(await count(me, "select count(*) as n from achievements")).toBe(0);
    expect(await heldInstants(me.id)).toEqual([]);

    const replay = await post(me, ops);
    expect(statuses(replay.acks)).toEqual(all(ops.length, "duplicate"));
    await expectExactlyOnce(me, ops);
    await userHub(env, me.id).followUpsDone();
    expect((await heldInstants(me.id)).some((h) => h.kind === "medicine" && h.key.endsWith("T08:00"))).toBe(true);
    expect(await count(me, "select count(*) as n from achievements where user_id = ? and achievement_name = 'first-dose'", me.id)).toBe(1);
  });

  it("highestOpFor waits for a batch in flight and answers its last op", async () => {
    const me = await newUser();
    const ops = queueOf(30);
    const [res, highest] = await runInDurableObject(userHub(env, me.id), (hub) =>
      Promise.all([hub.applyOps({ deviceId: DEVICE }, ops), hub.highestOpFor(DEVICE)]),
    );
    expect(statuses(res.acks)).toEqual(all(30, "applied"));
    expect(highest).toBe(ops.at(-1)!.opId);
  });
});

describe("GET /api/sync/acked", () => {
  it("counts only the session user's ops, even on the same device id", async () => {
    const alice = await newUser();
    const bob = await newUser();
    const carol = await newUser();
    const hers = queueOf(8);
    await post(alice, hers);
    // Bob's ops on the same phone are newer than all of Alice's.
    const his = queueOf(4);
    await post(bob, his);
    expect(await highestAcked(alice)).toBe(hers.at(-1)!.opId);
    expect(await highestAcked(bob)).toBe(his.at(-1)!.opId);
    expect(await highestAcked(carol)).toBeNull();
    // Another device of Alice's has its own answer.
    expect(await highestAcked(alice, "another-phone")).toBeNull();
  });

  it("needs a session and a device id by the sync's rules", async () => {
    const res = await acked({});
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ error: { code: "unauthorized" } });
    const me = await newUser();
    for (const path of ["/api/sync/acked", "/api/sync/acked?deviceId=", `/api/sync/acked?deviceId=${"x".repeat(65)}`]) {
      const bad = await call(path, { cookie: me.cookie });
      expect(bad.status, path).toBe(400);
      expect(await bad.json()).toMatchObject({ error: { code: "validation_error" } });
    }
  });
});
