// sleep_logs through the one write path, and the `sleep` read: isolation between
// users, validation, the overlap rule server-side (edits excluding themselves),
// and one open session at a time.
import { uuidv7 } from "uuidv7";
import { describe, expect, it } from "vitest";
import type { SleepResponse } from "../../app/domain/sleep/rules";
import type { Op } from "../../app/domain/sync/op";
import { newUser, readOne, rowOp, sendOps } from "./helpers";
import { hubSql } from "./hub-sql";

type User = Awaited<ReturnType<typeof newUser>>;

const op = (type: Op["type"], id: string, data: Record<string, unknown> = {}) => rowOp("sleep_logs", type, id, data);

const send = sendOps;

const night = (start: string, end: string, extra: Record<string, unknown> = {}) => ({
  sleep_start: start,
  sleep_end: end,
  duration_minutes: Math.round((Date.parse(end) - Date.parse(start)) / 60_000),
  sleep_type: "manual",
  ...extra,
});

async function add(user: User, data: Record<string, unknown>) {
  const id = uuidv7();
  const [ack] = await send(user, [op("insert", id, data)]);
  return { id, ack };
}

async function read(user: User) {
  const { status, data } = await readOne<SleepResponse>("sleep", null, user.cookie);
  expect(status).toBe(200);
  return data!;
}

/** The night `id` as stored in `user`'s hub. */
const row = (user: User, id: string) => hubSql(user.id).prepare("select * from sleep_logs where id = ?").bind(id).first<Record<string, unknown>>();

