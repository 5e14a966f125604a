// Backup and Delete All Data touch only the session user's rows and files.
import { runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { userHub } from "../../durable-objects/user-hub-address";
import { uuidv7 } from "uuidv7";
import { describe, expect, it } from "vitest";
import { MAX_PUSH_SUBSCRIPTIONS_PER_USER } from "../../app/domain/reminders/push-subscription";
import { EXPORT_TABLES, DELETABLE_TABLES } from "../../durable-objects/user-tables";
import { getTableName } from "drizzle-orm";
import { call, newUser, readOne, rowOp, settingsOp, sync } from "./helpers";
import { hubSql } from "./hub-sql";

/** Rows written straight into the user's hub, where their records live. */
async function seedHealthData(userId: string, tag: string) {
  const hub = hubSql(userId);
  await hub.prepare("insert into profiles (user_id, full_name) values (?, ?)").bind(userId, `Name ${tag}`).run();
  await hub.prepare("insert into medicines (id, user_id, name) values (?, ?, ?)").bind(`med-${userId}`, userId, `Metformin ${tag}`).run();
  await hub.prepare("insert into sleep_logs (id, user_id, sleep_start) values (?, ?, ?)").bind(`sleep-${userId}`, userId, "2026-11-20T16:00:00.000Z").run();
  await env.FILES.put(`avatars/${userId}/avatar.png`, new Uint8Array([137, 80, 78, 71]));
}

const rowsOf = async (userId: string) => {
  const counts: Record<string, number> = {};
  for (const t of DELETABLE_TABLES) {
    const name = getTableName(t);
    counts[name] = (await hubSql(userId).prepare(`select count(*) as n from ${name} where user_id = ?`).bind(userId).first<{ n: number }>())!.n;
  }
  return counts;
};

describe("backup", () => {
  it("downloads the user's own rows of every table the backup holds, named with the date, with nothing secret", async () => {
    const alice = await newUser();
    const bob = await newUser();
    await seedHealthData(alice.id, "alice");
    await seedHealthData(bob.id, "bob");
    const res = await call("/api/data/backup", { cookie: alice.cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toMatch(/sushastho-backup-\d{4}-\d{2}-\d{2}\.json/);
    const text = await res.text();
    const body = JSON.parse(text) as { data: Record<string, { user_id: string; name?: string }[]> };
    expect(Object.keys(body.data).sort()).toEqual(Object.keys(EXPORT_TABLES).sort());
    expect(body).toMatchObject({ app: "sushastho", version: 2 });
    expect(body.data.medicines.map((m) => m.name)).toEqual(["Metformin alice"]);
    expect(body.data.profiles).toHaveLength(1);
    expect(text).not.toContain(bob.id);
    expect(text).not.toMatch(/password|session_token|"token"/i);
  });

  it("needs a session", async () => {
    expect((await call("/api/data/backup")).status).toBe(401);
  });
});

describe("Delete All Data", () => {
  it("leaves zero rows and no files for the user, and another user's data untouched", async () => {
    const alice = await newUser();
    const bob = await newUser();
    await seedHealthData(alice.id, "alice");
    await seedHealthData(bob.id, "bob");
    await sync(alice.cookie, [settingsOp(alice.id, { theme: "dark" })]);
    await sync(bob.cookie, [settingsOp(bob.id, { theme: "dark" })]);
    const bobBefore = await rowsOf(bob.id);

    const res = await call("/api/data/delete-all", { method: "POST", cookie: alice.cookie });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { deleted: { rows: number; files: number } }).deleted).toEqual({ rows: 4, files: 1 });

    expect(Object.values(await rowsOf(alice.id)).every((n) => n === 0)).toBe(true);
    expect(await rowsOf(bob.id)).toEqual(bobBefore);
    expect(bobBefore.medicines).toBe(1);
    expect(await env.FILES.head(`avatars/${alice.id}/avatar.png`)).toBeNull();
    const bobFile = await env.FILES.get(`avatars/${bob.id}/avatar.png`);
    expect(bobFile).not.toBeNull();
    await bobFile!.arrayBuffer();
    // The account itself stays: the user can sign in again.
    expect((await readOne("settings", null, alice.cookie)).data).toBeTruthy();
  });
});

describe("Delete All Data leaves no trace of the activity", () => {
  const count = async (sql: string, ...args: unknown[]) =>
    (await env.DB.prepare(sql)
      .bind(...args)
      .first<{ n: number }>())!.n;

  it("removes subscriptions, the reminder watchdog row, the hub's schedule and the ledger's details; an old op replayed is a duplicate", async () => {
    const me = await newUser();
    const medicine = uuidv7();
    const insert = rowOp("medicines", "insert", medicine, { name: "Napa", stock_quantity: 10 });
    await sync(me.cookie, [insert, rowOp("medicine_reminders", "insert", uuidv7(), { medicine_id: medicine, reminder_time: "08:00" })]);
    await call("/api/push/subscriptions", {
      method: "POST",
      cookie: me.cookie,
      json: { endpoint: `https://fcm.googleapis.com/fcm/send/${me.id}`, keys: { p256dh: "BPubKeyExample", auth: "authSecret" } },
    });
    await userHub(env, me.id).followUpsDone();
    expect(await count("select count(*) as n from reminder_hubs where user_id = ?", me.id)).toBe(1);
    const held = () =>
      runInDurableObject(userHub(env, me.id), (_, state) => state.storage.sql.exec<{ n: number }>("SELECT COUNT(*) AS n FROM reminder_instants").one().n);
    expect(await held()).toBeGreaterThan(0);

    expect((await call("/api/data/delete-all", { method: "POST", cookie: me.cookie })).status).toBe(200);

    expect(await count("select count(*) as n from push_subscriptions where user_id = ?", me.id)).toBe(0);
    expect(await count("select count(*) as n from reminder_hubs where user_id = ?", me.id)).toBe(0);
    expect(await held()).toBe(0);
    expect(await runInDurableObject(userHub(env, me.id), (_, state) => state.storage.getAlarm())).toBeNull();
    // The ledger keeps bare op ids only: no owner, table, row, device or time.
    const ledger = await hubSql(me.id).prepare("select op_id, user_id, table_name, row_id, device_id, client_time, created_at from sync_ops").all();
    expect(ledger.results.length).toBe(2);
    for (const row of ledger.results) expect(row).toMatchObject({ user_id: "", table_name: "", row_id: "", device_id: "", client_time: "", created_at: "" });
    // A device that still had the insert queued sends it again: nothing comes back.
    const replay = (await (await sync(me.cookie, [insert])).json()) as { acks: { status: string }[] };
    expect(replay.acks[0].status).toBe("duplicate");
    expect(await hubSql(me.id).prepare("select count(*) as n from medicines where user_id = ?").bind(me.id).first("n")).toBe(0);
  });
});

describe("push subscriptions", () => {
  const sub = (endpoint: string) => ({ endpoint, keys: { p256dh: "BPubKeyExample", auth: "authSecret" } });

  it("stores this device's subscription for the session user; on a shared phone the same endpoint serves each account, each removing only its own", async () => {
    const alice = await newUser();
    const bob = await newUser();
    const endpoint = "https://fcm.googleapis.com/fcm/send/abc";
    expect((await call("/api/push/subscriptions", { method: "POST", cookie: alice.cookie, json: sub(endpoint) })).status).toBe(200);
    expect((await call("/api/push/subscriptions", { method: "POST", cookie: alice.cookie, json: sub(endpoint) })).status).toBe(200);
    const holders = async () =>
      (
        await env.DB.prepare("select user_id from push_subscriptions where endpoint = ? order by user_id").bind(endpoint).all<{ user_id: string }>()
      ).results.map((r) => r.user_id);
    expect(await holders()).toEqual([alice.id]);

    // Bob on the same phone: the browser sends the same endpoint with the same keys.
    expect((await call("/api/push/subscriptions", { method: "POST", cookie: bob.cookie, json: sub(endpoint) })).status).toBe(200);
    expect(await holders()).toEqual([alice.id, bob.id].sort());

    // Alice's removal is hers alone.
    await call("/api/push/subscriptions/delete", { method: "POST", cookie: alice.cookie, json: { endpoint } });
    expect(await holders()).toEqual([bob.id]);
    await call("/api/push/subscriptions/delete", { method: "POST", cookie: bob.cookie, json: { endpoint } });
    expect(await holders()).toEqual([]);
  });

  it("someone who registers a browser's endpoint first with keys of their own does not block that browser's own subscription", async () => {
    const alice = await newUser();
    const mallory = await newUser();
    const endpoint = `https://fcm.googleapis.com/fcm/send/${alice.id}`;
    const planted = await call("/api/push/subscriptions", {
      method: "POST",
      cookie: mallory.cookie,
      json: { endpoint, keys: { p256dh: "BMalloryKey", auth: "malloryAuth" } },
    });
    expect(planted.status).toBe(200);
    // Alice's browser registers its real subscription: accepted, with its own keys.
    expect((await call("/api/push/subscriptions", { method: "POST", cookie: alice.cookie, json: sub(endpoint) })).status).toBe(200);
    const rows = await env.DB.prepare("select user_id, p256dh from push_subscriptions where endpoint = ? order by user_id").bind(endpoint).all();
    expect(rows.results).toEqual(
      [
        { user_id: alice.id, p256dh: "BPubKeyExample" },
        { user_id: mallory.id, p256dh: "BMalloryKey" },
      ].sort((a, b) => a.user_id.localeCompare(b.user_id)),
    );
    // Registering later does not take Alice's row either: each account's row keeps its own keys.
    await call("/api/push/subscriptions", {
      method: "POST",
      cookie: mallory.cookie,
      json: { endpoint, keys: { p256dh: "BMalloryKey2", auth: "malloryAuth" } },
    });
    const alices = await env.DB.prepare("select p256dh from push_subscriptions where endpoint = ? and user_id = ?").bind(endpoint, alice.id).first();
    expect(alices).toEqual({ p256dh: "BPubKeyExample" });
  });

  it(`a user keeps at most ${MAX_PUSH_SUBSCRIPTIONS_PER_USER} devices: a new one drops the longest unused`, async () => {
    const me = await newUser();
    for (let i = 0; i <= MAX_PUSH_SUBSCRIPTIONS_PER_USER; i++) {
      expect(
        (await call("/api/push/subscriptions", { method: "POST", cookie: me.cookie, json: sub(`https://fcm.googleapis.com/fcm/send/${me.id}/${i}`) })).status,
      ).toBe(200);
    }
    const rows = await env.DB.prepare("select endpoint from push_subscriptions where user_id = ?").bind(me.id).all<{ endpoint: string }>();
    expect(rows.results).toHaveLength(MAX_PUSH_SUBSCRIPTIONS_PER_USER);
    expect(rows.results.map((r) => r.endpoint)).not.toContain(`https://fcm.googleapis.com/fcm/send/${me.id}/0`);
  });

  it("refuses a malformed subscription with field messages", async () => {
    const { cookie } = await newUser();
    const res = await call("/api/push/subscriptions", { method: "POST", cookie, json: { endpoint: "not a url", keys: {} } });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { fields: Record<string, string> } };
    expect(Object.keys(body.error.fields)).toEqual(expect.arrayContaining(["endpoint", "keys.p256dh", "keys.auth"]));
  });

  it("gives the VAPID public key to clients", async () => {
    const res = await call("/api/push/config");
    expect(res.status).toBe(200);
    expect(((await res.json()) as { publicKey: string }).publicKey).toBe(env.VAPID_PUBLIC_KEY);
  });
});
