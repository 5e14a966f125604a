// Reminders that reach a closed app (issue 5), the schedule: the real UserHub keeps its
// user's reminder instants (medicines, appointments), arms its alarm at the earliest,
// logs missed doses, keeps its alarm chain through failures, and the cron's daily check re-arms a lost alarm. Helpers: reminder-fixtures.ts.
import { createExecutionContext, createScheduledController, runDurableObjectAlarm, runInDurableObject, waitOnExecutionContext } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { uuidv7 } from "uuidv7";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Op } from "../../app/domain/sync/op";
import { HUB_DEVICE_ID } from "../../durable-objects/reminders/schedule";
import { rearmShard, shardAt } from "../../durable-objects/reminders/watchdog";
import { HubAlarm, RETRY_LATER_MS, RUNTIME_RETRIES_USED } from "../../durable-objects/jobs/alarm";
import worker from "../../workers/app";
import { pushRequest } from "../../durable-objects/push/send";
import { call, newUser } from "./helpers";
import { hubSql } from "./hub-sql";
import {
  addMedicine,
  alarmOf,
  capturePushes,
  DAY,
  dhakaDate,
  heldInstants,
  HOUR,
  hub,
  iso,
  MIN,
  newSubscriber,
  nextUtc,
  op,
  payloadOf,
  PUSH_ORIGIN,
  send,
  holdOtherHubJobs,
  setClock,
  subscribe,
} from "./reminder-fixtures";

beforeEach(holdOtherHubJobs);

afterEach(() => {
  vi.restoreAllMocks();
});

// ── the schedule and its alarm ───────────────────────────────────────────────

describe("reminder schedule: the alarm follows the user's medicines", () => {
  it("arms at the reminder's UTC instant for Asia/Dhaka, moves when the time is edited, and is removed when the medicine is deleted", async () => {
    // The hub's clock at noon UTC tomorrow: the two days ahead hold two of each kind at any hour
    // the suite runs (between 02:00 and 02:15 UTC today's 08:00 dose has passed, its missed check not).
    const clock = Math.floor(Date.now() / DAY) * DAY + DAY + 12 * HOUR;
    setClock(clock);
    const me = await newUser();
    expect(await alarmOf(me.id)).toBeNull();
    const { id, reminderId } = await addMedicine(me, "08:00");
    // 08:00 in Dhaka (UTC+6) is 02:00 UTC, the next one after the hub's now.
    expect(iso(await alarmOf(me.id))).toBe(iso(nextUtc(2, 0, clock)));
    const held = await heldInstants(me.id);
    expect(held[0]).toEqual({ key: `med:${dhakaDate(nextUtc(2, 0, clock))}T08:00`, at: nextUtc(2, 0, clock), kind: "medicine" });
    // Two days ahead: each day's notification and its missed check.
    expect(held.map((h) => h.kind).sort()).toEqual(["medicine", "medicine", "missed", "missed"]);

    await send(me, [op("medicine_reminders", "update", reminderId, { reminder_time: "21:30" })]);
    expect(iso(await alarmOf(me.id))).toBe(iso(nextUtc(15, 30, clock)));

    // A second, earlier medicine takes the alarm; disabling its reminder gives it back.
    const other = await addMedicine(me, "06:15", { name: "Seclo" });
    const both = [nextUtc(0, 15, clock), nextUtc(15, 30, clock)];
    expect(iso(await alarmOf(me.id))).toBe(iso(Math.min(...both)));
    await send(me, [op("medicine_reminders", "update", other.reminderId, { enabled: false })]);
    expect(iso(await alarmOf(me.id))).toBe(iso(nextUtc(15, 30, clock)));

    // The user's zone changes the instant: 21:30 in London.
    await send(me, [op("user_settings", "update", me.id, { timezone: "Europe/London" })]);
    const london = (await heldInstants(me.id)).find((h) => h.kind === "medicine")!;
    expect(new Intl.DateTimeFormat("en-GB", { timeZone: "Europe/London", hour: "2-digit", minute: "2-digit" }).format(london.at)).toBe("21:30");
    await send(me, [op("user_settings", "update", me.id, { timezone: "Asia/Dhaka" })]);

    await send(me, [op("medicines", "update", id, { category: "deleted" })]);
    expect(await alarmOf(me.id)).toBeNull();
    expect(await heldInstants(me.id)).toEqual([]);
    // D1's watchdog list holds the hub once, in its shard, whatever its alarm does.
    expect(await env.DB.prepare("SELECT shard FROM reminder_hubs WHERE user_id = ?").bind(me.id).all()).toMatchObject({
      results: [{ shard: rearmShard(me.id) }],
    });
  });

  it("leaves out a time whose doses are all marked", async () => {
    const me = await newUser();
    const { id } = await addMedicine(me, "08:00");
    const at = nextUtc(2, 0);
    await send(me, [op("adherence_logs", "insert", uuidv7(), { medicine_id: id, status: "taken", scheduled_time: "08:00", scheduled_date: dhakaDate(at) })]);
    const keys = (await heldInstants(me.id)).map((h) => h.key);
    expect(keys).not.toContain(`med:${dhakaDate(at)}T08:00`);
    expect(keys).not.toContain(`missed:${dhakaDate(at)}T08:00`);
    expect(keys).toContain(`med:${dhakaDate(at + DAY)}T08:00`);
    expect(iso(await alarmOf(me.id))).toBe(iso(at + DAY));
  });

  it("knows its user by the name it is addressed by; woken without the name (an alarm after eviction), by the stored one", async () => {
    const me = await newUser();
    await addMedicine(me, "08:00");
    expect(await runInDurableObject(hub(me.id), (_, state) => state.id.name)).toBe(me.id);

    // Evicted, then reached by its bare id: no name, and no user id is passed either.
    await runInDurableObject(hub(me.id), (_, state) => state.abort("evicted")).catch(() => undefined);
    const bare = env.USER_HUB.get(env.USER_HUB.idFromString(hub(me.id).id.toString()));
    expect(await runInDurableObject(bare, (_, state) => state.id.name)).toBeUndefined();
    await runInDurableObject(bare, (_, state) => void state.storage.sql.exec("DELETE FROM reminder_instants"));
    await bare.refreshReminders();
    expect((await heldInstants(me.id)).map((h) => h.key)).toContain(`med:${dhakaDate(nextUtc(2, 0))}T08:00`);
  });
});

