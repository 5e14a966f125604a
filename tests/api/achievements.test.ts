// Achievements earned by taken doses (durable-objects/achievements.ts): awarded by
// UserHub after it answered the sync that applied adherence logs (its follow-up
// work, durable-objects/jobs/follow-ups.ts), once per user and name, from the user's own
// logs in the user's own time zone.
import { runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { userHub } from "../../durable-objects/user-hub-address";
import { uuidv7 } from "uuidv7";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { DoseDataResponse } from "../../app/domain/doses/types";
import { addDays, localDate } from "../../app/domain/time/zoned-time";
import type { Op } from "../../app/domain/sync/op";
import { awardAchievements, takenDays } from "../../durable-objects/achievements";
import { FOLLOW_UP_ALARM_DELAY_MS } from "../../durable-objects/jobs/follow-ups";
import { hubClock } from "../../durable-objects/jobs/clock";
import { hubDb } from "../../durable-objects/hub-db";
import { call, newUser, readOne, settingsOp, rowOp, sendOps } from "./helpers";
import { hubSql } from "./hub-sql";

type User = Awaited<ReturnType<typeof newUser>>;

const op = (table: string, id: string, data: Record<string, unknown>) => rowOp(table, "insert", id, data);

const hub = (userId: string) => userHub(env, userId);

/** Sends the ops, then waits for the hub's follow-up work (achievements come after the answer). */
async function send(user: User, ops: Op[]) {
  const acks = await sendOps(user, ops);
  await hub(user.id).followUpsDone();
  return acks;
}

// Two doses a day by default, so one taken dose does not complete a day (perfect-day).
async function addMedicine(user: User, times: string[] = ["08:00", "20:00"]) {
  const id = uuidv7();
  const ops = [op("medicines", id, { name: "Napa" }), ...times.map((t) => op("medicine_reminders", uuidv7(), { medicine_id: id, reminder_time: t }))];
  expect((await send(user, ops)).map((a) => a.status)).toEqual(ops.map(() => "applied"));
  return id;
}

const dose = (medicineId: string, date: string, status = "taken", time = "08:00") =>
  op("adherence_logs", uuidv7(), { medicine_id: medicineId, status, scheduled_time: time, scheduled_date: date });

async function earned(user: User): Promise<string[]> {
  const rows = await hubSql(user.id)
    .prepare("select achievement_name as name from achievements where user_id = ? order by achievement_name")
    .bind(user.id)
    .all<{ name: string }>();
  return rows.results.map((r) => r.name);
}

const DHAKA = "Asia/Dhaka";
const today = (zone = DHAKA) => localDate(new Date(), zone);

describe("achievements", () => {
  it("the first taken dose earns first-dose, once, and a change notice after the sync's own names achievements", async () => {
    const me = await newUser();
    const med = await addMedicine(me);
    expect((await send(me, [dose(med, addDays(today(), -5), "skipped")]))[0].status).toBe("applied");
    expect(await earned(me)).toEqual([]);

    const res = await call("/api/realtime", { cookie: me.cookie, headers: { upgrade: "websocket" } });
    const ws = res.webSocket!;
    ws.accept();
    const messages: unknown[] = [];
    const two = new Promise<void>((resolve) =>
      ws.addEventListener("message", (e: MessageEvent) => {
        messages.push(JSON.parse(String(e.data)));
        if (messages.length === 2) resolve();
      }),
    );
    expect((await send(me, [dose(med, today())]))[0].status).toBe("applied");
    await two;
    // The sync's own notice (its sender's answer named the same tables), then the hub's, which every tab honours.
    expect(messages).toEqual([
      { type: "changed", tables: ["adherence_logs", "medicines"], source: { deviceId: "test-device" } },
      { type: "changed", tables: ["achievements"] },
    ]);
    ws.close();
    expect(await earned(me)).toEqual(["first-dose"]);

    // A later taken dose earns nothing new and stores nothing twice.
    expect((await send(me, [dose(med, addDays(today(), -3))]))[0].status).toBe("applied");
    expect(await earned(me)).toEqual(["first-dose"]);

    // The dose data shows it, with its date.
    const data = (await readOne<DoseDataResponse>("doses", null, me.cookie)).data!;
    expect(data.achievements).toEqual([{ id: expect.any(String), achievement_name: "first-dose", earned_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/) }]);
  });

  it("three consecutive days earn streak-3; two do not", async () => {
    const me = await newUser();
    const med = await addMedicine(me);
    await send(me, [dose(med, addDays(today(), -2)), dose(med, addDays(today(), -1))]);
    expect(await earned(me)).toEqual(["first-dose"]);
    await send(me, [dose(med, today())]);
    expect(await earned(me)).toEqual(["first-dose", "streak-3"]);
  });

  it("counts days in the user's time zone from their settings", async () => {
    // Kiritimati (UTC+14) is always a calendar day or two ahead of Pago Pago (UTC-11).
    const ahead = await newUser();
    const behind = await newUser();
    const k = today("Pacific/Kiritimati");
    for (const [user, zone] of [
      [ahead, "Pacific/Kiritimati"],
      [behind, "Pacific/Pago_Pago"],
    ] as const) {
      expect((await send(user, [settingsOp(user.id, { timezone: zone })]))[0].status).toBe("applied");
      const med = await addMedicine(user);
      await send(user, [dose(med, addDays(k, -2)), dose(med, addDays(k, -1)), dose(med, k)]);
    }
    // In Pago Pago the newest of those days is still to come: no three-day run ends today or yesterday.
    expect(await earned(ahead)).toEqual(["first-dose", "streak-3"]);
    expect(await earned(behind)).toEqual(["first-dose"]);
  });

  it("every dose of a day taken earns perfect-day", async () => {
    const me = await newUser();
    const med = await addMedicine(me, ["08:00", "20:00"]);
    await send(me, [dose(med, today(), "taken", "08:00")]);
    expect(await earned(me)).toEqual(["first-dose"]);
    await send(me, [dose(med, today(), "taken", "20:00")]);
    expect(await earned(me)).toEqual(["first-dose", "perfect-day"]);
  });

  it("another user's logs do not count", async () => {
    const other = await newUser();
    const theirs = await addMedicine(other);
    await send(other, [dose(theirs, addDays(today(), -2)), dose(theirs, addDays(today(), -1)), dose(theirs, today())]);
    expect(await earned(other)).toEqual(["first-dose", "streak-3"]);

    const me = await newUser();
    const mine = await addMedicine(me);
    expect(await earned(me)).toEqual([]);
    // Their medicine is not mine to log: refused, and it earns me nothing.
    expect((await send(me, [dose(theirs, addDays(today(), -4))]))[0]).toMatchObject({ status: "rejected", error: { code: "not_found" } });
    expect(await earned(me)).toEqual([]);
    await send(me, [dose(mine, today())]);
    expect(await earned(me)).toEqual(["first-dose"]);
  });

  it("a replayed op does not earn twice, and awarding again adds nothing", async () => {
    const me = await newUser();
    const med = await addMedicine(me);
    const taken = dose(med, today());
    expect(await send(me, [taken])).toEqual([{ opId: taken.opId, status: "applied" }]);
    expect(await send(me, [taken])).toEqual([{ opId: taken.opId, status: "duplicate" }]);
    expect(await earned(me)).toEqual(["first-dose"]);

    // Run the award directly in the hub as if it had not seen the row yet: the unique index keeps one.
    const days = takenDays([taken]);
    const [again, first, second] = await runInDurableObject(hub(me.id), async (_hub, state) => {
      const db = hubDb(state.storage);
      const again = await awardAchievements(db, me.id, days);
      state.storage.sql.exec("delete from achievements where user_id = ?", me.id);
      const [first, second] = await Promise.all([awardAchievements(db, me.id, days), awardAchievements(db, me.id, days)]);
      return [again, first, second];
    });
    expect(again).toEqual([]);
    expect([...first, ...second]).toEqual(["first-dose"]);
    expect(await earned(me)).toEqual(["first-dose"]);
  });
});

