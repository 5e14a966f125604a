// health_metrics through the one write path and the `healthMetrics` read (GET /api/read).
import { uuidv7 } from "uuidv7";
import { describe, expect, it } from "vitest";
import type { Op } from "../../app/domain/sync/op";
import type { HealthMetricsResponse } from "../../app/domain/health-metrics/rules";
import { newUser, readOne, rowOp, sendOps } from "./helpers";
import { hubSql } from "./hub-sql";

type User = Awaited<ReturnType<typeof newUser>>;

const op = (type: Op["type"], id: string, data: Record<string, unknown> = {}) => rowOp("health_metrics", type, id, data);

const send = sendOps;

async function insert(user: User, data: Record<string, unknown>) {
  const id = uuidv7();
  const [ack] = await send(user, [op("insert", id, data)]);
  return { id, ack };
}

async function read(user: User, type: string) {
  const { status, data } = await readOne<HealthMetricsResponse>("healthMetrics", { type }, user.cookie);
  expect(status).toBe(200);
  return data!;
}

const daysAgo = (d: number) => new Date(Date.now() - d * 86_400_000).toISOString();
const rows = async (userId: string) =>
  (await hubSql(userId).prepare("select count(*) as n from health_metrics where user_id = ?").bind(userId).first<{ n: number }>())!.n;

describe("health_metrics: writes", () => {
  it("stores a reading of each type with the session's user", async () => {
    const me = await newUser();
    const bp = await insert(me, { metric_type: "blood_pressure", systolic: 150, diastolic: 95, pulse: 80, recorded_at: daysAgo(1) });
    const glucose = await insert(me, { metric_type: "blood_glucose", glucose_mmol: 7.2, glucose_context: "fasting" });
    const weight = await insert(me, { metric_type: "weight", weight_kg: 61.5, notes: "morning" });
    const period = await insert(me, {
      metric_type: "womens_health",
      value_json: { kind: "period", start: "2025-03-01", flow: "medium", symptoms: ["cramps"] },
    });
    for (const r of [bp, glucose, weight, period]) expect(r.ack.status).toBe("applied");
    const stored = await hubSql(me.id).prepare("select * from health_metrics where id = ?").bind(period.id).first<Record<string, unknown>>();
    expect(stored).toMatchObject({ user_id: me.id, metric_type: "womens_health", systolic: null });
    expect(JSON.parse(String(stored?.value_json))).toEqual({ kind: "period", start: "2025-03-01", flow: "medium", symptoms: ["cramps"] });
    expect(await rows(me.id)).toBe(4);

    // A period's end is an update of its details; the readings themselves never change.
    const [ended] = await send(me, [op("update", period.id, { value_json: { kind: "period", start: "2025-03-01", end: "2025-03-05", flow: "heavy" } })]);
    expect(ended.status).toBe("applied");
    expect((await read(me, "womens_health")).items[0].value_json).toMatchObject({ end: "2025-03-05", flow: "heavy" });
    const [changed] = await send(me, [op("update", bp.id, { systolic: 120 })]);
    expect(changed).toMatchObject({ status: "rejected", error: { code: "validation_error" } });

    const [gone] = await send(me, [op("delete", weight.id)]);
    expect(gone.status).toBe("applied");
    expect(await rows(me.id)).toBe(3);
  });

  it("refuses implausible readings, a systolic not above the diastolic, and fields of another type", async () => {
    const me = await newUser();
    const refused = [
      { metric_type: "blood_pressure", systolic: 80, diastolic: 80 },
      { metric_type: "blood_pressure", systolic: 70, diastolic: 90 },
      { metric_type: "blood_pressure", systolic: 300, diastolic: 90 },
      { metric_type: "blood_pressure", systolic: 120, diastolic: 20 },
      { metric_type: "blood_pressure", systolic: 120, diastolic: 80, pulse: 250 },
      { metric_type: "blood_pressure", systolic: 120 },
      { metric_type: "blood_glucose", glucose_mmol: 0.5, glucose_context: "fasting" },
      { metric_type: "blood_glucose", glucose_mmol: 45, glucose_context: "random" },
      { metric_type: "blood_glucose", glucose_mmol: 5 },
      { metric_type: "weight", weight_kg: 1 },
      { metric_type: "weight", weight_kg: 500 },
      { metric_type: "weight", weight_kg: 60, systolic: 120 },
      { metric_type: "womens_health", value_json: { kind: "period", start: "2025-03-05", end: "2025-03-01" } },
      { metric_type: "heart_rate", weight_kg: 60 },
      { metric_type: "weight", weight_kg: 60, user_id: "someone-else" },
    ];
    const acks = await send(
      me,
      refused.map((data) => op("insert", uuidv7(), data)),
    );
    expect(acks.map((a) => a.status)).toEqual(refused.map(() => "rejected"));
    expect(acks.map((a) => a.error?.code)).toEqual(refused.map(() => "validation_error"));
    expect(acks[0].error?.fields).toMatchObject({ systolic: "validation.systolicAboveDiastolic" });
    expect(acks[2].error?.fields).toMatchObject({ systolic: "validation.systolicRange" });
    expect(await rows(me.id)).toBe(0);
  });

  it("keeps each user's readings to themselves", async () => {
    const me = await newUser();
    const other = await newUser();
    const mine = await insert(me, { metric_type: "blood_pressure", systolic: 130, diastolic: 85 });
    const period = await insert(me, { metric_type: "womens_health", value_json: { kind: "period", start: "2025-03-01" } });
    expect((await read(other, "blood_pressure")).items).toEqual([]);
    expect((await read(other, "womens_health")).items).toEqual([]);
    const [del] = await send(other, [op("delete", mine.id)]);
    expect(del).toMatchObject({ status: "rejected", error: { code: "not_found" } });
    const [upd] = await send(other, [op("update", period.id, { notes: "x" })]);
    expect(upd).toMatchObject({ status: "rejected", error: { code: "not_found" } });
    // Ids are unique per person: the same id is the other user's own reading, in their own
    // hub; mine is neither seen nor touched. A repeat in the same hub is a conflict.
    const [taken] = await send(other, [op("insert", mine.id, { metric_type: "weight", weight_kg: 60 })]);
    expect(taken.status).toBe("applied");
    const [again] = await send(other, [op("insert", mine.id, { metric_type: "weight", weight_kg: 61 })]);
    expect(again).toMatchObject({ status: "rejected", error: { code: "conflict" } });
    expect((await read(me, "blood_pressure")).items.map((r) => [r.id, r.systolic])).toEqual([[mine.id, 130]]);
    expect((await read(me, "weight")).items).toEqual([]);
    expect((await read(other, "weight")).items.map((r) => [r.id, r.weight_kg])).toEqual([[mine.id, 60]]);
    expect((await read(other, "blood_pressure")).items).toEqual([]);
    expect(await hubSql(me.id).prepare("select metric_type, systolic, notes from health_metrics where id = ?").bind(mine.id).first()).toEqual({
      metric_type: "blood_pressure",
      systolic: 130,
      notes: null,
    });
    expect(await hubSql(me.id).prepare("select notes from health_metrics where id = ?").bind(period.id).first()).toEqual({ notes: null });
    expect(await rows(me.id)).toBe(2);
    expect((await readOne("healthMetrics", { type: "weight" })).status).toBe(401);
  });
});

