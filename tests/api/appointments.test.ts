// Appointments through the one write path and their reads: isolation between
// users, validation with field messages, the past date refused on insert.
import { uuidv7 } from "uuidv7";
import { describe, expect, it } from "vitest";
import type { AppointmentListResponse, AppointmentRow } from "../../app/domain/appointments/rules";
import type { Op } from "../../app/domain/sync/op";
import { newUser, readOne, rowOp, sendOps } from "./helpers";
import { hubSql } from "./hub-sql";

type User = Awaited<ReturnType<typeof newUser>>;

const op = (type: Op["type"], id: string, data: Record<string, unknown> = {}) => rowOp("doctor_appointments", type, id, data);

const send = sendOps;

const future = { doctor_name: "Dr Rahman", appointment_date: "2099-05-01", appointment_time: "10:30" };

async function add(user: User, data: Record<string, unknown> = {}) {
  const id = uuidv7();
  const [ack] = await send(user, [op("insert", id, { ...future, ...data })]);
  expect(ack.status).toBe("applied");
  return id;
}

async function list(user: User) {
  const { status, data } = await readOne<AppointmentListResponse>("appointments", null, user.cookie);
  expect(status).toBe(200);
  return data!;
}

/** The appointment `id` as stored in `user`'s hub. */
const row = (user: User, id: string) => hubSql(user.id).prepare("select * from doctor_appointments where id = ?").bind(id).first<Record<string, unknown>>();

describe("appointments: writes", () => {
  it("inserts with the session's user and the defaults, updates, deletes", async () => {
    const me = await newUser();
    const id = await add(me, { notes: "Bring reports" });
    expect(await row(me, id)).toMatchObject({ user_id: me.id, status: "scheduled", reminder_enabled: 1, reminders: "[]", notes: "Bring reports" });

    const reminders = [
      { id: "r1", type: "days", value: 2, enabled: true },
      { id: "r2", type: "custom", value: 0, enabled: false, datetime: "2099-04-30T08:00:00.000Z" },
    ];
    const [upd] = await send(me, [op("update", id, { status: "completed", reminders })]);
    expect(upd.status).toBe("applied");
    const stored = await row(me, id);
    expect(stored?.status).toBe("completed");
    expect(JSON.parse(String(stored?.reminders))).toEqual(reminders);

    const [del] = await send(me, [op("delete", id)]);
    expect(del.status).toBe("applied");
    expect(await row(me, id)).toBeNull();
  });

  it("refuses a past date on insert, missing fields and unknown ones, with field messages", async () => {
    const me = await newUser();
    const acks = await send(me, [
      op("insert", uuidv7(), { ...future, appointment_date: "2000-01-01" }),
      op("insert", uuidv7(), { doctor_name: "", appointment_time: "25:00" }),
      op("insert", uuidv7(), { ...future, user_id: "someone-else" }),
      op("insert", uuidv7(), { ...future, reminders: [{ id: "x", type: "weeks", value: 1, enabled: true }] }),
    ]);
    expect(acks.map((a) => a.status)).toEqual(["rejected", "rejected", "rejected", "rejected"]);
    expect(acks[0].error?.fields).toMatchObject({ appointment_date: "validation.appointmentPast" });
    expect(acks[1].error?.fields).toMatchObject({
      doctor_name: "validation.appointmentRequired",
      appointment_date: "validation.appointmentRequired",
      appointment_time: "validation.appointmentTime",
    });
    expect(acks.map((a) => a.error?.code)).toEqual(["validation_error", "validation_error", "validation_error", "validation_error"]);
    expect((await list(me)).upcoming).toEqual([]);
    // A past appointment can still be marked (patches have no date rule).
    const id = await add(me);
    const [ack] = await send(me, [op("update", id, { appointment_date: "2000-01-01", status: "completed" })]);
    expect(ack.status).toBe("applied");
  });

  it("another user's appointment is invisible and unchangeable", async () => {
    const owner = await newUser();
    const other = await newUser();
    const id = await add(owner);
    expect(await list(other)).toEqual({ upcoming: [], past: [] });
    expect((await readOne("appointment", { id }, other.cookie)).error?.status).toBe(404);
    const acks = await send(other, [op("update", id, { doctor_name: "Hijacked" }), op("delete", id), op("insert", id, { ...future, doctor_name: "Dr Other" })]);
    // Ids are unique per person: the insert is the other user's own appointment, in their
    // own hub; the owner's row is neither seen nor touched.
    expect(acks.map((a) => a.status)).toEqual(["rejected", "rejected", "applied"]);
    expect(acks.map((a) => a.error?.code)).toEqual(["not_found", "not_found", undefined]);
    expect(await row(owner, id)).toMatchObject({ user_id: owner.id, doctor_name: "Dr Rahman" });
    expect(await row(other, id)).toMatchObject({ user_id: other.id, doctor_name: "Dr Other" });
    expect((await list(owner)).upcoming.map((a) => [a.id, a.doctor_name])).toEqual([[id, "Dr Rahman"]]);
    expect((await list(other)).upcoming.map((a) => [a.id, a.doctor_name])).toEqual([[id, "Dr Other"]]);
    // A repeat id in the same hub is still a conflict.
    const [again] = await send(other, [op("insert", id, future)]);
    expect(again.error?.code).toBe("conflict");
    expect(await row(other, id)).toMatchObject({ doctor_name: "Dr Other" });
  });

  it("reads need a session", async () => {
    expect((await readOne("appointments", null)).status).toBe(401);
  });
});

describe("appointments: reads", () => {
  it("lists upcoming ascending and past newest first, and one by id", async () => {
    const me = await newUser();
    const later = await add(me, { appointment_date: "2099-06-01", appointment_time: "09:00" });
    const sooner = await add(me, { appointment_date: "2099-05-01", appointment_time: "09:00" });
    const sameDayLater = await add(me, { appointment_date: "2099-05-01", appointment_time: "17:00" });
    // Past rows come from before (inserts refuse them): written directly.
    for (const [id, date] of [
      ["p1", "2020-01-01"],
      ["p2", "2021-01-01"],
    ]) {
      await hubSql(me.id)
        .prepare("insert into doctor_appointments (id, user_id, doctor_name, appointment_date, appointment_time) values (?, ?, 'Dr Old', ?, '09:00')")
        .bind(`${id}-${me.id}`, me.id, date)
        .run();
    }
    const { upcoming, past } = await list(me);
    expect(upcoming.map((a) => a.id)).toEqual([sooner, sameDayLater, later]);
    expect(past.map((a) => a.appointment_date)).toEqual(["2021-01-01", "2020-01-01"]);
    expect(upcoming[0]).toMatchObject({ reminder_enabled: true, reminders: [], status: "scheduled" });

    const one = await readOne<AppointmentRow>("appointment", { id: later }, me.cookie);
    expect(one.data?.appointment_date).toBe("2099-06-01");
  });
});