// ── after the answer ─────────────────────────────────────────────────────────

const alarmOf = (userId: string) => runInDurableObject(hub(userId), (_, state) => state.storage.getAlarm());
/** The follow-up work the hub has recorded and not done yet. */
const recorded = (userId: string) =>
  runInDurableObject(hub(userId), (_, state) => state.storage.sql.exec("SELECT user_id, achievement_days, reminders FROM follow_ups").toArray());
/** The hub's first reminder instant; null when it holds none (or never computed a schedule). */
const firstInstant = (userId: string) =>
  runInDurableObject(hub(userId), (_, state) => {
    const sql = state.storage.sql;
    if (!sql.exec("SELECT name FROM sqlite_master WHERE name = 'reminder_instants'").toArray().length) return null;
    return sql.exec<{ at: number | null }>("SELECT MIN(at) AS at FROM reminder_instants").one().at;
  });

/** Holds the hub's follow-up work until the answer's release() (the hub instance keeps the hold until it is evicted). */
async function holdFollowUps(userId: string) {
  let release!: () => void;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await runInDurableObject(hub(userId), (instance) => {
    const followUps = (instance as unknown as { followUps: { perform: (...args: unknown[]) => Promise<void> } }).followUps;
    const perform = followUps.perform;
    followUps.perform = async (...args) => {
      await gate;
      return perform(...args);
    };
  });
  return release;
}

