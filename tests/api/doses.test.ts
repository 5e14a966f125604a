// The `doses` read (GET /api/read): the user's live schedule, recent logs, newest achievements and
// recent lab count, and nothing of anyone else's.
import { uuidv7 } from "uuidv7";
import { describe, expect, it } from "vitest";
import type { DoseDataResponse } from "../../app/domain/doses/types";
import { newUser, readOne, rowOp, sendOps } from "./helpers";
import { hubSql } from "./hub-sql";

type User = Awaited<ReturnType<typeof newUser>>;

const op = rowOp;

const send = sendOps;

async function doses(user: User) {
  const { status, data } = await readOne<DoseDataResponse>("doses", null, user.cookie);
  expect(status).toBe(200);
  return data!;
}

const DAY_MS = 86_400_000;

describe("the doses read", () => {
  it("needs a session", async () => {
    expect((await readOne("doses", null)).status).toBe(401);
  });

  it("answers the live medicines with their reminders, the logs of the last 32 days newest first, and counts", async () => {
    const me = await newUser();
    const [live, gone, reminder, oldReminder] = [uuidv7(), uuidv7(), uuidv7(), uuidv7()];
    const recent = new Date(Date.now() - 2 * DAY_MS).toISOString();
    const today = new Date().toISOString();
    const acks = await send(me, [
      op("medicines", "insert", live, { name: "Napa", stock_quantity: 4, frequency: "twice-daily" }),
      op("medicines", "insert", gone, { name: "Old" }),
      op("medicine_reminders", "insert", reminder, { medicine_id: live, reminder_time: "08:00", is_critical: true }),
      op("medicine_reminders", "insert", oldReminder, { medicine_id: gone, reminder_time: "09:00" }),
      op("adherence_logs", "insert", uuidv7(), {
        medicine_id: live,
        status: "taken",
        taken_at: recent,
        scheduled_time: "08:00",
        scheduled_date: recent.slice(0, 10),
      }),
      op("adherence_logs", "insert", uuidv7(), {
        medicine_id: gone,
        status: "taken",
        taken_at: today,
        scheduled_time: "09:00",
        scheduled_date: today.slice(0, 10),
      }),
      op("adherence_logs", "insert", uuidv7(), {
        medicine_id: live,
        status: "taken",
        taken_at: new Date(Date.now() - 40 * DAY_MS).toISOString(),
        scheduled_time: "08:00",
        scheduled_date: "2020-01-01",
      }),
      op("medicines", "update", gone, { category: "deleted" }),
    ]);
    expect(acks.map((a) => a.status)).toEqual(Array(8).fill("applied"));
    await hubSql(me.id).prepare("insert into lab_reports (id, user_id, title) values (?, ?, 'CBC')").bind(uuidv7(), me.id).run();

    // Two taken doses of Napa: stock 4 → 2.
    const data = await doses(me);
    expect(data.medicines).toEqual([expect.objectContaining({ id: live, name: "Napa", frequency: "twice-daily", stock_quantity: 2, category: "long-term" })]);
    expect(data.reminders).toEqual([{ id: reminder, medicine_id: live, reminder_time: "08:00", enabled: true, is_critical: true }]);
    // A deleted medicine's recent taken dose still counts for the streak; a 40-day-old log is outside the window.
    expect(data.logs.map((l) => [l.medicine_id, l.taken_at])).toEqual([
      [gone, today],
      [live, recent],
    ]);
    expect(data.recentLabs).toBe(1);
    expect(data.achievements.length).toBeLessThanOrEqual(3);
  });

  it("shows nothing of another user's", async () => {
    const owner = await newUser();
    const other = await newUser();
    const id = uuidv7();
    await send(owner, [
      op("medicines", "insert", id, { name: "Secret" }),
      op("medicine_reminders", "insert", uuidv7(), { medicine_id: id, reminder_time: "07:30" }),
      op("adherence_logs", "insert", uuidv7(), { medicine_id: id, status: "taken" }),
    ]);
    await hubSql(owner.id).prepare("insert into lab_reports (id, user_id, title) values (?, ?, 'Lipid')").bind(uuidv7(), owner.id).run();
    expect(await doses(other)).toEqual({ medicines: [], reminders: [], logs: [], achievements: [], recentLabs: 0 });
    expect((await doses(owner)).medicines).toHaveLength(1);
  });
});
