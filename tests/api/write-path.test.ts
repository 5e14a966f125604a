// The one write path: UserHub applies each op exactly once, scoped to the session's user.
import { runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { drizzle } from "drizzle-orm/d1";
import { describe, expect, it, vi } from "vitest";
import { uuidv7 } from "uuidv7";
import type { OpAck, SyncResponse } from "../../app/domain/sync/op";
import { applyOps } from "../../durable-objects/apply-ops";
import { hubDb } from "../../durable-objects/hub-db";
import { userHub } from "../../durable-objects/user-hub-address";
import { call, newUser, readOne, rowOp, settingsOp, sync } from "./helpers";
import { hubSql } from "./hub-sql";

async function answer(res: Response): Promise<SyncResponse> {
  expect(res.status).toBe(200);
  return (await res.json()) as SyncResponse;
}

async function acks(res: Response): Promise<OpAck[]> {
  return (await answer(res)).acks;
}

/** A socket on the user's hub, collecting the change notices it receives. */
async function listen(cookie: string, tab?: string) {
  const res = await call(`/api/realtime${tab ? `?tab=${tab}` : ""}`, { cookie, headers: { upgrade: "websocket" } });
  expect(res.status).toBe(101);
  const ws = res.webSocket!;
  ws.accept();
  const notices: unknown[] = [];
  let wake = () => {};
  ws.addEventListener("message", (e: MessageEvent) => {
    notices.push(JSON.parse(String(e.data)));
    wake();
  });
  /** Resolves once `n` notices arrived. */
  const received = (n: number) =>
    new Promise<unknown[]>((resolve) => {
      wake = () => notices.length >= n && resolve(notices);
      wake();
    });
  return { ws, notices, received };
}

/** A count in `userId`'s hub (their ledger and records live there). */
const count = async (userId: string, sql: string, ...params: unknown[]) =>
  (await hubSql(userId)
    .prepare(sql)
    .bind(...params)
    .first<{ n: number }>())!.n;

describe("the write path", () => {
  it("applies an op once; a replay is a duplicate and changes nothing", async () => {
    const { id, cookie } = await newUser();
    const op = settingsOp(id, { font_size: "large" });
    expect(await acks(await sync(cookie, [op]))).toEqual([{ opId: op.opId, status: "applied" }]);
    expect(await count(id, "select count(*) as n from sync_ops where user_id = ?", id)).toBe(1);

    expect(await acks(await sync(cookie, [op]))).toEqual([{ opId: op.opId, status: "duplicate" }]);
    expect(await count(id, "select count(*) as n from sync_ops where user_id = ?", id)).toBe(1);
    expect(await count(id, "select count(*) as n from user_settings where user_id = ?", id)).toBe(1);

    // A later change, then a replay of the old op: the old value does not come back.
    await sync(cookie, [settingsOp(id, { font_size: "small" })]);
    await sync(cookie, [op]);
    const row = await hubSql(id).prepare("select font_size from user_settings where user_id = ?").bind(id).first<{ font_size: string }>();
    expect(row?.font_size).toBe("small");
  });

  it("rejects an op aimed at another user's row and leaves that row alone", async () => {
    const alice = await newUser();
    const bob = await newUser();
    await readOne("settings", null, bob.cookie);
    const op = settingsOp(bob.id, { theme: "dark" });
    const [ack] = await acks(await sync(alice.cookie, [op]));
    expect(ack).toMatchObject({ opId: op.opId, status: "rejected", error: { code: "forbidden" } });
    const bobs = (await readOne<{ theme: string }>("settings", null, bob.cookie)).data!;
    expect(bobs.theme).toBe("system");
    // Neither ledger holds the refused op.
    expect(await count(alice.id, "select count(*) as n from sync_ops where op_id = ?", op.opId)).toBe(0);
    expect(await count(bob.id, "select count(*) as n from sync_ops where op_id = ?", op.opId)).toBe(0);
  });

  it("rejects invalid data with its zod message, field by field", async () => {
    const { id, cookie } = await newUser();
    const [ack] = await acks(await sync(cookie, [settingsOp(id, { theme: "purple", health_tips: "yes" })]));
    expect(ack.status).toBe("rejected");
    expect(ack.error?.code).toBe("validation_error");
    expect(ack.error?.fields?.theme).toMatch(/light|dark|system/);
    expect(ack.error?.fields?.health_tips).toMatch(/boolean/i);
    const [unknownField] = await acks(await sync(cookie, [settingsOp(id, { user_id: "someone-else" })]));
    expect(unknownField.status).toBe("rejected");
    const [unknownTable] = await acks(await sync(cookie, [{ ...settingsOp(id, {}), table: "user" }]));
    expect(unknownTable).toMatchObject({ status: "rejected", error: { code: "unknown_table" } });
    // Names every object has are no table of ours either (the lookup is own-keys only).
    for (const table of ["__proto__", "constructor", "toString", "hasOwnProperty", "valueOf"]) {
      const [ack] = await acks(await sync(cookie, [{ ...settingsOp(id, {}), table }]));
      expect(ack, table).toMatchObject({ status: "rejected", error: { code: "unknown_table" } });
    }
  });

  it("the ledger is per user: another user's op with the same op id is applied, not a duplicate", async () => {
    const alice = await newUser();
    const bob = await newUser();
    const opId = uuidv7();
    const [a] = await acks(await sync(alice.cookie, [{ ...settingsOp(alice.id, { theme: "dark" }), opId }]));
    expect(a.status).toBe("applied");
    const [b] = await acks(await sync(bob.cookie, [{ ...settingsOp(bob.id, { theme: "light" }), opId }]));
    expect(b.status).toBe("applied");
    const theme = (userId: string) => hubSql(userId).prepare("select theme from user_settings where user_id = ?").bind(userId).first<{ theme: string }>();
    expect((await theme(bob.id))?.theme).toBe("light");
    expect((await theme(alice.id))?.theme).toBe("dark");
    // Each user's replay is still a duplicate of their own op.
    expect((await acks(await sync(bob.cookie, [{ ...settingsOp(bob.id, { theme: "dark" }), opId }])))[0].status).toBe("duplicate");
  });

  it("a time zone must be one the runtime knows", async () => {
    const { id, cookie } = await newUser();
    const [bad] = await acks(await sync(cookie, [settingsOp(id, { timezone: "Mars/Olympus_Mons" })]));
    expect(bad).toMatchObject({ status: "rejected", error: { fields: { timezone: "validation.invalidTimezone" } } });
    const [good] = await acks(await sync(cookie, [settingsOp(id, { timezone: "Europe/London" })]));
    expect(good.status).toBe("applied");
  });

  it("a medicine's image_url is our image path and nothing else", async () => {
    const { cookie } = await newUser();
    for (const image_url of ["/api/health", "/api/medicines/../data/delete-all", "javascript:alert(1)", "https://evil.example/x.png"]) {
      const [ack] = await acks(await sync(cookie, [rowOp("medicines", "insert", uuidv7(), { name: "Napa", image_url })]));
      expect(ack.status, image_url).toBe("rejected");
    }
  });

  it("handles each op of a request on its own, in order", async () => {
    const { id, cookie } = await newUser();
    const ops = [settingsOp(id, { theme: "light" }), settingsOp(id, { theme: "nope" }), settingsOp(id, { language: "bn" })];
    expect((await acks(await sync(cookie, ops))).map((a) => a.status)).toEqual(["applied", "rejected", "applied"]);
    const row = await hubSql(id).prepare("select theme, language from user_settings where user_id = ?").bind(id).first();
    expect(row).toEqual({ theme: "light", language: "bn" });
  });

  it("a batch that fails leaves no ledger row", async () => {
    // The settings row's write fails inside the op's transaction, after its ledger row
    // (triggers this test puts in the hub raise): nothing of the transaction commits.
    const { id } = await newUser();
    const settingsRows = () => count(id, "select count(*) as n from user_settings where user_id = ?", id);
    const before = await settingsRows();
    const op = settingsOp(id, { theme: "dark" });
    const [ack] = await runInDurableObject(userHub(env, id), async (_hub, state) => {
      for (const event of ["insert", "update"]) {
        state.storage.sql.exec(`create trigger refuse_${event} before ${event} on user_settings begin select raise(abort, 'constraint refused by test'); end`);
      }
      try {
        return await applyOps({ hub: hubDb(state.storage), d1: drizzle(env.DB) }, id, "device", [op]);
      } finally {
        for (const event of ["insert", "update"]) state.storage.sql.exec(`drop trigger refuse_${event}`);
      }
    });
    expect(ack).toMatchObject({ status: "rejected", error: { code: "write_failed", message: "The change could not be saved" } });
    // The database's own text (table, constraint) stays in the log.
    expect(JSON.stringify(ack)).not.toMatch(/D1_|SQLITE|constraint|refused|user_settings/i);
    expect(await count(id, "select count(*) as n from sync_ops where op_id = ?", op.opId)).toBe(0);
    expect(await settingsRows()).toBe(before);
    expect(await count(id, "select count(*) as n from user_settings where theme = 'dark'")).toBe(0);
  });

  it("answers which tables the applied ops changed, side effects included", async () => {
    const { id, cookie } = await newUser();
    const medicine = uuidv7();
    const insert = rowOp("medicines", "insert", medicine, { name: "Napa", stock_quantity: 10 });
    expect((await answer(await sync(cookie, [insert]))).tables).toEqual(["medicines"]);
    // A taken dose also changes the medicine's stock; the refused op adds nothing.
    const taken = rowOp("adherence_logs", "insert", uuidv7(), {
      medicine_id: medicine,
      status: "taken",
      scheduled_time: "08:00",
      scheduled_date: "2026-01-05",
    });
    const refused = settingsOp(id, { theme: "purple" });
    const res = await answer(await sync(cookie, [taken, refused]));
    expect(res.acks.map((a) => a.status)).toEqual(["applied", "rejected"]);
    expect(res.tables).toEqual(["adherence_logs", "medicines"]);
    // A replay changes nothing.
    expect(await answer(await sync(cookie, [taken]))).toEqual({ acks: [{ opId: taken.opId, status: "duplicate" }], tables: [] });
  });

  it("the change notice names the sender: device, tab and request", async () => {
    const { id, cookie } = await newUser();
    const { ws, received } = await listen(cookie);
    const source = { deviceId: "phone", tabId: uuidv7(), syncId: uuidv7() };
    const op = settingsOp(id, { lab_alerts: false });
    const res = await call("/api/sync", { method: "POST", cookie, json: { ...source, ops: [op] } });
    expect((await answer(res)).tables).toEqual(["user_settings"]);
    expect(await received(1)).toEqual([{ type: "changed", tables: ["user_settings"], source }]);
    ws.close();
  });

  it("the notice of a sync skips the tab that sent it (its answer refreshed it) and reaches the user's other tabs", async () => {
    const { id, cookie } = await newUser();
    const sender = uuidv7();
    const mine = await listen(cookie, sender);
    const other = await listen(cookie, uuidv7());
    const res = await call("/api/sync", {
      method: "POST",
      cookie,
      json: { deviceId: "phone", tabId: sender, syncId: uuidv7(), ops: [settingsOp(id, { theme: "dark" })] },
    });
    expect((await answer(res)).tables).toEqual(["user_settings"]);
    // Then a sync from elsewhere: a socket's notices arrive in order, so once the sender's
    // socket has this one, it would have had its own before it.
    await sync(cookie, [settingsOp(id, { theme: "light" })], "laptop");
    const devices = (notices: unknown[]) => notices.map((n) => (n as { source: { deviceId: string } }).source.deviceId);
    expect(devices(await other.received(2))).toEqual(["phone", "laptop"]);
    const heard = await mine.received(1);
    await vi.waitFor(() => expect(devices(heard)).toContain("laptop"));
    expect(devices(heard)).toEqual(["laptop"]);
    mine.ws.close();
    other.ws.close();
  });

  it("applies two parallel syncs of a user one after the other, in the order they reached the hub", async () => {
    const { id } = await newUser();
    // Each batch ends on its own theme: the one applied second decides the final one.
    const batch = (last: string) =>
      Array.from({ length: 20 }, (_, i) => settingsOp(id, { theme: i === 19 ? last : "system", font_size: i % 2 ? "large" : "small" }));
    const hub = env.USER_HUB.get(env.USER_HUB.idFromName(id));
    // Both calls start inside the hub at once: the second arrives while the first awaits.
    const [a, b] = await runInDurableObject(hub, (instance) =>
      Promise.all([instance.applyOps({ deviceId: "a" }, batch("dark")), instance.applyOps({ deviceId: "b" }, batch("light"))]),
    );
    for (const res of [a, b]) expect(res.acks.every((ack) => ack.status === "applied")).toBe(true);
    // The ledger's insertion order: all of the first call's ops, then the second's.
    const order = await hubSql(id).prepare("select device_id as d from sync_ops where user_id = ? order by rowid").bind(id).all<{ d: string }>();
    expect(order.results.map((r) => r.d).join("")).toBe("a".repeat(20) + "b".repeat(20));
    const row = await hubSql(id).prepare("select theme from user_settings where user_id = ?").bind(id).first<{ theme: string }>();
    expect(row?.theme).toBe("light");
  });

  it("UserHub serialises a user's writes in its own object and tells open sockets what changed", async () => {
    const { id, cookie } = await newUser();
    const { ws, received } = await listen(cookie);
    await sync(cookie, [settingsOp(id, { lab_alerts: false })]);
    expect(await received(1)).toEqual([{ type: "changed", tables: ["user_settings"], source: { deviceId: "test-device" } }]);

    // The socket lives in this user's hub, and only there.
    const mine = env.USER_HUB.get(env.USER_HUB.idFromName(id));
    const other = env.USER_HUB.get(env.USER_HUB.idFromName("someone-else"));
    expect(await runInDurableObject(mine, (_hub, state) => state.getWebSockets().length)).toBe(1);
    expect(await runInDurableObject(other, (_hub, state) => state.getWebSockets().length)).toBe(0);
    ws.close();
  });

  it("refuses a realtime socket without a session", async () => {
    const res = await call("/api/realtime", { headers: { upgrade: "websocket" } });
    expect(res.status).toBe(401);
  });
});