describe("achievements and the reminder schedule come after the answer", () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it("the sync is answered with the work only recorded; it then runs and is announced to every tab", async () => {
    const me = await newUser();
    const med = await addMedicine(me);
    const release = await holdFollowUps(me.id);
    const res = await call("/api/realtime", { cookie: me.cookie, headers: { upgrade: "websocket" } });
    const ws = res.webSocket!;
    ws.accept();
    const messages: unknown[] = [];
    let wake = () => {};
    ws.addEventListener("message", (e: MessageEvent) => {
      messages.push(JSON.parse(String(e.data)));
      wake();
    });

    const taken = dose(med, today());
    expect(await sendOps(me, [taken])).toEqual([{ opId: taken.opId, status: "applied" }]);
    // Answered: nothing awarded yet, the work is recorded in the hub's storage and the alarm armed for it.
    expect(await earned(me)).toEqual([]);
    expect(await recorded(me.id)).toEqual([{ user_id: me.id, achievement_days: JSON.stringify([today()]), reminders: 1 }]);
    expect(await alarmOf(me.id)).toBeLessThanOrEqual(Date.now() + FOLLOW_UP_ALARM_DELAY_MS);

    release();
    await hub(me.id).followUpsDone();
    expect(await earned(me)).toEqual(["first-dose"]);
    expect(await recorded(me.id)).toEqual([]);
    // The alarm is the reminders' again.
    expect(await alarmOf(me.id)).toBe(await firstInstant(me.id));
    await new Promise<void>((resolve) => {
      wake = () => messages.length >= 2 && resolve();
      wake();
    });
    expect(messages).toEqual([
      { type: "changed", tables: ["adherence_logs", "medicines"], source: { deviceId: "test-device" } },
      { type: "changed", tables: ["achievements"] },
    ]);
    ws.close();
  });

  it("work that failed stays recorded and is retried by the alarm once its retry is due", async () => {
    const me = await newUser();
    const med = await addMedicine(me);
    await runInDurableObject(hub(me.id), (instance) => {
      const followUps = (instance as unknown as { followUps: { perform: (...args: unknown[]) => Promise<void> } }).followUps;
      const perform = followUps.perform;
      let failed = false;
      followUps.perform = async (...args) => {
        if (failed) return perform(...args);
        failed = true;
        throw new Error("D1 unavailable");
      };
    });
    expect((await sendOps(me, [dose(med, today())]))[0].status).toBe("applied");
    // Another pass (the next sync's) leaves it alone while its retry is not due.
    await hub(me.id).followUpsDone();
    expect(await earned(me)).toEqual([]);
    expect(await recorded(me.id)).toHaveLength(1);
    const retryAt = (await alarmOf(me.id))!;
    expect(retryAt).toBeGreaterThan(Date.now());
    expect(retryAt).toBeLessThanOrEqual(Date.now() + 2 * FOLLOW_UP_ALARM_DELAY_MS);

    // The first retry comes FOLLOW_UP_ALARM_DELAY_MS × 2 after the failure.
    vi.spyOn(hubClock, "now").mockReturnValue(Date.now() + 2 * FOLLOW_UP_ALARM_DELAY_MS);
    expect(await runDurableObjectAlarm(hub(me.id))).toBe(true);
    expect(await earned(me)).toEqual(["first-dose"]);
    expect(await recorded(me.id)).toEqual([]);
  });

  it("work recorded by a hub that was evicted before doing it is done by its alarm", async () => {
    const me = await newUser();
    const release = await holdFollowUps(me.id);
    const med = uuidv7();
    const ops = [
      op("medicines", med, { name: "Napa" }),
      op("medicine_reminders", uuidv7(), { medicine_id: med, reminder_time: "08:00" }),
      op("medicine_reminders", uuidv7(), { medicine_id: med, reminder_time: "20:00" }),
      dose(med, today()),
    ];
    expect((await sendOps(me, ops)).map((a) => a.status)).toEqual(ops.map(() => "applied"));
    expect(await recorded(me.id)).toHaveLength(1);

    // Evicted: the instance (and its held run) is gone; its storage and alarm stay. (workerd logs the abort as an uncaught exception.)
    await runInDurableObject(hub(me.id), (_, state) => state.abort("evicted")).catch(() => undefined);
    release();
    expect(await earned(me)).toEqual([]);
    expect(await firstInstant(me.id)).toBeNull();
    expect(await alarmOf(me.id)).not.toBeNull();

    expect(await runDurableObjectAlarm(hub(me.id))).toBe(true);
    expect(await earned(me)).toEqual(["first-dose"]);
    expect(await recorded(me.id)).toEqual([]);
    // The schedule was computed (the 08:00 and 20:00 instants of the next two days) and holds the alarm.
    expect(await firstInstant(me.id)).not.toBeNull();
    expect(await alarmOf(me.id)).toBe(await firstInstant(me.id));
  });
});
