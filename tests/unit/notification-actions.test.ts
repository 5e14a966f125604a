// A reminder's Taken from the notification on a shared phone (app/domain/reminders/action.ts,
// app/features/reminders/action-send.ts): the ops must be exactly the dose's logs; offline the
// action waits and goes later, once; a token the server refuses (expired while offline)
// moves the ops into that person's own outbox instead of losing them.
import "fake-indexeddb/auto";
import { get, set } from "idb-keyval";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { actionTokenMessage, areTakenOpsFor, takenOps } from "~/domain/reminders/action";
import { sendNotificationAction, sendWaitingNotificationActions } from "~/features/reminders/action-send";
import { queueKey } from "~/platform/sync/outbox-queue";

let n = 0;
const id = () => `00000000-0000-7000-8000-${String(++n).padStart(12, "0")}`;
const dose = { userId: "ammu", key: "med:2026-11-25T08:00", medicineIds: [id(), id()] };

describe("the token's dose", () => {
  it("signs the person, the key and the medicines in any order, with the expiry", () => {
    expect(actionTokenMessage(dose, 1)).toBe(actionTokenMessage({ ...dose, medicineIds: [...dose.medicineIds].reverse() }, 1));
    expect(actionTokenMessage(dose, 1)).not.toBe(actionTokenMessage({ ...dose, userId: "abbu" }, 1));
    expect(actionTokenMessage(dose, 1)).not.toBe(actionTokenMessage(dose, 2));
  });

  it("accepts only 'taken' logs of that day and time for listed medicines, each once", () => {
    const ops = takenOps(dose.medicineIds, "2026-11-25", "08:00", id);
    expect(areTakenOpsFor(ops, dose)).toBe(true);
    expect(areTakenOpsFor(ops.slice(0, 1), dose)).toBe(true);
    expect(areTakenOpsFor([], dose)).toBe(false);
    expect(areTakenOpsFor([...ops, ...takenOps([dose.medicineIds[0]], "2026-11-25", "08:00", id)], dose)).toBe(false);
    expect(areTakenOpsFor(takenOps(dose.medicineIds, "2026-11-24", "08:00", id), dose)).toBe(false);
    expect(areTakenOpsFor(takenOps(dose.medicineIds, "2026-11-25", "20:00", id), dose)).toBe(false);
    expect(areTakenOpsFor(takenOps([id()], "2026-11-25", "08:00", id), dose)).toBe(false);
    expect(areTakenOpsFor([{ ...ops[0], data: { ...ops[0].data, status: "skipped" } }], dose)).toBe(false);
    expect(areTakenOpsFor([{ ...ops[0], table: "medicines" }], dose)).toBe(false);
  });
});

describe("sending a Taken", () => {
  let answer: () => Promise<Response>;
  const bodies: unknown[] = [];
  beforeEach(async () => {
    bodies.length = 0;
    await set("notification-actions", []);
    await set(queueKey("ammu"), []);
    vi.stubGlobal(
      "fetch",
      vi.fn(async (_url: string, init?: RequestInit) => {
        bodies.push(JSON.parse(String(init?.body)));
        return answer();
      }),
    );
  });
  afterEach(() => vi.unstubAllGlobals());
  const action = () => ({ action: "taken" as const, ...dose, token: "1.x", ops: takenOps(dose.medicineIds, "2026-11-25", "08:00", id) });
  const json = (status: number, body: unknown) => async () => new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

  it("offline, waits; sent later once, with the same ops", async () => {
    answer = async () => {
      throw new TypeError("Failed to fetch");
    };
    const a = action();
    expect(await sendNotificationAction(a)).toBe("queued");
    expect(await get("notification-actions")).toEqual([a]);
    await expect(sendWaitingNotificationActions()).rejects.toThrow();
    expect(await get("notification-actions")).toEqual([a]);

    answer = json(200, { acks: [], tables: [] });
    expect(await sendWaitingNotificationActions()).toBe(1);
    expect(await get("notification-actions")).toEqual([]);
    expect(bodies.at(-1)).toEqual(a);
    expect(await sendWaitingNotificationActions()).toBe(0);
  });

  it("a token the server refuses moves the ops into the person's own outbox", async () => {
    answer = json(403, { error: { code: "invalid_action_token", message: "x" } });
    const a = action();
    expect(await sendNotificationAction(a)).toBe("refused");
    expect(await get(queueKey("ammu"))).toEqual(a.ops.map((op) => ({ ...op, retries: 0 })));
    expect(await get("notification-actions")).toEqual([]);
  });

  it("a Snooze that cannot go now is not kept: it could not ring in time", async () => {
    answer = async () => {
      throw new TypeError("Failed to fetch");
    };
    expect(await sendNotificationAction({ ...action(), action: "snooze", ops: [] })).toBe("refused");
    expect(await get("notification-actions")).toEqual([]);
  });
});
