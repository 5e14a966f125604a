// Reminders on a shared phone (issue 13): one browser endpoint carries the reminders of
// every account that keeps them there; on such an endpoint the notification names the
// person, and its Taken and Snooze act for that person and dose through the payload's
// signed, short-lived action token, whoever's session the phone holds. Each account
// chooses "Reminders on this phone"; a switch away or an added account leaves the
// browser's endpoint unless it chose to keep them.
import { runDurableObjectAlarm } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { uuidv7 } from "uuidv7";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { NOTIFICATION_ACTION_TTL_MS, takenOps } from "../../app/domain/reminders/action";
import type { ReminderPushPayload } from "../../app/domain/reminders/texts";
import { signActionToken } from "../../durable-objects/reminders/notification-token";
import { call, Jar, newUser } from "./helpers";
import { hubSql } from "./hub-sql";
import {
  addMedicine,
  capturePushes,
  dhakaDate,
  hub,
  newSubscriber,
  nextUtc,
  payloadOf,
  PUSH_ORIGIN,
  setClock,
  subscribe,
  type Subscriber,
  type User,
} from "./reminder-fixtures";

afterEach(() => vi.restoreAllMocks());

const rename = (u: User, name: string) => env.DB.prepare("update user set name = ? where id = ?").bind(name, u.id).run();
const logsOf = (u: User) =>
  hubSql(u.id)
    .prepare("select medicine_id, status, scheduled_date, scheduled_time from adherence_logs where user_id = ?")
    .bind(u.id)
    .all()
    .then((r) => r.results);
const holders = (endpoint: string) =>
  env.DB.prepare("select user_id from push_subscriptions where endpoint = ? order by user_id")
    .bind(endpoint)
    .all<{ user_id: string }>()
    .then((r) => r.results.map((x) => x.user_id));

function act(body: Record<string, unknown>, cookie?: string) {
  return call("/api/push/action", { method: "POST", json: body, cookie });
}

describe("one phone, two accounts' reminders", () => {
  let ammu: User;
  let abbu: User;
  let phone: Subscriber;
  let medicineId: string;
  let at: number;

  beforeEach(async () => {
    [ammu, abbu] = [await newUser(), await newUser()];
    await rename(ammu, "Ammu");
    phone = await newSubscriber(`${PUSH_ORIGIN}/push/${uuidv7()}`);
    await subscribe(ammu, phone);
    medicineId = (await addMedicine(ammu, "08:00", { name: "Metformin" })).id;
    at = nextUtc(2, 0);
  });

  async function ammusPush(): Promise<ReminderPushPayload> {
    const pushes = capturePushes();
    setClock(at + 30_000);
    await runDurableObjectAlarm(hub(ammu.id));
    const mine = pushes.filter((p) => p.url === phone.endpoint);
    expect(mine).toHaveLength(1);
    vi.restoreAllMocks();
    return payloadOf(mine[0], phone);
  }

  it("alone on the phone, the title is the reminder's own; shared, it names the person", async () => {
    expect((await ammusPush()).title).toBe("Medicine Reminder");
    await subscribe(abbu, phone);
    expect(await holders(phone.endpoint)).toEqual([ammu.id, abbu.id].sort());
    at += 86_400_000;
    const shared = await ammusPush();
    expect(shared).toMatchObject({ title: "Ammu · Medicine Reminder", person: "Ammu", userId: ammu.id });
    expect(shared.body).toContain("Metformin");
  });

  it("Taken from the notification logs Ammu's dose under Abbu's session, once; the token is for that dose only", async () => {
    await subscribe(abbu, phone);
    const p = await ammusPush();
    const date = dhakaDate(at);
    const action = { action: "taken", userId: p.userId, key: p.tag, medicineIds: p.medicineIds, token: p.actionToken };
    const ops = takenOps(p.medicineIds!, p.date!, p.time!, uuidv7);

    const res = await act({ ...action, ops }, abbu.cookie);
    expect(res.status).toBe(200);
    expect(((await res.json()) as { acks: { status: string }[] }).acks.map((a) => a.status)).toEqual(["applied"]);
    expect(await logsOf(ammu)).toEqual([{ medicine_id: medicineId, status: "taken", scheduled_date: date, scheduled_time: "08:00:00" }]);
    expect(await logsOf(abbu)).toEqual([]);

    // The same request again (an answer lost on a patchy connection): a duplicate, still one log.
    const again = await act({ ...action, ops });
    expect(((await again.json()) as { acks: { status: string }[] }).acks.map((a) => a.status)).toEqual(["duplicate"]);
    expect(await logsOf(ammu)).toHaveLength(1);

    // The token names its dose: not another day's, not another medicine, not another person.
    const abbusMedicine = (await addMedicine(abbu, "08:00")).id;
    const otherDay = takenOps(p.medicineIds!, "2020-01-01", p.time!, uuidv7);
    expect((await act({ ...action, ops: otherDay })).status).toBe(400);
    const otherMedicine = { ...action, medicineIds: [abbusMedicine], ops: takenOps([abbusMedicine], p.date!, p.time!, uuidv7) };
    expect((await act(otherMedicine)).status).toBe(403);
    expect((await act({ ...action, userId: abbu.id, ops: takenOps(p.medicineIds!, p.date!, p.time!, uuidv7) })).status).toBe(403);
    expect((await act({ ...action, token: `${p.actionToken!.split(".")[0]}.${"A".repeat(43)}`, ops })).status).toBe(403);
    expect(await logsOf(abbu)).toEqual([]);
    expect(await logsOf(ammu)).toHaveLength(1);
  });

  it("an expired token is refused; Snooze with a live one re-sends Ammu's reminder", async () => {
    const key = `med:${dhakaDate(at)}T08:00`;
    const dose = { userId: ammu.id, key, medicineIds: [medicineId] };
    const expired = await signActionToken(env.BETTER_AUTH_SECRET, dose, Date.now() - NOTIFICATION_ACTION_TTL_MS - 1000);
    const ops = takenOps([medicineId], dhakaDate(at), "08:00", uuidv7);
    const res = await act({ action: "taken", ...dose, token: expired, ops });
    expect(res.status).toBe(403);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("invalid_action_token");
    expect(await logsOf(ammu)).toEqual([]);

    const p = await ammusPush();
    setClock(at + 2 * 60_000);
    const snoozed = await act({ action: "snooze", userId: ammu.id, key: p.tag, medicineIds: p.medicineIds, token: p.actionToken });
    expect(snoozed.status).toBe(200);
  });
});

