// Reminders that reach a closed app (issue 5), the delivery: the hub's alarm sends each
// due reminder as an encrypted, VAPID-signed Web Push, once per subscription, retries a
// push service's momentary failure, drops a gone subscription, and Snooze re-sends once.
// Helpers: reminder-fixtures.ts.
import { runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { uuidv7 } from "uuidv7";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { ReminderPushPayload } from "../../app/domain/reminders/texts";
import { call, newUser, sendOps } from "./helpers";
import { hubSql } from "./hub-sql";
import {
  addMedicine,
  alarmOf,
  b64u,
  capturePushes,
  DAY,
  dhakaDate,
  hub,
  holdOtherHubJobs,
  iso,
  MIN,
  newSubscriber,
  nextUtc,
  op,
  payloadOf,
  PUSH_ORIGIN,
  send,
  setClock,
  subscribe,
  type Subscriber,
  type User,
  verifyVapid,
} from "./reminder-fixtures";

beforeEach(holdOtherHubJobs);

afterEach(() => {
  vi.restoreAllMocks();
});

describe("reminder alarm: Web Push", () => {
  let me: User;
  let sub: Subscriber;
  let medicineId: string;
  let at: number;

  beforeEach(async () => {
    me = await newUser();
    sub = await newSubscriber(`${PUSH_ORIGIN}/push/${uuidv7()}`);
    await subscribe(me, sub);
    medicineId = (await addMedicine(me, "08:00")).id;
    at = nextUtc(2, 0);
  });

  it("sends one encrypted, VAPID-signed push per due reminder, once, however often the alarm runs", async () => {
    const pushes = capturePushes();
    setClock(at + 30_000);
    expect(await runDurableObjectAlarm(hub(me.id))).toBe(true);
    expect(pushes).toHaveLength(1);
    const [push] = pushes;
    expect(push.url).toBe(sub.endpoint);
    expect(push.headers.get("content-encoding")).toBe("aes128gcm");
    expect(push.headers.get("ttl")).toBe("900");
    expect(push.headers.get("urgency")).toBe("high");

    const vapid = await verifyVapid(push.headers.get("authorization"), env.VAPID_PUBLIC_KEY);
    expect(vapid.valid).toBe(true);
    expect(vapid.claims.aud).toBe(PUSH_ORIGIN);
    expect(vapid.claims.sub).toBe(env.VAPID_SUBJECT);
    expect(vapid.claims.exp * 1000).toBeGreaterThan(Date.now());
    expect(vapid.claims.exp * 1000).toBeLessThanOrEqual(Date.now() + DAY);
    // The same check fails with another key: the verification is real.
    const stranger = (await crypto.subtle.generateKey({ name: "ECDSA", namedCurve: "P-256" }, true, ["sign", "verify"])) as CryptoKeyPair;
    const strangerKey = b64u.encode(new Uint8Array((await crypto.subtle.exportKey("raw", stranger.publicKey)) as ArrayBuffer));
    expect((await verifyVapid(push.headers.get("authorization")!.replace(/k=[\w-]+$/, `k=${strangerKey}`), strangerKey)).valid).toBe(false);

    const date = dhakaDate(at);
    expect(await payloadOf(push, sub)).toEqual({
      type: "medicine",
      key: `med:${date}T08:00`,
      tag: `med:${date}T08:00`,
      title: "Medicine Reminder",
      body: "8:00 AM — time to take Napa 500 mg",
      url: "/?alarm=true&time=08:00",
      lang: "en",
      userId: me.id,
      date,
      time: "08:00",
      medicineIds: [medicineId],
      actionToken: expect.stringMatching(/^\d{13}\.[\w-]+$/),
      critical: false,
      actions: [
        { action: "taken", title: "Taken" },
        { action: "snooze", title: "Snooze 10 min" },
      ],
    } satisfies ReminderPushPayload);

    // The next alarm is the missed check; running it (nothing due yet) sends nothing.
    expect(iso(await alarmOf(me.id))).toBe(iso(at + 15 * MIN + 1000));
    expect(await runDurableObjectAlarm(hub(me.id))).toBe(true);
    expect(pushes).toHaveLength(1);

    // A retried alarm that finds the same instant due again (its first run died after sending) does not send twice.
    await runInDurableObject(hub(me.id), async (_, state) => {
      state.storage.sql.exec("INSERT INTO reminder_instants (key, at, kind) VALUES (?, ?, 'medicine')", `med:${date}T08:00`, at);
      await state.storage.setAlarm(at);
    });
    expect(await runDurableObjectAlarm(hub(me.id))).toBe(true);
    expect(pushes).toHaveLength(1);
  });

  it("tries again a minute later when the push service fails for the moment (503, 429), never after it took the message or refused it", async () => {
    // A second subscription whose push service refuses the message for good (400): not retried.
    const refusing = await newSubscriber(`https://fcm.googleapis.com/fcm/send/${uuidv7()}`);
    await subscribe(me, refusing);
    const answers = [503, 429, 201];
    const pushes = capturePushes((url) => (url === sub.endpoint ? answers.shift()! : 400));
    const toSub = () => pushes.filter((p) => p.url === sub.endpoint).length;
    const toRefusing = () => pushes.filter((p) => p.url === refusing.endpoint).length;

    setClock(at + 30_000);
    expect(await runDurableObjectAlarm(hub(me.id))).toBe(true);
    expect([toSub(), toRefusing()]).toEqual([1, 1]);
    // The claim was released and the reminder is due again a minute later (before the missed check).
    expect(iso(await alarmOf(me.id))).toBe(iso(at + 90_000));

    // The retry: 429, tried again; then 201.
    setClock(at + 90_000);
    expect(await runDurableObjectAlarm(hub(me.id))).toBe(true);
    expect([toSub(), toRefusing()]).toEqual([2, 1]);
    expect(iso(await alarmOf(me.id))).toBe(iso(at + 150_000));
    setClock(at + 150_000);
    expect(await runDurableObjectAlarm(hub(me.id))).toBe(true);
    expect([toSub(), toRefusing()]).toEqual([3, 1]);
    // Every attempt carried the same reminder.
    for (const p of pushes.filter((p) => p.url === sub.endpoint)) expect((await payloadOf(p, sub)).key).toBe(`med:${dhakaDate(at)}T08:00`);

    // Taken: the next alarm is the missed check, and neither it nor a retried alarm finding the instant due again sends it twice.
    expect(iso(await alarmOf(me.id))).toBe(iso(at + 15 * MIN + 1000));
    await runInDurableObject(hub(me.id), async (_, state) => {
      state.storage.sql.exec("INSERT INTO reminder_instants (key, at, kind) VALUES (?, ?, 'medicine')", `med:${dhakaDate(at)}T08:00`, at);
      await state.storage.setAlarm(at);
    });
    setClock(at + 3 * MIN);
    expect(await runDurableObjectAlarm(hub(me.id))).toBe(true);
    expect([toSub(), toRefusing()]).toEqual([3, 1]);
  });

  it("gives up retrying a push once the reminder would be more than 15 minutes late", async () => {
    const pushes = capturePushes(() => 503);
    setClock(at + 14 * MIN + 30_000);
    await runDurableObjectAlarm(hub(me.id));
    expect(pushes).toHaveLength(1);
    // No retry at 15.5 minutes: the next alarm is the missed check.
    expect(iso(await alarmOf(me.id))).toBe(iso(at + 15 * MIN + 1000));
  });

  it("uses the user's language and the urgent style when a medicine is critical", async () => {
    await send(me, [op("user_settings", "update", me.id, { language: "bn" })]);
    await addMedicine(me, "08:00", { name: "Insulin", dosage: null }, { is_critical: true });
    const pushes = capturePushes();
    setClock(at + 1000);
    await runDurableObjectAlarm(hub(me.id));
    expect(pushes).toHaveLength(1);
    const p = await payloadOf(pushes[0], sub);
    expect(p).toMatchObject({ title: "ওষুধের রিমাইন্ডার", lang: "bn", critical: true });
    expect(p.body).toBe("খুব গুরুত্বপূর্ণ ওষুধ: সকাল ৮:০০ — এখনই Napa 500 mg, Insulin খান");
    expect(p.medicineIds).toHaveLength(2);
    expect(p.actions?.map((a) => a.title)).toEqual(["খেয়েছি", "১০ মিনিট পরে মনে করান"]);
  });

  it("carries what the first medicine with a chosen appearance looks like, for the notification's icon", async () => {
    await addMedicine(me, "08:00", { name: "Amlodipine", dosage: null, pill_shape: "capsule", pill_colors: ["red", "white"] });
    const pushes = capturePushes();
    setClock(at + 1000);
    await runDurableObjectAlarm(hub(me.id));
    expect(pushes).toHaveLength(1);
    const p = await payloadOf(pushes[0], sub);
    expect(p.body).toBe("8:00 AM — time to take Napa 500 mg, Amlodipine");
    expect(p.appearance).toEqual({ shape: "capsule", colors: ["red", "white"] });
  });

  it("sends to every subscription of the user and deletes one that answers 410", async () => {
    const second = await newSubscriber(`https://fcm.googleapis.com/fcm/send/${uuidv7()}`);
    await subscribe(me, second);
    const pushes = capturePushes((url) => (url === sub.endpoint ? 410 : 201));
    setClock(at + 1000);
    await runDurableObjectAlarm(hub(me.id));
    expect(pushes.map((p) => p.url).sort()).toEqual([second.endpoint, sub.endpoint].sort());
    // Each body is encrypted for its own subscriber.
    expect(
      (
        await payloadOf(
          pushes.find((p) => p.url === second.endpoint)!,
          second,
        )
      ).userId,
    ).toBe(me.id);
    const endpoints = await env.DB.prepare("SELECT endpoint FROM push_subscriptions WHERE user_id = ?").bind(me.id).all<{ endpoint: string }>();
    expect(endpoints.results.map((r) => r.endpoint)).toEqual([second.endpoint]);
  });

  it("does not send a reminder whose doses were marked, nor one found more than 15 minutes late", async () => {
    const pushes = capturePushes();
    // The log goes straight into the hub's storage, past its write path: the held instant stays as it was, so the alarm must check the data itself.
    await hubSql(me.id)
      .prepare("INSERT INTO adherence_logs (id, user_id, medicine_id, status, scheduled_time, scheduled_date) VALUES (?, ?, ?, 'taken', '08:00:00', ?)")
      .bind(uuidv7(), me.id, medicineId, dhakaDate(at))
      .run();
    setClock(at + 1000);
    await runDurableObjectAlarm(hub(me.id));
    expect(pushes).toHaveLength(0);

    // Tomorrow's reminder, with the alarm running 20 minutes late: too late to send (the dose is missed by then).
    setClock(at + DAY + 20 * MIN);
    await runInDurableObject(hub(me.id), (_, state) => state.storage.setAlarm(at + DAY));
    await runDurableObjectAlarm(hub(me.id));
    expect(pushes).toHaveLength(0);
  });

  it("Snooze 10 min sends the reminder once more, ten minutes later", async () => {
    const pushes = capturePushes();
    setClock(at + 1000);
    await runDurableObjectAlarm(hub(me.id));
    expect(pushes).toHaveLength(1);

    const key = `med:${dhakaDate(at)}T08:00`;
    setClock(at + 2 * MIN);
    const res = await call("/api/push/snooze", { method: "POST", cookie: me.cookie, json: { key } });
    expect(res.status).toBe(200);
    expect(((await res.json()) as { at: string }).at).toBe(iso(at + 12 * MIN));
    expect(iso(await alarmOf(me.id))).toBe(iso(at + 12 * MIN));

    setClock(at + 12 * MIN);
    await runDurableObjectAlarm(hub(me.id));
    expect(pushes).toHaveLength(2);
    expect(await payloadOf(pushes[1], sub)).toMatchObject({ key: `snooze:${key}`, tag: key, type: "medicine" });
    // Once: the alarm after it (the missed check, not due yet) sends nothing more.
    await runDurableObjectAlarm(hub(me.id));
    expect(pushes).toHaveLength(2);

    const bad = await call("/api/push/snooze", { method: "POST", cookie: me.cookie, json: { key: "appt:x:24h@2025-01-01T08:00" } });
    expect(bad.status).toBe(400);
    const old = await call("/api/push/snooze", { method: "POST", cookie: me.cookie, json: { key: "med:2020-01-01T08:00" } });
    expect(old.status).toBe(400);
    expect((await call("/api/push/snooze", { method: "POST", json: { key } })).status).toBe(401);
  });

  it("snoozes as the patient chose (issue 31): the notification offers the shortest minutes its medicines remember, and the in-app alarm's own choice wins", async () => {
    // A second medicine at 08:00 remembers 30; Napa (set below) 15: the reminder offers 15.
    await addMedicine(me, "08:00", { name: "Seclo", dosage: "20 mg", snooze_minutes: 30 });
    await send(me, [op("medicines", "update", medicineId, { snooze_minutes: 15 })]);
    const pushes = capturePushes();
    setClock(at + 1000);
    await runDurableObjectAlarm(hub(me.id));
    expect(pushes).toHaveLength(1);
    expect((await payloadOf(pushes[0], sub)).actions).toContainEqual({ action: "snooze", title: "Snooze 15 min" });

    // The notification's button (no minutes): 15 minutes from now.
    const key = `med:${dhakaDate(at)}T08:00`;
    setClock(at + 2 * MIN);
    const fromButton = await call("/api/push/snooze", { method: "POST", cookie: me.cookie, json: { key } });
    expect(((await fromButton.json()) as { at: string }).at).toBe(iso(at + 17 * MIN));
    // The in-app alarm's choice: 5 minutes from now, moving the one re-send.
    const fromApp = await call("/api/push/snooze", { method: "POST", cookie: me.cookie, json: { key, minutes: 5 } });
    expect(((await fromApp.json()) as { at: string }).at).toBe(iso(at + 7 * MIN));
    expect(iso(await alarmOf(me.id))).toBe(iso(at + 7 * MIN));
    // Only the four choices.
    const odd = await call("/api/push/snooze", { method: "POST", cookie: me.cookie, json: { key, minutes: 7 } });
    expect(odd.status).toBe(400);
    const [refused] = await sendOps(me, [op("medicines", "update", medicineId, { snooze_minutes: 7 })]);
    expect(refused).toMatchObject({ status: "rejected", error: { code: "validation_error" } });
  });
});

// ── missed doses ─────────────────────────────────────────────────────────────

describe("schedules (issue 31)", () => {
  it("push a reminder on a schedule's dose days only, once each, and never for an as-needed medicine", async () => {
    const me = await newUser();
    const sub = await newSubscriber(`${PUSH_ORIGIN}/push/${uuidv7()}`);
    await subscribe(me, sub);
    const at = nextUtc(2, 0);
    // Every second day from tomorrow: off, on, off, on.
    const { id } = await addMedicine(me, "08:00", { schedule: { kind: "every", days: 2, from: dhakaDate(at + DAY) } });
    await addMedicine(me, "08:00", { name: "Ace", frequency: "as-needed" });
    const pushes = capturePushes();
    for (let day = 0; day < 4; day++) {
      setClock(at + day * DAY + 30_000);
      await runInDurableObject(hub(me.id), (_, state) => state.storage.setAlarm(at + day * DAY));
      await runDurableObjectAlarm(hub(me.id));
      await runDurableObjectAlarm(hub(me.id));
    }
    const sent = await Promise.all(pushes.map((p) => payloadOf(p, sub)));
    expect(sent.map((p) => [p.key, p.medicineIds])).toEqual([
      [`med:${dhakaDate(at + DAY)}T08:00`, [id]],
      [`med:${dhakaDate(at + 3 * DAY)}T08:00`, [id]],
    ]);
  });
});

describe("an endpoint someone else registered first", () => {
  it("does not stop the browser's own subscription, and the planter's keys open none of the owner's reminders", async () => {
    const endpoint = `https://fcm.googleapis.com/fcm/send/${uuidv7()}`;
    const mallory = await newUser();
    const planted = await newSubscriber(endpoint); // keys of Mallory's own, for the owner's endpoint
    await subscribe(mallory, planted);
    const owner = await newUser();
    const real = await newSubscriber(endpoint);
    await subscribe(owner, real);
    await addMedicine(owner, "08:00");
    const at = nextUtc(2, 0);

    const pushes = capturePushes();
    setClock(at + 30_000);
    expect(await runDurableObjectAlarm(hub(owner.id))).toBe(true);
    expect(pushes.map((p) => p.url)).toEqual([endpoint]);
    expect(await payloadOf(pushes[0], real)).toMatchObject({
      type: "medicine",
      userId: owner.id,
      title: "Medicine Reminder",
      body: "8:00 AM — time to take Napa 500 mg",
    });
    await expect(payloadOf(pushes[0], planted)).rejects.toThrow();
  });
});