// ── sending ──────────────────────────────────────────────────────────────────

describe("missed doses", () => {
  it("logs a dose still unmarked 15 minutes after its time as missed, once, through the write path", async () => {
    const me = await newUser();
    const a = await addMedicine(me, "08:00");
    const b = await addMedicine(me, "08:00", { name: "Seclo" });
    const at = nextUtc(2, 0);
    const date = dhakaDate(at);
    // One of the two is taken in time.
    await send(me, [op("adherence_logs", "insert", uuidv7(), { medicine_id: a.id, status: "taken", scheduled_time: "08:00", scheduled_date: date })]);
    capturePushes();
    setClock(at + 16 * MIN);
    await runInDurableObject(hub(me.id), (_, state) => state.storage.setAlarm(at));
    await runDurableObjectAlarm(hub(me.id));

    const logs = () =>
      hubSql(me.id)
        .prepare("SELECT medicine_id, status, scheduled_time, scheduled_date FROM adherence_logs WHERE user_id = ? ORDER BY status")
        .bind(me.id)
        .all()
        .then((r) => r.results);
    expect(await logs()).toEqual([
      { medicine_id: b.id, status: "missed", scheduled_time: "08:00:00", scheduled_date: date },
      { medicine_id: a.id, status: "taken", scheduled_time: "08:00:00", scheduled_date: date },
    ]);
    // In the ledger as the hub's own op; a missed dose does not touch the stock.
    expect(await hubSql(me.id).prepare("SELECT device_id FROM sync_ops WHERE user_id = ? AND device_id = ?").bind(me.id, HUB_DEVICE_ID).all()).toMatchObject({
      results: [{ device_id: HUB_DEVICE_ID }],
    });
    expect(await hubSql(me.id).prepare("SELECT stock_quantity FROM medicines WHERE id = ?").bind(b.id).first()).toEqual({ stock_quantity: 10 });

    // A retried alarm finding the same check due again logs nothing more (the fresh data shows the log; the unique dose key would refuse a second one anyway).
    await runInDurableObject(hub(me.id), async (_, state) => {
      state.storage.sql.exec("INSERT INTO reminder_instants (key, at, kind) VALUES (?, ?, 'missed')", `missed:${date}T08:00`, at + 15 * MIN + 1000);
      await state.storage.setAlarm(at);
    });
    await runDurableObjectAlarm(hub(me.id));
    expect(await logs()).toHaveLength(2);
    // The schedule moved on to tomorrow.
    expect(iso(await alarmOf(me.id))).toBe(iso(at + DAY));
  });

  it("does not log a dose as missed before 15 minutes have passed", async () => {
    const me = await newUser();
    await addMedicine(me, "08:00");
    const at = nextUtc(2, 0);
    capturePushes();
    setClock(at + 15 * MIN);
    await runInDurableObject(hub(me.id), async (_, state) => {
      state.storage.sql.exec("UPDATE reminder_instants SET at = ? WHERE kind = 'missed' AND at = ?", at + 15 * MIN, at + 15 * MIN + 1000);
      await state.storage.setAlarm(at);
    });
    await runDurableObjectAlarm(hub(me.id));
    expect(await hubSql(me.id).prepare("SELECT COUNT(*) AS n FROM adherence_logs WHERE user_id = ?").bind(me.id).first()).toEqual({ n: 0 });
  });
});

