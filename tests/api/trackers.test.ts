// Symptoms, steps and exercise through the one write path, and the `trackers` read (GET /api/read).
import { readsPath } from "../../app/domain/reads";
import { uuidv7 } from "uuidv7";
import { describe, expect, it } from "vitest";
import type { TrackersOverviewResponse } from "../../app/domain/trackers/overview";
import { call, newUser, readOne, rowOp, sendOps } from "./helpers";
import { hubSql } from "./hub-sql";

type User = Awaited<ReturnType<typeof newUser>>;

const op = rowOp;

const send = sendOps;

async function summary(user: User) {
  const { status, data } = await readOne<TrackersOverviewResponse>("trackers", null, user.cookie);
  expect(status).toBe(200);
  return data!;
}

const today = () => new Date().toISOString().slice(0, 10);
const VALID: Record<string, Record<string, unknown>> = {
  symptom_logs: { symptom_type: "headache", severity: 6, duration: "2 days", notes: "after work" },
  step_logs: { steps: 4200, log_date: today() },
  exercise_logs: { exercise_type: "yoga", duration_minutes: 30, intensity: "moderate" },
};
const PATCH: Record<string, Record<string, unknown>> = {
  symptom_logs: { severity: 2 },
  step_logs: { steps: 10 },
  exercise_logs: { duration_minutes: 5 },
};
// The other user's own row under the same id: values neither VALID nor PATCH.
const THEIRS: Record<string, Record<string, unknown>> = {
  symptom_logs: { ...VALID.symptom_logs, severity: 9 },
  step_logs: { ...VALID.step_logs, steps: 777 },
  exercise_logs: { ...VALID.exercise_logs, duration_minutes: 77 },
};
/** The row `id` of `table` as stored in `user`'s hub. */
const row = (user: User, table: string, id: string) => hubSql(user.id).prepare(`select * from ${table} where id = ?`).bind(id).first<Record<string, unknown>>();
const summaryRows = (s: TrackersOverviewResponse) => [...s.symptoms, ...s.steps, ...s.exercise];

describe("trackers: isolation between users", () => {
  for (const table of Object.keys(VALID)) {
    it(`${table}: owner writes; another user can neither read, change nor delete`, async () => {
      const [me, other] = await Promise.all([newUser(), newUser()]);
      const id = uuidv7();
      expect((await send(me, [op(table, "insert", id, VALID[table])]))[0].status).toBe("applied");
      expect(await row(me, table, id)).toMatchObject({ user_id: me.id, ...VALID[table] });

      expect(summaryRows(await summary(other))).toEqual([]);
      const [upd, del] = await send(other, [op(table, "update", id, PATCH[table]), op(table, "delete", id)]);
      expect(upd).toMatchObject({ status: "rejected", error: { code: "not_found" } });
      expect(del).toMatchObject({ status: "rejected", error: { code: "not_found" } });
      // Ids are unique per person: reusing the id makes the other user's own row, in their
      // own hub; it never takes the owner's row over, nor shows it. Reused in the same hub: a conflict.
      const [dup] = await send(other, [op(table, "insert", id, THEIRS[table])]);
      expect(dup.status).toBe("applied");
      const [again] = await send(other, [op(table, "insert", id, VALID[table])]);
      expect(again).toMatchObject({ status: "rejected", error: { code: "conflict" } });
      expect(await row(me, table, id)).toMatchObject({ user_id: me.id, ...VALID[table] });
      expect(await row(other, table, id)).toMatchObject({ user_id: other.id, ...THEIRS[table] });
      expect(summaryRows(await summary(me))).toEqual([expect.objectContaining({ id, ...VALID[table] })]);
      expect(summaryRows(await summary(other))).toEqual([expect.objectContaining({ id, ...THEIRS[table] })]);

      expect((await send(me, [op(table, "update", id, PATCH[table])]))[0].status).toBe("applied");
      expect(await row(me, table, id)).toMatchObject(PATCH[table]);
      expect((await send(me, [op(table, "delete", id)]))[0].status).toBe("applied");
      expect(await row(me, table, id)).toBeNull();
      // The owner's edit and delete left the other user's row as it was.
      expect(await row(other, table, id)).toMatchObject({ user_id: other.id, ...THEIRS[table] });
    });
  }

  it("an insert cannot name another user", async () => {
    const [me, other] = await Promise.all([newUser(), newUser()]);
    const [ack] = await send(me, [op("symptom_logs", "insert", uuidv7(), { symptom_type: "fever", user_id: other.id })]);
    expect(ack).toMatchObject({ status: "rejected", error: { code: "validation_error", fields: { _: "validation.unknownField" } } });
  });
});

