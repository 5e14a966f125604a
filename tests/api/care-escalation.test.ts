// The caregiver's push (docs/rules/care.md, "The push"), through the patient's real hub
// and its one alarm, with the hub's clock moved (reminder-fixtures.ts): a very important
// dose still not marked the link's minutes after its reminder (after a snooze: after the
// snoozed time) reaches the caregiver's subscriptions once, in their language, naming the
// patient and the medicine, with a Call action. The push service is the only thing faked.
import { runDurableObjectAlarm, runInDurableObject } from "cloudflare:test";
import { uuidv7 } from "uuidv7";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { newUser } from "./helpers";
import { endLink, link } from "./care-fixtures";
import {
  addMedicine,
  capturePushes,
  dhakaDate,
  hub,
  holdOtherHubJobs,
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
} from "./reminder-fixtures";

beforeEach(holdOtherHubJobs);
afterEach(() => {
  vi.restoreAllMocks();
});

const heldCare = (userId: string) =>
  runInDurableObject(hub(userId), (_, state) => state.storage.sql.exec<{ key: string; at: number }>("SELECT key, at FROM care_alerts ORDER BY at").toArray());
/** The first held push (the hub holds two days ahead). */
const firstCare = async (userId: string) => (await heldCare(userId)).slice(0, 1);

describe("the caregiver's push", () => {
  let patient: User;
  let caregiver: User;
  let sub: Subscriber;
  /** The next 8:00 in Dhaka. */
  let at: number;
  let date: string;
  const ring = async (when: number) => {
    setClock(when);
    await runDurableObjectAlarm(hub(patient.id));
  };

  beforeEach(async () => {
    patient = await newUser();
    caregiver = await newUser();
    sub = await newSubscriber(`${PUSH_ORIGIN}/push/${uuidv7()}`);
    await subscribe(caregiver, sub);
    at = nextUtc(2, 0);
    date = dhakaDate(at);
  });

  const critical = () => addMedicine(patient, "08:00", { name: "Amlodipine", dosage: "5 mg" }, { is_critical: true });

  it("goes once, in the caregiver's language, when the dose is still not marked its minutes after the reminder (a missed log is not a mark)", async () => {
    const linkId = await link(patient, caregiver, {}, "bn");
    await critical();
    expect(await firstCare(patient.id)).toEqual([{ key: `care:${linkId}:${date}T08:00`, at: at + 30 * MIN }]);
    const pushes = capturePushes();
    // 16 minutes on, the hub logs the dose missed; the caregiver hears nothing yet.
    await ring(at + 16 * MIN);
    expect(pushes).toEqual([]);
    await ring(at + 30 * MIN + 1000);
    expect(pushes.map((p) => p.url)).toEqual([sub.endpoint]);
    expect(pushes[0].headers.get("urgency")).toBe("high");
    expect(await payloadOf(pushes[0], sub)).toEqual({
      type: "care",
      key: `care:${linkId}:${date}T08:00`,
      tag: `care:${linkId}:${date}T08:00`,
      lang: "bn",
      userId: caregiver.id,
      title: "খুব গুরুত্বপূর্ণ ওষুধ: এখনও জানানো হয়নি",
      body: "Test সকাল ৮:০০-এর Amlodipine 5 mg খেয়েছেন কি না, এখনও জানাননি।",
      url: `/care/${patient.id}?date=${date}&for=${caregiver.id}`,
      date,
      time: "08:00",
      critical: true,
      callUrl: "tel:+8801712345678",
      actions: [{ action: "call", title: "ফোন করুন" }],
    });
    // Rung again (a retried alarm), and later: nothing more.
    await ring(at + 30 * MIN + 2000);
    await ring(at + 50 * MIN);
    expect(pushes).toHaveLength(1);
  });

  it("does not go when the dose was marked in time, for a medicine that is not very important, or after the link ended", async () => {
    const marked = await newUser();
    await link(marked, caregiver);
    const { id } = await addMedicine(marked, "08:00", { name: "Amlodipine" }, { is_critical: true });
    await send(marked, [op("adherence_logs", "insert", uuidv7(), { medicine_id: id, status: "taken", scheduled_time: "08:00", scheduled_date: date })]);

    await link(patient, caregiver);
    await addMedicine(patient, "08:00", { name: "Napa" });
    expect(await heldCare(patient.id)).toEqual([]);

    const ended = await newUser();
    const endedLink = await link(ended, caregiver);
    await addMedicine(ended, "08:00", { name: "Amlodipine" }, { is_critical: true });
    expect((await endLink(caregiver, endedLink)).status).toBe(200);
    expect(await heldCare(ended.id)).toEqual([]);

    const pushes = capturePushes();
    for (const user of [marked, patient, ended]) {
      setClock(at + 31 * MIN);
      await runDurableObjectAlarm(hub(user.id));
    }
    expect(pushes).toEqual([]);
  });

  it("tries again a minute later where the push service could not take it (503), only there, and gives up an hour after it was due", async () => {
    await link(patient, caregiver, {}, "en");
    await critical();
    const other = await newSubscriber(`${PUSH_ORIGIN}/push/${uuidv7()}`);
    await subscribe(caregiver, other);
    let down = true;
    const pushes = capturePushes((url) => (url === sub.endpoint && down ? 503 : 201));
    await ring(at + 30 * MIN + 1000);
    expect(pushes.map((p) => p.url).sort()).toEqual([sub.endpoint, other.endpoint].sort());
    down = false;
    await ring(at + 31 * MIN + 1000);
    expect(pushes.slice(2).map((p) => p.url)).toEqual([sub.endpoint]);
    await ring(at + 33 * MIN);
    expect(pushes).toHaveLength(3);

    // Tomorrow the push service stays down: retried each minute for an hour after the push was due (CARE_LATE_LIMIT_MS), then no more.
    down = true;
    const tomorrow = at + 24 * 60 * MIN;
    for (let m = 30; m <= 95; m++) await ring(tomorrow + m * MIN + 1000);
    const retried = pushes.slice(3).filter((p) => p.url === sub.endpoint).length;
    expect(retried).toBeGreaterThan(50);
    expect(retried).toBeLessThanOrEqual(61);
    expect(await heldCare(patient.id)).not.toContainEqual(expect.objectContaining({ key: expect.stringContaining(dhakaDate(tomorrow)) }));
  });

  it("after a snooze counts from the snoozed time, with the link's own minutes", async () => {
    await link(patient, caregiver, { minutes: 15 });
    await critical();
    expect((await firstCare(patient.id)).map((r) => r.at)).toEqual([at + 15 * MIN]);
    setClock(at + 5 * MIN);
    expect(await hub(patient.id).snoozeReminder(`med:${date}T08:00`, 10)).toBe(at + 15 * MIN);
    expect((await firstCare(patient.id)).map((r) => r.at)).toEqual([at + 30 * MIN]);
    const pushes = capturePushes();
    // The snooze itself rings and leaves the reminders' schedule; the push still counts from it.
    await ring(at + 16 * MIN);
    expect(pushes).toEqual([]);
    expect((await firstCare(patient.id)).map((r) => r.at)).toEqual([at + 30 * MIN]);
    await ring(at + 30 * MIN);
    expect(pushes.map((p) => p.url)).toEqual([sub.endpoint]);
    expect((await payloadOf(pushes[0], sub)).body).toBe("Test has not marked Amlodipine 5 mg (8:00 AM)");
  });
});