// ── appointments ─────────────────────────────────────────────────────────────

describe("appointment reminders", () => {
  /** Rows go straight into the user's hub (past dates included, which the write path refuses), then the hub recomputes. */
  async function addAppointment(
    userId: string,
    date: string,
    time: string,
    extra: { status?: string; reminder_enabled?: boolean; reminders?: unknown[] } = {},
  ) {
    const id = uuidv7();
    await hubSql(userId)
      .prepare(
        "INSERT INTO doctor_appointments (id, user_id, doctor_name, appointment_date, appointment_time, status, reminder_enabled, reminders) VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
      )
      .bind(
        id,
        userId,
        `Dr. ${id.slice(-4)}`,
        date,
        time,
        extra.status ?? "scheduled",
        extra.reminder_enabled === false ? 0 : 1,
        JSON.stringify(extra.reminders ?? []),
      )
      .run();
    return id;
  }
  const dhakaAt = (date: string, time: string) => Date.parse(`${date}T${time}:00+06:00`);

  it("holds the preferred instants (default 24 h and 1 h before) of scheduled, future appointments only", async () => {
    const me = await newUser();
    const now = Date.now();
    const in3 = dhakaDate(now + 3 * DAY);
    const byDefault = await addAppointment(me.id, in3, "10:30");
    const custom = await addAppointment(me.id, in3, "18:00", {
      reminders: [
        { id: "1", type: "days", value: 2, enabled: true },
        { id: "2", type: "minutes", value: 30, enabled: true },
        { id: "3", type: "hours", value: 5, enabled: false },
      ],
    });
    await addAppointment(me.id, dhakaDate(now - DAY), "10:00");
    await addAppointment(me.id, in3, "11:00", { status: "cancelled" });
    await addAppointment(me.id, in3, "12:00", { status: "completed" });
    await addAppointment(me.id, in3, "13:00", { reminder_enabled: false });
    // Half an hour from now: both default reminders are already past.
    const soon = new Date(Math.floor((now + 30 * MIN) / MIN) * MIN + 6 * HOUR).toISOString();
    await addAppointment(me.id, soon.slice(0, 10), soon.slice(11, 16));

    await hub(me.id).refreshReminders();
    const held = await heldInstants(me.id);
    expect(held.map((h) => [h.key, iso(h.at)])).toEqual(
      [
        [`appt:${byDefault}:24h@${in3}T10:30`, iso(dhakaAt(in3, "10:30") - DAY)],
        [`appt:${byDefault}:1h@${in3}T10:30`, iso(dhakaAt(in3, "10:30") - HOUR)],
        [`appt:${custom}:2d@${in3}T18:00`, iso(dhakaAt(in3, "18:00") - 2 * DAY)],
        [`appt:${custom}:30m@${in3}T18:00`, iso(dhakaAt(in3, "18:00") - 30 * MIN)],
      ].sort((x, y) => String(x[1]).localeCompare(String(y[1]))),
    );
    expect(iso(await alarmOf(me.id))).toBe(iso(Math.min(...held.map((h) => h.at))));
  });

  it("sends the appointment reminder with its title and link when due", async () => {
    const me = await newUser();
    const sub = await newSubscriber(`${PUSH_ORIGIN}/push/${uuidv7()}`);
    await subscribe(me, sub);
    const date = dhakaDate(Date.now() + 3 * DAY);
    const id = await addAppointment(me.id, date, "10:30");
    await hub(me.id).refreshReminders();
    const pushes = capturePushes();
    setClock(dhakaAt(date, "10:30") - HOUR);
    await runDurableObjectAlarm(hub(me.id));
    // The clock skipped past the 24 h reminder by two days: it is too late for that one, only the 1 h one goes.
    expect(pushes).toHaveLength(1);
    expect(pushes[0].headers.get("urgency")).toBe("normal");
    expect(await payloadOf(pushes[0], sub)).toMatchObject({
      type: "appointment",
      key: `appt:${id}:1h@${date}T10:30`,
      title: "Appointment Reminder",
      url: "/appointments",
    });
  });
});