describe("trackers: validation", () => {
  it("refuses bad data with field messages", async () => {
    const me = await newUser();
    const acks = await send(me, [
      op("symptom_logs", "insert", uuidv7(), { severity: 11 }),
      op("symptom_logs", "insert", uuidv7(), { symptom_type: "sneezing" }),
      op("step_logs", "insert", uuidv7(), { steps: -3, log_date: today() }),
      op("step_logs", "insert", uuidv7(), { steps: 12.5, log_date: "not-a-date" }),
      op("exercise_logs", "insert", uuidv7(), { exercise_type: "yoga" }),
      op("exercise_logs", "insert", uuidv7(), { exercise_type: "yoga", duration_minutes: 0, intensity: "extreme" }),
    ]);
    expect(acks.map((a) => a.status)).toEqual(Array(6).fill("rejected"));
    expect(acks.map((a) => (a as { error: { fields?: Record<string, string> } }).error.fields)).toEqual([
      { symptom_type: "validation.symptomRequired", severity: "validation.severity" },
      { symptom_type: "validation.symptomRequired" },
      { steps: "validation.stepsInvalid" },
      { steps: "validation.stepsInvalid", log_date: "validation.logDate" },
      // Missing: 'Please fill in exercise type and duration'; out of range: 'Please enter a valid duration'.
      { duration_minutes: "validation.exerciseRequired" },
      { duration_minutes: "validation.durationInvalid", intensity: "validation.intensity" },
    ]);
    const n = await hubSql(me.id)
      .prepare(
        "select (select count(*) from symptom_logs where user_id = ?1) + (select count(*) from step_logs where user_id = ?1) + (select count(*) from exercise_logs where user_id = ?1) as n",
      )
      .bind(me.id)
      .first<{ n: number }>();
    expect(n!.n).toBe(0);
  });
});

describe("the trackers read", () => {
  it("needs a session", async () => {
    expect((await readOne("trackers", null)).status).toBe(401);
  });

  it("answers the last 14 days of symptoms newest first, recent steps and exercise, latest metrics and sleep", async () => {
    const me = await newUser();
    const day = 86_400_000;
    const at = (daysAgo: number) => new Date(Date.now() - daysAgo * day).toISOString();
    await send(me, [
      op("symptom_logs", "insert", uuidv7(), { symptom_type: "fever", recorded_at: at(20) }),
      op("symptom_logs", "insert", uuidv7(), { symptom_type: "cough", recorded_at: at(3) }),
      op("symptom_logs", "insert", uuidv7(), { symptom_type: "rash", recorded_at: at(1) }),
      op("step_logs", "insert", uuidv7(), VALID.step_logs),
      op("step_logs", "insert", uuidv7(), { steps: 1, log_date: "2020-01-01" }),
      op("exercise_logs", "insert", uuidv7(), VALID.exercise_logs),
    ]);
    // Readings written by other parts of the app (their own write paths): inserted directly here.
    const hub = hubSql(me.id);
    const metric = hub.prepare(
      "insert into health_metrics (id, user_id, metric_type, systolic, diastolic, weight_kg, recorded_at) values (?, ?, ?, ?, ?, ?, ?)",
    );
    for (const insert of [
      metric.bind(uuidv7(), me.id, "blood_pressure", 120, 80, null, at(2)),
      metric.bind(uuidv7(), me.id, "blood_pressure", 135, 85, null, at(1)),
      metric.bind(uuidv7(), me.id, "blood_pressure", 110, 70, null, at(5)),
      metric.bind(uuidv7(), me.id, "weight", null, null, 70.5, at(1)),
      hub
        .prepare("insert into sleep_logs (id, user_id, sleep_start, sleep_end, duration_minutes) values (?, ?, ?, ?, ?)")
        .bind(uuidv7(), me.id, at(1), at(0.7), 432),
      hub.prepare("insert into sleep_logs (id, user_id, sleep_start) values (?, ?, ?)").bind(uuidv7(), me.id, at(0.1)),
    ])
      await insert.run();
    const s = await summary(me);
    expect(s.symptoms.map((x) => x.symptom_type)).toEqual(["rash", "cough"]);
    expect(s.steps).toEqual([expect.objectContaining({ steps: 4200, log_date: today() })]);
    expect(s.exercise).toEqual([expect.objectContaining({ exercise_type: "yoga", duration_minutes: 30, intensity: "moderate" })]);
    expect(s.metrics.blood_pressure.map((m) => m.systolic)).toEqual([135, 120]);
    expect(s.metrics.weight.map((m) => m.weight_kg)).toEqual([70.5]);
    expect(s.metrics.blood_glucose).toEqual([]);
    // Only finished sessions: the one still running is the sleep screen's business.
    expect(s.sleep.map((x) => x.duration_minutes)).toEqual([432]);
  });

  it("the dashboard's symptoms read answers the summary's symptoms alone, and only the user's", async () => {
    const [me, other] = [await newUser(), await newUser()];
    const at = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString();
    await send(me, [
      op("symptom_logs", "insert", uuidv7(), { symptom_type: "fever", recorded_at: at(20) }),
      op("symptom_logs", "insert", uuidv7(), { symptom_type: "cough", recorded_at: at(3) }),
    ]);
    await send(other, [op("symptom_logs", "insert", uuidv7(), { symptom_type: "rash", recorded_at: at(1) })]);
    const read = async (user: User) => {
      const res = await call(
        readsPath([
          ["symptoms", null],
          ["trackers", null],
        ]),
        { cookie: user.cookie },
      );
      expect(res.status).toBe(200);
      const { results } = (await res.json()) as { results: { data: { symptoms: unknown[] } }[] };
      return results.map((r) => r.data);
    };
    const [recent, all] = await read(me);
    expect(recent).toEqual({ symptoms: all.symptoms });
    expect(recent.symptoms).toEqual([expect.objectContaining({ symptom_type: "cough" })]);
    expect((await read(other))[0].symptoms).toEqual([expect.objectContaining({ symptom_type: "rash" })]);
  });
});
