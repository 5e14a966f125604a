// workers/reads/read.ts runs every read of a request as ONE D1 statement (a CTE and a
// json_group_array per query) and decodes the rows with drizzle's own decoders. These
// cases hold it to what drizzle's `.all()` answers for the same queries: value types
// (booleans, timestamps as Dates, counts, nulls, reals), order and limits, and the split
// over several statements when the parameters pass D1's 100.
import { env } from "cloudflare:workers";
import { asc, count, desc, eq, inArray, sql } from "drizzle-orm";
import { uuidv7 } from "uuidv7";
import { describe, expect, it } from "vitest";
import { healthMetrics, medicineReminders, medicines, session, user, userSettings } from "../../drizzle/schema";
import { dbOf, param, qb, runReads, type Read } from "../../workers/reads/read";
import { newUser, rowOp, sendOps } from "./helpers";

const db = dbOf(env);
/** Builds with the reads' builder (`qb`) or with the database, whose queries drizzle runs itself. */
type Builder = Pick<typeof qb, "select">;
type Runnable = { prepare: () => { all: (values: Record<string, unknown>) => Promise<unknown[]> } };

async function seeded() {
  const me = await newUser();
  const med = uuidv7();
  await sendOps(me, [
    rowOp("medicines", "insert", med, { name: "Napa", category: "long-term", stock_quantity: 12 }),
    rowOp("medicine_reminders", "insert", uuidv7(), { medicine_id: med, reminder_time: "21:00", is_critical: true }),
    rowOp("medicine_reminders", "insert", uuidv7(), { medicine_id: med, reminder_time: "08:00", enabled: false }),
    rowOp("health_metrics", "insert", uuidv7(), { metric_type: "weight", weight_kg: 61.5, recorded_at: "2026-11-01T08:00:00.000Z" }),
    rowOp("user_settings", "update", me.id, { theme: "dark" }),
  ]);
  return { me, med };
}

describe("reads as one statement", () => {
  it("answers exactly what drizzle's .all() answers, query by query", async () => {
    const { me, med } = await seeded();
    const userId = param("userId");
    const build = (b: Builder) => [
      b.select().from(userSettings).where(eq(userSettings.user_id, userId)),
      b.select().from(medicines).where(eq(medicines.user_id, userId)),
      b
        .select({ id: medicineReminders.id, time: medicineReminders.reminder_time, enabled: medicineReminders.enabled, critical: medicineReminders.is_critical })
        .from(medicineReminders)
        .where(inArray(medicineReminders.medicine_id, qb.select({ id: medicines.id }).from(medicines).where(eq(medicines.user_id, userId))))
        .orderBy(desc(medicineReminders.reminder_time)),
      b.select({ weight: healthMetrics.weight_kg, systolic: healthMetrics.systolic, at: healthMetrics.recorded_at }).from(healthMetrics).where(eq(healthMetrics.user_id, userId)),
      b.select({ createdAt: user.createdAt, verified: user.emailVerified }).from(user).where(eq(user.id, userId)),
      b.select({ n: count() }).from(session).where(eq(session.userId, userId)),
      b.select({ twice: sql<number>`${medicines.stock_quantity} * 2`.mapWith(Number) }).from(medicines).where(eq(medicines.id, param("med"))),
      // Nothing matches: an empty list, not a missing one.
      b.select().from(medicines).where(eq(medicines.id, "no-such-id")),
    ];
    const queries = build(qb);
    const values = { userId: me.id, med };
    const read: Read<unknown[]> = { queries, values, shape: (rows) => rows };
    const [outcome] = await runReads(db, [read as Read<unknown>]);
    expect(outcome.ok).toBe(true);
    const folded = (outcome as { data: unknown[][] }).data;
    const direct = build(db as unknown as Builder) as unknown as Runnable[];
    for (const [i, query] of direct.entries()) expect(folded[i], `query ${i}`).toEqual(await query.prepare().all(values));
    // The types a screen relies on came through as drizzle makes them.
    const [reminders, metrics, account] = [folded[2], folded[3], folded[4]] as Record<string, unknown>[][];
    expect(reminders.map((r) => [r.time, r.enabled, r.critical])).toEqual([
      ["21:00", true, true],
      ["08:00", false, false],
    ]);
    expect(metrics[0]).toEqual({ weight: 61.5, systolic: null, at: "2026-11-01T08:00:00.000Z" });
    expect(account[0].createdAt).toBeInstanceOf(Date);
  });

  it("keeps each query's order and limit", async () => {
    const { me } = await seeded();
    const ops = ["b", "C", "a", "d"].map((name) => rowOp("medicines", "insert", uuidv7(), { name }));
    await sendOps(me, ops);
    // drizzle's builders change in place: one per query.
    const byName = () => qb.select({ name: medicines.name }).from(medicines).where(eq(medicines.user_id, param("userId")));
    const read: Read<unknown[]> = {
      queries: [byName().orderBy(asc(sql`lower(${medicines.name})`)).limit(3), byName().orderBy(desc(medicines.name))],
      values: { userId: me.id },
      shape: (rows) => rows,
    };
    const [outcome] = await runReads(db, [read as Read<unknown>]);
    const [first3, all] = (outcome as { data: { name: string }[][] }).data;
    expect(first3.map((m) => m.name)).toEqual(["a", "b", "C"]);
    expect(all.map((m) => m.name)).toEqual(["d", "b", "a", "Napa", "C"]);
  });

  it("splits over several statements of one batch past D1's 100 parameters, answers unchanged", async () => {
    const { me, med } = await seeded();
    const ids = Array.from({ length: 60 }, () => uuidv7());
    const wide = (extra: string[]) =>
      qb
        .select({ id: medicines.id, name: medicines.name })
        .from(medicines)
        .where(inArray(medicines.id, [med, ...extra]));
    // 61 + 61 + 1 parameters: no single statement may hold them all.
    const read: Read<unknown[]> = {
      queries: [wide(ids), wide(ids.reverse()), qb.select({ theme: userSettings.theme }).from(userSettings).where(eq(userSettings.user_id, param("userId")))],
      values: { userId: me.id },
      shape: (rows) => rows,
    };
    const [outcome] = await runReads(db, [read as Read<unknown>]);
    expect((outcome as { data: unknown[] }).data).toEqual([[{ id: med, name: "Napa" }], [{ id: med, name: "Napa" }], [{ theme: "dark" }]]);
  });

  it("a read whose query is not a SELECT is refused before anything runs", async () => {
    const read = { queries: [db.insert(userSettings).values({ user_id: "x" })], shape: () => null } as unknown as Read<unknown>;
    await expect(runReads(db, [read])).rejects.toThrow(/SELECT/);
  });
});