// ── endpoints and the cron ───────────────────────────────────────────────────

describe("push subscriptions and the cron", () => {
  it("accepts the browsers' push services over https and local http ones here (ALLOW_LOCAL_PUSH), nothing else", async () => {
    const me = await newUser();
    const post = async (endpoint: string) =>
      (await call("/api/push/subscriptions", { method: "POST", cookie: me.cookie, json: (await newSubscriber(endpoint)).json })).status;
    for (const ok of [
      "https://fcm.googleapis.com/fcm/send/1",
      "https://updates.push.services.mozilla.com/wpush/v2/1",
      "https://web.push.apple.com/QGx1",
      "https://wns2-par02p.notify.windows.com/w/?token=1",
      "http://localhost:9999/push/1",
      "http://127.0.0.1:9999/push/1",
    ]) {
      expect(await post(ok), ok).toBe(200);
    }
    for (const refused of [
      "https://push.example.com/send/1",
      "https://metadata.internal/computeMetadata",
      "https://169.254.169.254/latest",
      "https://[::1]/push",
      "https://fcm.googleapis.com:8443/fcm/send/1",
      "https://user:pw@fcm.googleapis.com/fcm/send/1",
      "https://fcm.googleapis.com.evil.example/fcm/send/1",
      "https://evilpush.apple.com/x",
      "https://push.apple.com.evil.example/x",
      "http://fcm.googleapis.com/fcm/send/1",
      "http://push.example.com/send/1",
      "http://10.1.2.3/push",
    ]) {
      expect(await post(refused), refused).toBe(400);
    }
  });

  it("the cron pokes one shard of the watchdog list a run: a lost alarm is re-armed, a hub of another shard waits for its run, an unlisted subscriber is listed", async () => {
    const me = await newUser();
    await addMedicine(me, "08:00");
    const at = nextUtc(2, 0);
    const listed = (id: string) => env.DB.prepare("SELECT shard FROM reminder_hubs WHERE user_id = ?").bind(id).first();
    expect(await listed(me.id)).toEqual({ shard: rearmShard(me.id) });
    // A second hub, in another shard, loses its alarm too.
    let other = await newUser();
    while (rearmShard(other.id) === rearmShard(me.id)) other = await newUser();
    await addMedicine(other, "09:00");
    for (const id of [me.id, other.id]) await runInDurableObject(hub(id), (_, state) => state.storage.deleteAlarm());

    // A user with a subscription whose hub has no row yet (data from before the list).
    const old = await newUser();
    await subscribe(old, await newSubscriber(`${PUSH_ORIGIN}/push/${uuidv7()}`));
    await env.DB.prepare("DELETE FROM reminder_hubs WHERE user_id = ?").bind(old.id).run();

    // The run of my shard's quarter hour (today, UTC).
    const scheduledTime = Math.floor(Date.now() / DAY) * DAY + rearmShard(me.id) * 15 * MIN + 30_000;
    expect(shardAt(scheduledTime)).toBe(rearmShard(me.id));
    const ctx = createExecutionContext();
    await worker.scheduled(createScheduledController({ scheduledTime, cron: "*/15 * * * *" }), env, ctx);
    await waitOnExecutionContext(ctx);
    expect(iso(await alarmOf(me.id))).toBe(iso(at));
    expect(await alarmOf(other.id)).toBeNull();
    expect(await listed(old.id)).toEqual({ shard: rearmShard(old.id) });

    // The other hub's turn comes with its own quarter hour.
    const otherRun = Math.floor(Date.now() / DAY) * DAY + rearmShard(other.id) * 15 * MIN;
    const ctx2 = createExecutionContext();
    await worker.scheduled(createScheduledController({ scheduledTime: otherRun, cron: "*/15 * * * *" }), env, ctx2);
    await waitOnExecutionContext(ctx2);
    expect(iso(await alarmOf(other.id))).toBe(iso(nextUtc(3, 0)));
  });

  it("a hub whose jobs keep failing keeps its own alarm after the runtime's first retries, so the chain of reminders never ends", async () => {
    const me = await newUser();
    await runInDurableObject(hub(me.id), async (_, state) => {
      const now = Date.now();
      const failing = new HubAlarm(state.storage, () => [{ name: "failing", nextDue: () => now - MIN, run: () => Promise.reject(new Error("D1 is away")) }]);
      // The runtime's first retries: thrown, so it retries quickly.
      await expect(failing.ring(0)).rejects.toThrow("D1 is away");
      // After them the failure is not thrown (the runtime would give the alarm up after six); the hub tries again in RETRY_LATER_MS.
      await failing.ring(RUNTIME_RETRIES_USED);
      const alarm = (await state.storage.getAlarm())!;
      expect(alarm).toBeGreaterThanOrEqual(now + RETRY_LATER_MS);
      expect(alarm).toBeLessThan(Date.now() + RETRY_LATER_MS + MIN);
      await state.storage.deleteAlarm();
    });
  });
});