describe("sleep_logs", () => {
  it("needs a session to read", async () => {
    expect((await readOne("sleep", null)).status).toBe(401);
  });

  it("stores a night for the session's user and reads it back; another user sees nothing and cannot touch it", async () => {
    const me = await newUser();
    const other = await newUser();
    const { id, ack } = await add(me, night("2025-03-01T17:00:00Z", "2025-03-02T01:00:00Z", { quality_rating: 4, notes: "ok" }));
    expect(ack.status).toBe("applied");
    expect(await row(me, id)).toMatchObject({ user_id: me.id, sleep_start: "2025-03-01T17:00:00.000Z", duration_minutes: 480, quality_rating: 4 });
    const mine = await read(me);
    expect(mine.active).toBeNull();
    expect(mine.logs.map((l) => l.id)).toEqual([id]);
    expect(await read(other)).toEqual({ active: null, logs: [] });

    const [upd, del] = await send(other, [op("update", id, { quality_rating: 1 }), op("delete", id)]);
    expect(upd).toMatchObject({ status: "rejected", error: { code: "not_found" } });
    expect(del).toMatchObject({ status: "rejected", error: { code: "not_found" } });
    expect((await row(me, id))?.quality_rating).toBe(4);
    expect(await row(other, id)).toBeNull();
    // Another user's overlapping night is not a clash.
    expect((await add(other, night("2025-03-01T18:00:00Z", "2025-03-02T00:00:00Z"))).ack.status).toBe("applied");
  });

  it("refuses invalid data: quality out of 1–5, end before start, unknown fields, a user_id", async () => {
    const me = await newUser();
    const bad = [
      night("2025-03-01T17:00:00Z", "2025-03-02T01:00:00Z", { quality_rating: 6 }),
      night("2025-03-01T17:00:00Z", "2025-03-01T16:00:00Z"),
      { ...night("2025-03-01T17:00:00Z", "2025-03-02T01:00:00Z"), mood: "x" },
      { ...night("2025-03-01T17:00:00Z", "2025-03-02T01:00:00Z"), user_id: me.id },
      { sleep_start: "yesterday", sleep_type: "manual" },
    ];
    const acks = await send(
      me,
      bad.map((d) => op("insert", uuidv7(), d)),
    );
    for (const a of acks) expect(a).toMatchObject({ status: "rejected", error: { code: "validation_error" } });
    expect(acks[0].error?.fields).toEqual({ quality_rating: "validation.sleepQuality" });
    expect(acks[1].error?.fields).toMatchObject({ sleep_end: "validation.sleepEndBeforeStart" });
  });

  it("refuses an overlapping night, on insert and on edit, but lets a night be edited within itself", async () => {
    const me = await newUser();
    const first = await add(me, night("2025-03-01T17:00:00Z", "2025-03-02T01:00:00Z"));
    const second = await add(me, night("2025-03-02T17:00:00Z", "2025-03-03T01:00:00Z"));
    expect([first.ack.status, second.ack.status]).toEqual(["applied", "applied"]);

    const clash = await add(me, night("2025-03-02T00:00:00Z", "2025-03-02T03:00:00Z"));
    expect(clash.ack).toMatchObject({
      status: "rejected",
      error: { code: "overlap", message: "validation.sleepOverlap", fields: { overlap_start: "2025-03-01T17:00:00.000Z" } },
    });
    expect(await row(me, clash.id)).toBeNull();
    // Touching ends is not an overlap.
    expect((await add(me, night("2025-03-02T01:00:00Z", "2025-03-02T02:00:00Z"))).ack.status).toBe("applied");

    const [self, intoOther, endOnly] = await send(me, [
      op("update", first.id, { sleep_start: "2025-03-01T16:00:00Z", sleep_end: "2025-03-02T00:30:00Z", duration_minutes: 510 }),
      op("update", first.id, { sleep_end: "2025-03-02T18:00:00Z" }),
      op("update", second.id, { sleep_start: "2025-03-02T00:00:00Z" }),
    ]);
    expect(self.status).toBe("applied");
    expect(intoOther).toMatchObject({ status: "rejected", error: { code: "overlap" } });
    expect(endOnly).toMatchObject({ status: "rejected", error: { code: "overlap" } });
    expect(await row(me, first.id)).toMatchObject({ sleep_start: "2025-03-01T16:00:00.000Z", sleep_end: "2025-03-02T00:30:00.000Z" });

    const [backwards] = await send(me, [op("update", second.id, { sleep_end: "2025-03-02T16:00:00Z" })]);
    expect(backwards).toMatchObject({ status: "rejected", error: { code: "validation_error" } });
    const [missing] = await send(me, [op("update", uuidv7(), { quality_rating: 3 })]);
    expect(missing).toMatchObject({ status: "rejected", error: { code: "not_found" } });
  });

  it("keeps one open session: a second is refused; ending it makes it last night", async () => {
    const me = await newUser();
    const open = await add(me, { sleep_start: "2025-03-05T17:00:00Z", sleep_type: "tracked" });
    expect(open.ack.status).toBe("applied");
    const second = await add(me, { sleep_start: "2025-03-05T18:00:00Z", sleep_type: "tracked" });
    expect(second.ack).toMatchObject({ status: "rejected", error: { code: "active_session_exists" } });
    expect((await read(me)).active?.id).toBe(open.id);

    const [ended] = await send(me, [op("update", open.id, { sleep_end: "2025-03-06T00:30:00Z", duration_minutes: 450, quality_rating: 5, notes: "rested" })]);
    expect(ended.status).toBe("applied");
    const after = await read(me);
    expect(after.active).toBeNull();
    expect(after.logs[0]).toMatchObject({ id: open.id, duration_minutes: 450, quality_rating: 5, notes: "rested", sleep_type: "tracked" });
    // Once none is open, a new session may start.
    expect((await add(me, { sleep_start: "2025-03-06T17:00:00Z", sleep_type: "tracked" })).ack.status).toBe("applied");
  });

  it("deletes the user's own log", async () => {
    const me = await newUser();
    const { id } = await add(me, night("2025-03-01T17:00:00Z", "2025-03-02T01:00:00Z"));
    const [del] = await send(me, [op("delete", id)]);
    expect(del.status).toBe("applied");
    expect(await row(me, id)).toBeNull();
  });
});
