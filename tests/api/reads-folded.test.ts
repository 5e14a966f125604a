// workers/reads/read.ts runs every read of a request as ONE statement per store (a CTE
// and a json_group_array per query): the user's records in their hub (one call to
// UserHub.readFolded), what is shared in D1, both at once; and decodes the rows with
// drizzle's own decoders. These cases hold it to what drizzle's `.all()` answers for the
// same queries on the same store (a hub table's inside the hub, a D1 table's on D1):
// value types (booleans, timestamps as Dates, counts, nulls, reals), order and limits,
// the split over several statements when the parameters pass 100 (D1's limit, and the
// hub's); and to the stores' rules: no query may join a hub table to a D1 table, and a
// read's second step (`next`) runs in the store of its own tables.
import { runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { asc, count, desc, eq, inArray, sql } from "drizzle-orm";
import { uuidv7 } from "uuidv7";
import { describe, expect, it } from "vitest";
import { healthMetrics, medicineReminders, medicines, session, user, userSettings } from "../../drizzle/schema";
import { hubDb, type FoldedStatement } from "../../durable-objects/hub-db";
import { userHub } from "../../durable-objects/user-hub-address";
import { dbOf, param, qb, runReads, storeOfSql, type FoldedRunner, type Read, type ReadStores, type Store } from "../../workers/reads/read";
import { readStores } from "../../workers/reads/stores";
import { newUser, rowOp, sendOps } from "./helpers";

const db = dbOf(env);

/** `userId`'s read stores (the ones GET /api/read uses), noting each statement each store is sent, in order. */
function noted(userId: string) {
  const sent: { store: Store; sql: string }[] = [];
  const real = readStores(env, userId);
  const note =
    (store: Store, run: FoldedRunner): FoldedRunner =>
    (statements: FoldedStatement[]) => {
      sent.push(...statements.map((s) => ({ store, sql: s.sql })));
      return run(statements);
    };
  const stores: ReadStores = { d1: note("d1", real.d1), hub: note("hub", real.hub!) };
  return { stores, sent };
}
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
        .select({
          id: medicineReminders.id,
          time: medicineReminders.reminder_time,
          enabled: medicineReminders.enabled,
          critical: medicineReminders.is_critical,
        })
        .from(medicineReminders)
        .where(inArray(medicineReminders.medicine_id, qb.select({ id: medicines.id }).from(medicines).where(eq(medicines.user_id, userId))))
        .orderBy(desc(medicineReminders.reminder_time)),
      b
        .select({ weight: healthMetrics.weight_kg, systolic: healthMetrics.systolic, at: healthMetrics.recorded_at })
        .from(healthMetrics)
        .where(eq(healthMetrics.user_id, userId)),
      b.select({ createdAt: user.createdAt, verified: user.emailVerified }).from(user).where(eq(user.id, userId)),
      b.select({ n: count() }).from(session).where(eq(session.userId, userId)),
      b
        .select({ twice: sql<number>`${medicines.stock_quantity} * 2`.mapWith(Number) })
        .from(medicines)
        .where(eq(medicines.id, param("med"))),
      // Nothing matches: an empty list, not a missing one.
      b.select().from(medicines).where(eq(medicines.id, "no-such-id")),
    ];
    const queries = build(qb);
    const values = { userId: me.id, med };
    const read: Read<unknown[]> = { queries, values, shape: (rows) => rows };
    const { stores, sent } = noted(me.id);
    const [outcome] = await runReads(stores, [read as Read<unknown>]);
    expect(outcome.ok).toBe(true);
    const folded = (outcome as { data: unknown[][] }).data;
    // Each query on its own store: the user's records in the hub, the account's rows in D1.
    const homes = queries.map((q) => storeOfSql(q.toSQL().sql));
    expect(homes).toEqual(["hub", "hub", "hub", "hub", "d1", "d1", "hub", "hub"]);
    // One folded statement per store.
    expect(sent.map((s) => s.store).sort()).toEqual(["d1", "hub"]);
    // drizzle's own .all() for the same queries, each where its rows are: inside the hub, on D1.
    const inHub = await runInDurableObject(userHub(env, me.id), async (_hub, state) => {
      const direct = build(hubDb(state.storage) as unknown as Builder) as unknown as Runnable[];
      return Promise.all(direct.map((query, i) => (homes[i] === "hub" ? query.prepare().all(values) : null)));
    });
    const onD1 = build(db as unknown as Builder) as unknown as Runnable[];
    for (const [i, query] of onD1.entries()) {
      const expected = homes[i] === "hub" ? inHub[i] : await query.prepare().all(values);
      expect(folded[i], `query ${i}`).toEqual(expected);
    }
    // The user's rows are there to compare: the hub answered them, not an empty table.
    expect(folded[1]).toHaveLength(1);
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
    const byName = () =>
      qb
        .select({ name: medicines.name })
        .from(medicines)
        .where(eq(medicines.user_id, param("userId")));
    const read: Read<unknown[]> = {
      queries: [
        byName()
          .orderBy(asc(sql`lower(${medicines.name})`))
          .limit(3),
        byName().orderBy(desc(medicines.name)),
      ],
      values: { userId: me.id },
      shape: (rows) => rows,
    };
    const [outcome] = await runReads(readStores(env, me.id), [read as Read<unknown>]);
    const [first3, all] = (outcome as { data: { name: string }[][] }).data;
    expect(first3.map((m) => m.name)).toEqual(["a", "b", "C"]);
    expect(all.map((m) => m.name)).toEqual(["d", "b", "a", "Napa", "C"]);
  });

  it("splits over several statements past 100 parameters, in the hub and on D1, answers unchanged", async () => {
    const { me, med } = await seeded();
    const ids = Array.from({ length: 60 }, () => uuidv7());
    const wide = (extra: string[]) =>
      qb
        .select({ id: medicines.id, name: medicines.name })
        .from(medicines)
        .where(inArray(medicines.id, [med, ...extra]));
    const wideUser = (extra: string[]) =>
      qb
        .select({ id: user.id, email: user.email })
        .from(user)
        .where(inArray(user.id, [me.id, ...extra]));
    // 61 + 61 + 1 parameters in the hub, 61 + 61 on D1: no single statement may hold a store's.
    const read: Read<unknown[]> = {
      queries: [
        wide(ids),
        wideUser(ids),
        wide([...ids].reverse()),
        wideUser([...ids].reverse()),
        qb
          .select({ theme: userSettings.theme })
          .from(userSettings)
          .where(eq(userSettings.user_id, param("userId"))),
      ],
      values: { userId: me.id },
      shape: (rows) => rows,
    };
    const { stores, sent } = noted(me.id);
    const [outcome] = await runReads(stores, [read as Read<unknown>]);
    const mine = { id: me.id, email: me.email };
    expect((outcome as { data: unknown[] }).data).toEqual([[{ id: med, name: "Napa" }], [mine], [{ id: med, name: "Napa" }], [mine], [{ theme: "dark" }]]);
    expect(sent.filter((s) => s.store === "hub")).toHaveLength(2);
    expect(sent.filter((s) => s.store === "d1")).toHaveLength(2);
  });

  it("a read whose query is not a SELECT is refused before anything runs", async () => {
    const read = { queries: [db.insert(userSettings).values({ user_id: "x" })], shape: () => null } as unknown as Read<unknown>;
    const { stores, sent } = noted(uuidv7());
    await expect(runReads(stores, [read])).rejects.toThrow(/SELECT/);
    expect(sent).toEqual([]);
  });

  it("a query naming a hub table and a D1 table is refused: no join across the two databases", async () => {
    const { me } = await seeded();
    const joined = qb.select({ name: medicines.name, email: user.email }).from(medicines).innerJoin(user, eq(user.id, medicines.user_id));
    const nested = qb
      .select({ name: medicines.name })
      .from(medicines)
      .where(inArray(medicines.user_id, qb.select({ id: user.id }).from(user)));
    for (const query of [joined, nested]) expect(() => storeOfSql(query.toSQL().sql)).toThrow(/mixes hub and D1 tables/);
    // Each on its own is fine, and finds its store.
    expect(storeOfSql(qb.select().from(medicines).toSQL().sql)).toBe("hub");
    expect(storeOfSql(qb.select().from(user).toSQL().sql)).toBe("d1");
    // In a request, nothing runs: not even the request's other reads.
    const { stores, sent } = noted(me.id);
    const fine: Read<unknown> = { queries: [qb.select().from(userSettings)], shape: (rows) => rows };
    const mixed: Read<unknown> = { queries: [joined], shape: (rows) => rows };
    await expect(runReads(stores, [fine, mixed])).rejects.toThrow(/mixes hub and D1 tables/);
    expect(sent).toEqual([]);
  });

  it("a read's second step (`next`) runs in the other store, after the first", async () => {
    const { me, med } = await seeded();
    // Hub, then D1: the user's medicine names its owner; the owner's account is in D1.
    const ownerOfMedicine: Read<unknown> = {
      queries: [
        qb
          .select({ name: medicines.name, owner: medicines.user_id })
          .from(medicines)
          .where(eq(medicines.id, param("med"))),
      ],
      values: { med },
      next: ([rows]) => {
        const [medicine] = rows as { name: string; owner: string }[];
        return {
          queries: [
            qb
              .select({ email: user.email })
              .from(user)
              .where(eq(user.id, param("owner"))),
          ],
          values: { owner: medicine.owner },
          shape: ([accounts]) => ({ medicine: medicine.name, email: (accounts as { email: string }[])[0].email }),
        };
      },
    };
    // D1, then the hub: the account found by its email, then its settings in the hub.
    const settingsOfEmail: Read<unknown> = {
      queries: [
        qb
          .select({ id: user.id })
          .from(user)
          .where(eq(user.email, param("email"))),
      ],
      values: { email: me.email },
      next: ([rows]) => ({
        queries: [
          qb
            .select({ theme: userSettings.theme })
            .from(userSettings)
            .where(eq(userSettings.user_id, param("userId"))),
        ],
        values: { userId: (rows as { id: string }[])[0].id },
        shape: ([settings]) => settings,
      }),
    };
    const { stores, sent } = noted(me.id);
    const outcomes = await runReads(stores, [ownerOfMedicine, settingsOfEmail]);
    expect(outcomes).toEqual([
      { ok: true, data: { medicine: "Napa", email: me.email } },
      { ok: true, data: [{ theme: "dark" }] },
    ]);
    // First step: one statement in each store (both reads' first queries); then the
    // second steps, each in the store of its own tables: one statement in each again.
    const step = (from: number) =>
      sent
        .slice(from, from + 2)
        .map(
          (s) =>
            `${s.store}: ${s.sql.includes('"user_settings"') ? "settings" : s.sql.includes('"medicines"') ? "medicine" : s.sql.includes('"user"."email" = ?') ? "account by email" : s.sql.includes('"user"."id" = ?') ? "account by id" : s.sql}`,
        )
        .sort();
    expect(sent).toHaveLength(4);
    expect(step(0)).toEqual(["d1: account by email", "hub: medicine"]);
    expect(step(2)).toEqual(["d1: account by id", "hub: settings"]);
  });
});