// ── closing figures (printed, never asserted on time) ────────────────────────

describe("heavy user (closing figures)", () => {
  async function heavyUser(distinctTimes: boolean) {
    const me = await newUser();
    // An hour ahead, so no dose time of the last 15 minutes precedes the medicines' creation (that would drop one missed check).
    setClock(Date.now() + HOUR);
    await subscribe(me, await newSubscriber(`${PUSH_ORIGIN}/push/${uuidv7()}`));
    await subscribe(me, await newSubscriber(`https://fcm.googleapis.com/fcm/send/${uuidv7()}`));
    const ops: Op[] = [];
    for (let i = 0; i < 20; i++) {
      const id = uuidv7();
      ops.push(op("medicines", "insert", id, { name: `Medicine ${i}`, dosage: "1 tablet", stock_quantity: 30 }));
      for (let j = 0; j < 4; j++) {
        // Distinct: 80 different times a day (every 17 minutes from 00:07); shared: the four meal times.
        const minutes = distinctTimes ? 7 + (i * 4 + j) * 17 : [8 * 60, 14 * 60, 18 * 60, 21 * 60][j];
        const time = `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;
        ops.push(op("medicine_reminders", "insert", uuidv7(), { medicine_id: id, reminder_time: time, is_critical: j === 0 && i === 0 }));
      }
    }
    for (let k = 0; k < ops.length; k += 50) await send(me, ops.slice(k, k + 50));
    for (let a = 1; a <= 10; a++) {
      await hubSql(me.id)
        .prepare("INSERT INTO doctor_appointments (id, user_id, doctor_name, appointment_date, appointment_time) VALUES (?, ?, ?, ?, '10:30')")
        .bind(uuidv7(), me.id, `Dr. ${a}`, dhakaDate(Date.now() + (a + 2) * DAY))
        .run();
    }
    const started = Date.now();
    await hub(me.id).refreshReminders();
    const recomputeMs = Date.now() - started;
    return { me, recomputeMs };
  }

  async function measure(distinctTimes: boolean) {
    const { me, recomputeMs } = await heavyUser(distinctTimes);
    const stats = await hub(me.id).reminderStats();
    const first = (await heldInstants(me.id)).find((h) => h.kind === "medicine")!;
    const [, date, time] = /^med:(.+)T(\d\d:\d\d)$/.exec(first.key)!;
    const pushes = capturePushes();
    setClock(first.at + 1000);
    let t = Date.now();
    await runDurableObjectAlarm(hub(me.id));
    const alarmMs = Date.now() - t;
    const sent = pushes.length;
    // The missed check of the same time: every medicine due then is logged missed.
    setClock(first.at + 16 * MIN);
    t = Date.now();
    await runDurableObjectAlarm(hub(me.id));
    const missedMs = Date.now() - t;
    const missed = (await hubSql(me.id)
      .prepare("SELECT COUNT(*) AS n FROM adherence_logs WHERE user_id = ? AND status = 'missed' AND scheduled_date = ? AND scheduled_time = ?")
      .bind(me.id, date, `${time}:00`)
      .first<{ n: number }>())!.n;
    const after = await hub(me.id).reminderStats();
    vi.restoreAllMocks();
    return { stats, recomputeMs, alarmMs, sent, missedMs, missed, after };
  }

  it("20 medicines × 4 times + 10 appointments", async () => {
    const distinct = await measure(true);
    const shared = await measure(false);
    // 48 hours of 80 daily times (notification + missed check each) and 10 × 2 appointment reminders.
    expect(distinct.stats.instants).toBe(80 * 2 * 2 + 20);
    expect(distinct.sent).toBe(2);
    expect(distinct.missed).toBe(1);
    // Four shared times: 4 × 2 days × 2 + 20; one notification names all 20 medicines due at that time.
    expect(shared.stats.instants).toBe(4 * 2 * 2 + 20);
    expect(shared.sent).toBe(2);
    expect(shared.missed).toBe(20);
    // The cost of one message's VAPID signature and aes128gcm encryption in workerd, as the hub makes it.
    const target = await newSubscriber(`${PUSH_ORIGIN}/push/bench`);
    const runs = 20;
    const t = Date.now();
    for (let i = 0; i < runs; i++) {
      await pushRequest(env, { endpoint: target.endpoint, ...target.json.keys }, JSON.stringify({ title: "Medicine Reminder", body: "x".repeat(300) }), {
        ttl: 900,
        urgency: "high",
      });
    }
    const perMessageMs = (Date.now() - t) / runs;
    console.log(
      [
        `[bench-reminders] one push message (VAPID JWT + aes128gcm) built in ${perMessageMs.toFixed(1)} ms`,
        "[bench-reminders] heavy user: 20 medicines × 4 reminder times + 10 appointments, 2 push subscriptions",
        `[bench-reminders] distinct times: instants held ${distinct.stats.instants}, DO storage ${distinct.stats.databaseSize} B (after alarms: ${distinct.after.databaseSize} B, ${distinct.after.sent} sent rows), recompute ${distinct.recomputeMs} ms, alarm() sending 1 reminder ${distinct.alarmMs} ms, alarm() logging ${distinct.missed} missed ${distinct.missedMs} ms`,
        `[bench-reminders] shared times:   instants held ${shared.stats.instants}, DO storage ${shared.stats.databaseSize} B (after alarms: ${shared.after.databaseSize} B, ${shared.after.sent} sent rows), recompute ${shared.recomputeMs} ms, alarm() sending 1 reminder of 20 medicines ${shared.alarmMs} ms, alarm() logging ${shared.missed} missed ${shared.missedMs} ms`,
      ].join("\n"),
    );
  });
});
