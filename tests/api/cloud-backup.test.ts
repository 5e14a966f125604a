// Cloud backup (issue 15, docs/rules/cloud-backup.md) against the real hub, D1 and R2:
// sealed objects that reveal nothing and open only as their own user's, the last 7 kept,
// the daily backup after a change, a restore that adds what is missing (or replaces)
// exactly once, and the wrapping key rotated without losing a backup.
import { env } from "cloudflare:workers";
import { runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { drizzle } from "drizzle-orm/d1";
import { uuidv7 } from "uuidv7";
import { afterEach, describe, expect, it, vi } from "vitest";
import {
  BACKUP_INTERVAL_MS,
  BACKUPS_KEPT,
  type CloudBackupRow,
  type CloudBackupsResponse,
  type RestorePreview,
  type RestoreResult,
} from "../../app/domain/cloud-backup/rules";
import { readsPath, type ReadsAnswer } from "../../app/domain/reads";
import { hubClock } from "../../durable-objects/jobs/clock";
import { openBackup } from "../../durable-objects/backup/cloud-backup";
import { hubDb } from "../../durable-objects/hub-db";
import { userHub } from "../../durable-objects/user-hub-address";
import { newWrappingKeyText, rewrapDataKey, wrappingKeys } from "../../durable-objects/lib/backup-crypto";
import { Hono } from "hono";
import { api } from "../../workers/api";
import { call, newUser, ORIGIN, rowOp, sendOps } from "./helpers";
import { hubSql } from "./hub-sql";

type User = Awaited<ReturnType<typeof newUser>>;
const hub = (userId: string) => userHub(env, userId);

async function backups(user: User): Promise<CloudBackupRow[]> {
  const res = await call(readsPath([["cloudBackups", null]]), { cookie: user.cookie });
  return (((await res.json()) as ReadsAnswer).results[0].data as CloudBackupsResponse).backups;
}

async function backUp(user: User): Promise<CloudBackupRow> {
  const res = await call("/api/cloud-backups", { method: "POST", cookie: user.cookie, json: {} });
  expect(res.status).toBe(201);
  return ((await res.json()) as { backup: CloudBackupRow }).backup;
}

const preview = async (user: User, id: string) => (await call(`/api/cloud-backups/${id}/preview`, { cookie: user.cookie })).json() as Promise<RestorePreview>;

async function restore(user: User, id: string, mode: "merge" | "replace", restoreId = crypto.randomUUID()): Promise<RestoreResult> {
  const res = await call(`/api/cloud-backups/${id}/restore`, { method: "POST", cookie: user.cookie, json: { mode, restoreId } });
  expect(res.status).toBe(200);
  return res.json();
}

/** The user's backup, opened inside their hub (its cloud_backups row is there) with `e`'s wrapping keys. */
const openIn = (e: Env, userId: string, id: string) =>
  runInDurableObject(hub(userId), (_, state) => openBackup(e, { hub: hubDb(state.storage), d1: drizzle(e.DB) }, userId, id));

const rowsOf = async (table: string, userId: string) =>
  (await hubSql(userId).prepare(`select * from ${table} where user_id = ? order by id`).bind(userId).all<Record<string, unknown>>()).results;

const metric = (systolic: number, daysAgo: number) =>
  rowOp("health_metrics", "insert", uuidv7(), {
    metric_type: "blood_pressure",
    systolic,
    diastolic: 80,
    recorded_at: new Date(Date.now() - daysAgo * 86_400_000).toISOString(),
  });

describe("cloud backup", () => {
  afterEach(() => vi.restoreAllMocks());

  it("seals the user's records into R2: nothing readable in the object, listed with its size and counts", async () => {
    const me = await newUser();
    const secret = `Napa-${uuidv7()}`;
    await sendOps(me, [rowOp("medicines", "insert", uuidv7(), { name: secret, stock_quantity: 10 }), metric(130, 1)]);
    const made = await backUp(me);
    expect(made).toMatchObject({ reason: "manual" });
    expect(made.counts).toMatchObject({ medicines: 1, health_metrics: 1 });
    expect((await backups(me)).map((b) => b.id)).toEqual([made.id]);

    const object = await env.FILES.get(`backups/${me.id}/${made.id}`);
    const bytes = new Uint8Array(await object!.arrayBuffer());
    expect(bytes.byteLength).toBe(made.size);
    expect(new TextDecoder().decode(bytes.slice(0, 4))).toBe("SSB1");
    expect(new TextDecoder("latin1").decode(bytes)).not.toContain(secret);
    const key = await env.DB.prepare("select wrapped_key, key_id from backup_keys where user_id = ?")
      .bind(me.id)
      .first<{ wrapped_key: string; key_id: string }>();
    expect(key!.wrapped_key.length).toBeGreaterThan(40);

    const opened = await openIn(env, me.id, made.id);
    expect(opened!.file.data.medicines[0]).toMatchObject({ name: secret });
  });

  it("a changed object, or one moved to another user, does not open: 'Backup Failed, Please try again later'", async () => {
    const [me, other] = [await newUser(), await newUser()];
    await sendOps(me, [metric(120, 1)]);
    await sendOps(other, [metric(140, 1)]);
    const mine = await backUp(me);
    const theirs = await backUp(other);
    // Their sealed object put where mine was: it names another user and id.
    const theirObject = await env.FILES.get(`backups/${other.id}/${theirs.id}`);
    await env.FILES.put(`backups/${me.id}/${mine.id}`, await theirObject!.arrayBuffer());
    const res = await call(`/api/cloud-backups/${mine.id}/preview`, { cookie: me.cookie });
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({ error: { code: "backup_failed", message: "Backup Failed, Please try again later" } });
    // Another user's backup id is not found, whatever it holds.
    expect((await call(`/api/cloud-backups/${theirs.id}/preview`, { cookie: me.cookie })).status).toBe(404);
    expect(
      (await call(`/api/cloud-backups/${theirs.id}/restore`, { method: "POST", cookie: me.cookie, json: { mode: "merge", restoreId: crypto.randomUUID() } }))
        .status,
    ).toBe(404);
  });

  it(`keeps the newest ${BACKUPS_KEPT}: older rows and objects are deleted`, async () => {
    const me = await newUser();
    const made: CloudBackupRow[] = [];
    for (let i = 0; i < BACKUPS_KEPT + 2; i++) made.push(await backUp(me));
    const listed = await backups(me);
    expect(listed.map((b) => b.id)).toEqual(
      made
        .slice(2)
        .reverse()
        .map((b) => b.id),
    );
    const objects = await env.FILES.list({ prefix: `backups/${me.id}/` });
    expect(objects.objects.map((o) => o.key.split("/").at(-1)).sort()).toEqual(
      made
        .slice(2)
        .map((b) => b.id)
        .sort(),
    );
  });

  it("restore adds what is missing and touches nothing newer; again adds nothing; replace goes back to the backup", async () => {
    const me = await newUser();
    const med = uuidv7();
    const kept = metric(120, 3);
    const lost = metric(150, 2);
    await sendOps(me, [
      rowOp("medicines", "insert", med, { name: "Amlodipine", dosage: "5 mg", stock_quantity: 20, pill_shape: "capsule", pill_colors: ["red", "white"] }),
      rowOp("medicine_reminders", "insert", uuidv7(), { medicine_id: med, reminder_time: "08:00" }),
      rowOp("adherence_logs", "insert", uuidv7(), {
        medicine_id: med,
        status: "taken",
        scheduled_date: "2026-11-20",
        scheduled_time: "08:00",
        taken_at: "2026-11-20T02:05:00.000Z",
      }),
      kept,
      lost,
    ]);
    const backup = await backUp(me);
    // Since the backup: a reading deleted, one added, the medicine renamed.
    const added = metric(135, 0);
    await sendOps(me, [
      rowOp("health_metrics", "delete", lost.id),
      added,
      rowOp("medicines", "update", med, { name: "Amlodipine besylate", pill_colors: ["blue"] }),
    ]);

    const seen = await preview(me, backup.id);
    expect(seen.backup.id).toBe(backup.id);
    expect(seen.merge).toEqual({ add: { health_metrics: 1 }, change: {}, remove: {} });
    expect(seen.replace).toEqual({ add: { health_metrics: 1 }, change: { medicines: 1 }, remove: { health_metrics: 1 } });

    const restoreId = crypto.randomUUID();
    expect(await restore(me, backup.id, "merge", restoreId)).toMatchObject({ add: { health_metrics: 1 }, refused: 0 });
    const after = (await rowsOf("health_metrics", me.id)).map((r) => r.id);
    expect(after.sort()).toEqual([kept.id, lost.id, added.id].sort());
    expect((await rowsOf("medicines", me.id)).map((m) => [m.name, m.stock_quantity, m.pill_colors])).toEqual([["Amlodipine besylate", 19, '["blue"]']]);
    // The same request again (a retry), and a new one: nothing more.
    expect(await restore(me, backup.id, "merge", restoreId)).toMatchObject({ add: {}, refused: 0 });
    expect(await restore(me, backup.id, "merge")).toMatchObject({ add: {}, refused: 0 });
    expect(await rowsOf("health_metrics", me.id)).toHaveLength(3);
    expect(await rowsOf("adherence_logs", me.id)).toHaveLength(1);
    expect(await rowsOf("medicine_reminders", me.id)).toHaveLength(1);

    // Replace: the reading made since goes, the medicine's name comes back.
    expect(await restore(me, backup.id, "replace")).toMatchObject({ change: { medicines: 1 }, remove: { health_metrics: 1 }, refused: 0 });
    expect((await rowsOf("health_metrics", me.id)).map((r) => r.id).sort()).toEqual([kept.id, lost.id].sort());
    expect((await rowsOf("medicines", me.id)).map((m) => [m.name, m.pill_shape, m.pill_colors])).toEqual([["Amlodipine", "capsule", '["red","white"]']]);
  });

  it("after Delete All Data a restore brings every record back once, the stock as it was", async () => {
    const me = await newUser();
    const med = uuidv7();
    await sendOps(me, [
      rowOp("medicines", "insert", med, { name: "Metformin", stock_quantity: 30, pill_shape: "oval", pill_colors: ["white", "yellow"] }),
      rowOp("medicine_reminders", "insert", uuidv7(), { medicine_id: med, reminder_time: "21:00" }),
      rowOp("adherence_logs", "insert", uuidv7(), {
        medicine_id: med,
        status: "taken",
        scheduled_date: "2026-11-20",
        scheduled_time: "21:00",
        taken_at: "2026-11-20T15:01:00.000Z",
      }),
      metric(128, 1),
    ]);
    const backup = await backUp(me);
    const before = { medicines: await rowsOf("medicines", me.id), logs: await rowsOf("adherence_logs", me.id), metrics: await rowsOf("health_metrics", me.id) };
    // The backups stay listed (in the hub), their key (D1) and object (R2) only until Delete All Data: keep a copy of this one.
    const object = await (await env.FILES.get(`backups/${me.id}/${backup.id}`))!.arrayBuffer();
    const keyRow = await env.DB.prepare("select wrapped_key, key_id from backup_keys where user_id = ?")
      .bind(me.id)
      .first<{ wrapped_key: string; key_id: string }>();
    await hub(me.id).deleteAllData();
    expect(await rowsOf("medicines", me.id)).toEqual([]);
    expect(await rowsOf("cloud_backups", me.id)).toEqual([]);
    await env.FILES.put(`backups/${me.id}/${backup.id}`, object);
    await env.DB.prepare("insert into backup_keys (user_id, wrapped_key, key_id) values (?, ?, ?)").bind(me.id, keyRow!.wrapped_key, keyRow!.key_id).run();
    await hubSql(me.id)
      .prepare("insert into cloud_backups (id, user_id, object_key, size, counts, reason) values (?, ?, ?, ?, ?, 'manual')")
      .bind(backup.id, me.id, `backups/${me.id}/${backup.id}`, backup.size, JSON.stringify(backup.counts))
      .run();

    expect(await restore(me, backup.id, "merge")).toMatchObject({
      add: { medicines: 1, medicine_reminders: 1, adherence_logs: 1, health_metrics: 1 },
      refused: 0,
    });
    const strip = (rows: Record<string, unknown>[]) => rows.map(({ created_at: _c, updated_at: _u, ...r }) => r);
    expect(strip(await rowsOf("medicines", me.id))).toEqual(strip(before.medicines));
    expect(before.medicines[0]).toMatchObject({ pill_shape: "oval", pill_colors: '["white","yellow"]' });
    expect(strip(await rowsOf("adherence_logs", me.id))).toEqual(strip(before.logs));
    expect(strip(await rowsOf("health_metrics", me.id))).toEqual(strip(before.metrics));
  });

  it("a change asks for the daily backup a day later; the hub's alarm makes it", async () => {
    const me = await newUser();
    const start = Date.now();
    await sendOps(me, [metric(122, 1)]);
    const due = await runInDurableObject(
      hub(me.id),
      (_, state) => state.storage.sql.exec<{ due_at: number }>("SELECT due_at FROM backup_schedule").one().due_at,
    );
    expect(due - start).toBeGreaterThanOrEqual(BACKUP_INTERVAL_MS);
    expect(due - start).toBeLessThan(BACKUP_INTERVAL_MS + 60_000);
    const alarm = await runInDurableObject(hub(me.id), (_, state) => state.storage.getAlarm());
    expect(alarm).not.toBeNull();
    expect(alarm!).toBeLessThanOrEqual(due);

    vi.spyOn(hubClock, "now").mockReturnValue(due + 1);
    await runDurableObjectAlarm(hub(me.id));
    const [daily] = await backups(me);
    expect(daily).toMatchObject({ reason: "daily", counts: expect.objectContaining({ health_metrics: 1 }) });
    // Done: nothing more is due until the next change.
    expect(await runInDurableObject(hub(me.id), (_, state) => state.storage.sql.exec("SELECT due_at FROM backup_schedule").toArray())).toEqual([]);
  });

  it("with premium tiers on, a free user can neither back up nor share the summary; a granted user can", async () => {
    const tiersOn = (path: string, cookie: string, json: unknown = {}) => {
      const app = new Hono<{ Bindings: Env }>().route("/api", api);
      const headers = { origin: ORIGIN, cookie, "content-type": "application/json" };
      return app.request(ORIGIN + path, { method: "POST", headers, body: JSON.stringify(json) }, { ...env, PREMIUM_TIERS: "on" });
    };
    const me = await newUser();
    for (const [path, json] of [
      ["/api/cloud-backups", {}],
      ["/api/summary-shares", { lang: "en" }],
    ] as const) {
      const res = await tiersOn(path, me.cookie, json);
      expect(res.status).toBe(403);
      expect(await res.json()).toMatchObject({ error: { code: "premium_required" } });
    }
    await env.DB.prepare("insert into premium_grants (user_id, until) values (?, ?)")
      .bind(me.id, new Date(Date.now() + 86_400_000).toISOString())
      .run();
    expect((await tiersOn("/api/cloud-backups", me.cookie)).status).toBe(201);
    expect((await tiersOn("/api/summary-shares", me.cookie, { lang: "en" })).status).toBe(201);
  });

  it("rotating the wrapping key loses no backup; a key the Worker no longer has opens nothing", async () => {
    const me = await newUser();
    await sendOps(me, [metric(118, 1)]);
    const made = await backUp(me);
    const next = newWrappingKeyText();
    const both = { ...env, BACKUP_WRAPPING_KEYS: `${next},${env.BACKUP_WRAPPING_KEYS}` };
    const keys = await wrappingKeys(both.BACKUP_WRAPPING_KEYS);
    const stored = (await env.DB.prepare("select wrapped_key, key_id from backup_keys where user_id = ?")
      .bind(me.id)
      .first<{ wrapped_key: string; key_id: string }>())!;
    const rewrapped = await rewrapDataKey(stored, keys, keys[0]);
    expect(rewrapped.key_id).toBe(keys[0].id);
    expect(rewrapped.wrapped_key).not.toBe(stored.wrapped_key);
    await env.DB.prepare("update backup_keys set wrapped_key = ?, key_id = ? where user_id = ?").bind(rewrapped.wrapped_key, rewrapped.key_id, me.id).run();

    const onlyNew = { ...env, BACKUP_WRAPPING_KEYS: next };
    expect((await openIn(onlyNew, me.id, made.id))!.file.data.health_metrics).toHaveLength(1);
    // The old key alone no longer opens it.
    await expect(openIn(env, me.id, made.id)).rejects.toThrow();
  });
});
