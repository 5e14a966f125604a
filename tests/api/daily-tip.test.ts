// The 'Daily Health Tip' push (issue 16, docs/rules/education.md) through the hub's one
// alarm, with the clock injected: sent once a day at 09:00 on the user's clock in the
// user's language, the next day's time held after each, nothing sent while health tips
// or notifications are off, and the same tip the dashboard shows that day.
import { runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { uuidv7 } from "uuidv7";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DAILY_TIP_TITLES } from "../../app/domain/education/daily-tip";
import { tipOfTheDay } from "../../app/domain/education/rotation";
import { hubClock } from "../../durable-objects/jobs/clock";
import { call, settingsOp } from "./helpers";
import { capturePushes, DAY, HOUR, hub, newSubscriber, payloadOf, PUSH_ORIGIN, send, subscribe, type Subscriber, type User } from "./reminder-fixtures";
import { newUser } from "./helpers";
import { hubSql } from "./hub-sql";

/** 09:00 in Dhaka (UTC+6) is 03:00 UTC. */
const nineInDhaka = (date: string) => Date.parse(`${date}T03:00:00Z`);
const heldTip = (userId: string) =>
  runInDurableObject(
    hub(userId),
    (_, state) => state.storage.sql.exec<{ due_at: number }>("SELECT due_at FROM daily_tip_schedule").toArray()[0]?.due_at ?? null,
  );