describe("health_metrics: reads", () => {
  it("answers one type, newest first, over the last 3 months", async () => {
    const me = await newUser();
    const old = await insert(me, { metric_type: "weight", weight_kg: 70, recorded_at: daysAgo(100) });
    const a = await insert(me, { metric_type: "weight", weight_kg: 68, recorded_at: daysAgo(30) });
    const b = await insert(me, { metric_type: "weight", weight_kg: 67, recorded_at: daysAgo(2) });
    await insert(me, { metric_type: "blood_glucose", glucose_mmol: 6, glucose_context: "random", recorded_at: daysAgo(1) });
    expect(old.ack.status).toBe("applied");
    const weights = await read(me, "weight");
    expect(weights.type).toBe("weight");
    expect(weights.items.map((r) => [r.id, r.weight_kg])).toEqual([
      [b.id, 67],
      [a.id, 68],
    ]);
    expect(weights.items.every((r) => r.metric_type === "weight")).toBe(true);
    expect((await read(me, "blood_glucose")).items).toHaveLength(1);
    expect((await read(me, "blood_pressure")).items).toEqual([]);
  });

  it("refuses a missing or unknown type", async () => {
    const me = await newUser();
    expect((await readOne("healthMetrics", {}, me.cookie)).status).toBe(400);
    expect((await readOne("healthMetrics", { type: "heart_rate" }, me.cookie)).status).toBe(400);
  });
});