describe("Reminders on this phone, per account", () => {
  /** One browser holding several accounts' sessions (better-auth's multiSession), each registered on the device. */
  async function phoneOf(users: User[], deviceId: string) {
    const jar = new Jar();
    for (const u of users) {
      await jar.send("/api/auth/sign-in/email", { method: "POST", json: { email: u.email, password: "password-123" } });
      await jar.send("/api/accounts/register", { method: "POST", json: { deviceId } });
    }
    return { send: (path: string, json: unknown) => jar.send(path, { method: "POST", json }), get: (path: string) => jar.send(path) };
  }

  it("an account that turned them off leaves the phone's endpoint when another becomes active; one that keeps them stays", async () => {
    const [ammu, abbu, nanu] = [await newUser(), await newUser(), await newUser()];
    const deviceId = uuidv7();
    const endpoint = `https://fcm.googleapis.com/fcm/send/${uuidv7()}`;
    const subscription = { endpoint, keys: { p256dh: "BPubKeyExample", auth: "authSecret" } };
    const phone = await phoneOf([ammu, abbu], deviceId);
    // Abbu is active; Ammu's reminders join this browser from the switcher.
    expect((await phone.send("/api/accounts/reminders", { deviceId, userId: ammu.id, keep: true, subscription })).status).toBe(200);
    await call("/api/push/subscriptions", { method: "POST", cookie: abbu.cookie, json: subscription });
    expect(await holders(endpoint)).toEqual([ammu.id, abbu.id].sort());

    const listed = (await (await phone.get(`/api/accounts?deviceId=${deviceId}`)).json()) as { accounts: { userId: string; keepReminders: boolean }[] };
    expect(listed.accounts.every((a) => a.keepReminders)).toBe(true);

    // Abbu turns his off while active: nothing changes until he leaves.
    expect((await phone.send("/api/accounts/reminders", { deviceId, userId: abbu.id, keep: false, subscription })).status).toBe(200);
    expect(await holders(endpoint)).toEqual([ammu.id, abbu.id].sort());
    const begin = await phone.send("/api/accounts/switch/begin", { deviceId, toUserId: ammu.id, dataSynced: true, backupCreated: true });
    const { logId } = (await begin.json()) as { logId: string };
    expect((await phone.send("/api/accounts/switch/complete", { deviceId, logId, toUserId: ammu.id, pushEndpoint: endpoint })).status).toBe(200);
    expect(await holders(endpoint)).toEqual([ammu.id]);

    // Ammu (active now) turns Abbu's back on from the switcher: it joins again; off again: it leaves.
    await phone.send("/api/accounts/reminders", { deviceId, userId: abbu.id, keep: true, subscription });
    expect(await holders(endpoint)).toEqual([ammu.id, abbu.id].sort());
    await phone.send("/api/accounts/reminders", { deviceId, userId: abbu.id, keep: false, subscription });
    expect(await holders(endpoint)).toEqual([ammu.id]);

    // Nanu, not on this phone, cannot be named.
    const stranger = await phone.send("/api/accounts/reminders", { deviceId, userId: nanu.id, keep: true, subscription });
    expect(stranger.status).toBe(404);
    expect(await holders(endpoint)).toEqual([ammu.id]);
  });
});