function setClock(ms: number) {
  vi.spyOn(hubClock, "now").mockReturnValue(ms);
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe("daily health tip push", () => {
  let me: User;
  let sub: Subscriber;
  const start = Date.parse("2030-03-01T20:00:00Z"); // 02:00 on 2 March in Dhaka

  beforeEach(async () => {
    setClock(start);
    me = await newUser();
    sub = await newSubscriber(`${PUSH_ORIGIN}/push/${uuidv7()}`);
    await subscribe(me, sub, { healthTips: true });
  });

  it("saving a subscription holds 09:00 on the user's clock and arms the alarm for it", async () => {
    expect(await heldTip(me.id)).toBe(nineInDhaka("2030-03-02"));
    const alarm = await runInDurableObject(hub(me.id), (_, state) => state.storage.getAlarm());
    expect(alarm).toBe(nineInDhaka("2030-03-02"));
  });

  it("sends one tip a day in the user's language, opening the dashboard, and holds the next day", async () => {
    await send(me, [settingsOp(me.id, { language: "bn" })]);
    const pushes = capturePushes();
    const at = nineInDhaka("2030-03-02");
    setClock(at + 1000);
    await runDurableObjectAlarm(hub(me.id));
    expect(pushes).toHaveLength(1);
    expect(pushes[0].headers.get("urgency")).toBe("low");
    const payload = await payloadOf(pushes[0], sub);
    const tips = (
      await env.DB.prepare("select id, tip_text from daily_tips where language = 'bn' and is_active = 1 order by id limit 10").all<{
        id: string;
        tip_text: string;
      }>()
    ).results;
    expect(tips).toHaveLength(10);
    expect(payload).toMatchObject({ type: "tip", title: DAILY_TIP_TITLES.bn, url: "/dashboard", lang: "bn", userId: me.id, tag: "daily-tip" });
    // The tip the dashboard shows that day.
    expect(payload.body).toBe(tipOfTheDay(tips, new Date(at), "Asia/Dhaka")!.tip_text);
    expect(await heldTip(me.id)).toBe(at + DAY);

    // The alarm running again the same day sends nothing more.
    setClock(at + 2 * HOUR);
    await runDurableObjectAlarm(hub(me.id));
    await runInDurableObject(hub(me.id), (h) => (h as unknown as { alarm(): Promise<void> }).alarm());
    expect(pushes).toHaveLength(1);

    // The next day: the next tip.
    setClock(at + DAY + 1000);
    await runInDurableObject(hub(me.id), (h) => (h as unknown as { alarm(): Promise<void> }).alarm());
    expect(pushes).toHaveLength(2);
    const second = await payloadOf(pushes[1], sub);
    expect(second.body).toBe(tipOfTheDay(tips, new Date(at + DAY), "Asia/Dhaka")!.tip_text);
    expect(second.body).not.toBe(payload.body);
    expect(await heldTip(me.id)).toBe(at + 2 * DAY);
  });

  it("nothing is held or sent while health tips (or all notifications) are off; turning them on holds the next 09:00", async () => {
    const pushes = capturePushes();
    const at = nineInDhaka("2030-03-02");
    await send(me, [settingsOp(me.id, { health_tips: false })]);
    expect(await heldTip(me.id)).toBeNull();
    setClock(at + 1000);
    await runInDurableObject(hub(me.id), (h) => (h as unknown as { alarm(): Promise<void> }).alarm());
    expect(pushes).toHaveLength(0);
    expect(await heldTip(me.id)).toBeNull();

    await send(me, [settingsOp(me.id, { health_tips: true, notifications_enabled: false })]);
    expect(await heldTip(me.id)).toBeNull();
    await send(me, [settingsOp(me.id, { notifications_enabled: true })]);
    expect(await heldTip(me.id)).toBe(at + DAY);

    // Turned off after the time was held: at the due time nothing is sent and nothing more is held.
    await hubSql(me.id).prepare("UPDATE user_settings SET health_tips = 0 WHERE user_id = ?").bind(me.id).run();
    setClock(at + DAY + 1000);
    await runInDurableObject(hub(me.id), (h) => (h as unknown as { alarm(): Promise<void> }).alarm());
    expect(pushes).toHaveLength(0);
    expect(await heldTip(me.id)).toBeNull();

    await send(me, [settingsOp(me.id, { health_tips: true })]);
    setClock(at + 2 * DAY + 1000);
    await runInDurableObject(hub(me.id), (h) => (h as unknown as { alarm(): Promise<void> }).alarm());
    expect(pushes).toHaveLength(1);
    expect((await payloadOf(pushes[0], sub)).title).toBe(DAILY_TIP_TITLES.en);
  });
});

describe("daily health tip without a device", () => {
  it("a due time with no subscription left holds nothing more; a new subscription holds the next one", async () => {
    const start = Date.parse("2030-03-01T20:00:00Z");
    setClock(start);
    const me = await newUser();
    const sub = await newSubscriber(`${PUSH_ORIGIN}/push/${uuidv7()}`);
    await subscribe(me, sub, { healthTips: true });

    const res = await call("/api/push/subscriptions/delete", { method: "POST", cookie: me.cookie, json: { endpoint: sub.endpoint } });
    expect(res.status).toBe(200);
    const pushes = capturePushes();
    setClock(nineInDhaka("2030-03-02") + 1000);
    await runInDurableObject(hub(me.id), (h) => (h as unknown as { alarm(): Promise<void> }).alarm());
    expect(pushes).toHaveLength(0);
    expect(await heldTip(me.id)).toBeNull();
    await subscribe(me, sub, { healthTips: true });
    expect(await heldTip(me.id)).toBe(nineInDhaka("2030-03-03"));
  });
});

describe("daily health tip for users from before it", () => {
  it("a hub with a subscription and no tip time held holds one when its alarm runs or the settings change", async () => {
    const start = Date.parse("2030-03-01T20:00:00Z");
    setClock(start);
    const me = await newUser();
    await subscribe(me, await newSubscriber(`${PUSH_ORIGIN}/push/${uuidv7()}`), { healthTips: true });
    const forget = () => runInDurableObject(hub(me.id), (_, state) => void state.storage.sql.exec("DELETE FROM daily_tip_schedule"));
    await forget();
    await runInDurableObject(hub(me.id), (h) => (h as unknown as { alarm(): Promise<void> }).alarm());
    expect(await heldTip(me.id)).toBe(nineInDhaka("2030-03-02"));
    await forget();
    await send(me, [settingsOp(me.id, { health_tips: true })]);
    expect(await heldTip(me.id)).toBe(nineInDhaka("2030-03-02"));
    // The settings change also asks for the daily backup a day later: the alarm is the earlier of the two.
    const alarm = await runInDurableObject(hub(me.id), (_, state) => state.storage.getAlarm());
    expect(alarm).toBe(nineInDhaka("2030-03-02"));
  });
});
