// Fuzzing the one write path: ops made from every writable table's own zod schemas
// (mostly valid, sometimes one field spoiled, sometimes junk) go through POST /api/sync
// one at a time. Whatever comes in: never a 500, every op gets an ack with one of our
// codes and a message (never database text), a rejected op leaves every table of the
// user exactly as it was (no partial write), and the other user's rows never change.
// The seed is fixed so a failure replays; fast-check prints the counterexample.
import { SAMPLE, seedDirectory } from "./directory-fixture";
import { runInDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { getTableName } from "drizzle-orm";
import fc from "fast-check";
import { uuidv7 } from "uuidv7";
import { beforeAll, describe, expect, it } from "vitest";
import { OP_TYPES, type Op, type OpAck } from "../../app/domain/sync/op";
import { userHub } from "../../durable-objects/user-hub-address";
import { writableTables, type WritableTable } from "../../durable-objects/writable-tables";
import { call, newUser, rowOp, sendOps, sync } from "./helpers";
import { days, fuzzed, hoursAgo, junk, valid, type Pools } from "./zod-arbitrary";

type User = Awaited<ReturnType<typeof newUser>>;

const SEED = 20261124;
const RUNS_PER_TABLE = 30;
/** The codes an op's rejection may carry; anything else is a leak or a new code to add here on purpose. */
const OP_ERROR_CODES = [
  "validation_error",
  "not_found",
  "conflict",
  "forbidden",
  "not_allowed",
  "unknown_table",
  "duplicate_log",
  "overlap",
  "active_session_exists",
  "duplicate_favorite",
];
// Not "write_failed": that is for a database that fails, and any input reaching it is a rule the checks missed.

const tableNames = Object.fromEntries(Object.entries(writableTables).map(([name, t]) => [name, getTableName(t.table)]));

/**
 * Every row of every writable table in the user's hub, in a stable order: what a rejected
 * op must not change. The whole tables, not only rows naming the user: a row of anyone
 * else landing in this hub changes it too.
 */
async function snapshot(userId: string): Promise<Record<string, unknown[]>> {
  const names = Object.values(tableNames);
  return runInDurableObject(userHub(env, userId), (_hub, state) =>
    Object.fromEntries(names.map((n) => [n, state.storage.sql.exec(`select * from "${n}" order by rowid`).toArray()])),
  );
}

/** How an op names its row, resolved against the rows that exist when it is sent. */
const idChoice = fc.record({ kind: fc.constantFrom("fresh", "own", "own", "other", "self", "junk"), n: fc.nat() });
type IdChoice = { kind: string; n: number };

function resolveId(choice: IdChoice, table: string, own: Record<string, unknown[]>, other: Record<string, unknown[]>, user: User) {
  const rowsOf = (snap: Record<string, unknown[]>) => snap[tableNames[table]] as { id?: string }[];
  const pick = (rows: { id?: string }[]) => rows[choice.n % rows.length]?.id;
  switch (choice.kind) {
    case "own":
      return pick(rowsOf(own)) ?? user.id;
    case "other":
      return pick(rowsOf(other)) ?? uuidv7();
    case "self":
      return user.id;
    case "junk":
      return ["", "x", "1 or 1=1", "00000000-0000-0000-0000-000000000000", "a".repeat(64)][choice.n % 5];
    default:
      return uuidv7();
  }
}

function opArbitrary(t: WritableTable, pools: Pools) {
  const schemas = t.kind === "row" ? [t.insert, t.patch ?? t.insert] : [t.patch, t.patch];
  return fc.record({
    type: fc.constantFrom(...OP_TYPES),
    insert: fuzzed(schemas[0], pools),
    patch: fuzzed(schemas[1], pools),
    id: idChoice,
  });
}

let alice: User;
let bob: User;
/** Row ids that exist (either user's), so a uuid field sometimes names a real row. */
const knownIds: string[] = [];
/** The medicines and lab reports of the user being written for, so a child row mostly names its own parent. */
let medicineIds: string[] = [];
let labReportIds: string[] = [];

/** Refinements the schemas hold as functions (a real date, a known zone, not in the future): values that pass them. */
const FIELD_HINTS: Record<string, fc.Arbitrary<string>> = {
  date_of_birth: days(-30_000, -3_000),
  appointment_date: days(0, 60),
  log_date: days(-40, 0),
  refill_date: days(-40, 0),
  scheduled_date: days(-3, 0),
  start: days(-40, 0),
  end: days(-40, 0),
  medicine_id: fc.oneof(
    { arbitrary: fc.nat().map((n) => medicineIds[n % medicineIds.length] ?? uuidv7()), weight: 4 },
    fc.nat().map((n) => knownIds[n % knownIds.length] ?? uuidv7()),
  ),
  lab_report_id: fc.oneof(
    { arbitrary: fc.nat().map((n) => labReportIds[n % labReportIds.length] ?? uuidv7()), weight: 4 },
    fc.nat().map((n) => knownIds[n % knownIds.length] ?? uuidv7()),
  ),
  report_date: days(-40, 0),
  recorded_date: days(-40, 0),
  timezone: fc.constantFrom("Asia/Dhaka", "UTC", "Europe/London"),
  sleep_start: hoursAgo(8, 24 * 20),
  sleep_end: hoursAgo(0, 24 * 20),
  recorded_at: hoursAgo(0, 24 * 20),
  taken_at: hoursAgo(0, 48),
  // medicine_history: a course ends on or after the day it started.
  start_date: days(-40, -20),
  end_date: days(-20, 0),
  last_taken_at: hoursAgo(0, 48),
  // doctor_favorites name a listing of the (sample) directory, mostly a real one.
  target_id: fc.oneof(
    { arbitrary: fc.constantFrom(...SAMPLE.doctors.slice(0, 20).map((d) => d.id), ...SAMPLE.facilities.map((f) => f.id)), weight: 4 },
    fc.string({ maxLength: 70 }),
  ),
};

function pools(): Pools {
  return {
    strings: fc.oneof(
      days(-40, 40),
      fc.tuple(fc.integer({ min: 0, max: 23 }), fc.constantFrom(0, 15, 30, 45)).map(([h, m]) => `${String(h).padStart(2, "0")}:${String(m).padStart(2, "0")}`),
      fc.constantFrom("Napa", "Metformin 500", "নাপা", "Dr. Rahman", "Asia/Dhaka"),
    ),
    ids: fc.nat().map((n) => knownIds[n % knownIds.length] ?? uuidv7()),
    instants: fc.oneof(
      { arbitrary: hoursAgo(-48, 24 * 30), weight: 3 },
      fc.date({ min: new Date("2000-01-01"), max: new Date("2100-01-01"), noInvalidDate: true }).map((d) => d.toISOString()),
    ),
    byField: (key) => FIELD_HINTS[key],
  };
}

/** Gives a user some rows in every table, from the schemas' valid values, so ops can name real rows. */
async function seedRows(user: User) {
  medicineIds = [];
  labReportIds = [];
  for (const [name, t] of Object.entries(writableTables)) {
    const schema = t.kind === "row" ? t.insert : t.patch;
    const samples = fc.sample(valid(schema, pools()), { numRuns: 12, seed: SEED });
    for (const data of samples) {
      const id = t.kind === "row" ? uuidv7() : user.id;
      const [ack] = await sendOps(user, [rowOp(name, t.kind === "row" ? "insert" : "update", id, data as Record<string, unknown>)]);
      expect(ack.error?.code).not.toBe("write_failed");
      if (ack.status === "applied" && t.kind === "row") knownIds.push(id);
      if (ack.status === "applied" && name === "medicines") medicineIds.push(id);
      if (ack.status === "applied" && name === "lab_reports") labReportIds.push(id);
    }
  }
}

function expectCleanAck(ack: OpAck | undefined, op: Op) {
  expect(ack?.opId).toBe(op.opId);
  expect(["applied", "rejected"]).toContain(ack?.status);
  if (ack?.status !== "rejected") return;
  expect(OP_ERROR_CODES).toContain(ack.error?.code);
  expect(ack.error?.message).toEqual(expect.any(String));
  expect(ack.error?.message).not.toMatch(/D1_|SQLITE|constraint|sql/i);
}

beforeAll(async () => {
  await seedDirectory();
  [alice, bob] = await Promise.all([newUser(), newUser()]);
  await seedRows(bob);
  await seedRows(alice);
}, 120_000);

describe("fuzzing /api/sync", () => {
  it("seeds rows in most tables, so the fuzz reaches past validation", async () => {
    const snap = await snapshot(alice.id);
    const filled = Object.values(snap).filter((rows) => rows.length > 0).length;
    expect(filled).toBe(Object.keys(writableTables).length);
  });

  for (const [name, t] of Object.entries(writableTables)) {
    it(`${name}: any op gets a clean ack; a rejected one changes nothing; the other user's rows never change`, async () => {
      const bobBefore = await snapshot(bob.id);
      let applied = 0;
      let rejected = 0;
      await fc.assert(
        fc.asyncProperty(opArbitrary(t, pools()), async (gen) => {
          const before = await snapshot(alice.id);
          const op = rowOp(name, gen.type, resolveId(gen.id, name, before, bobBefore, alice), {});
          op.data = (gen.type === "insert" ? gen.insert : gen.type === "update" ? gen.patch : {}) as Record<string, unknown>;
          const res = await sync(alice.cookie, [op]);
          const body = await res.text();
          // A malformed op (an id over 64 characters, data that is not an object) is refused whole.
          if (res.status === 400) {
            expect(JSON.parse(body).error.code).toBe("validation_error");
            expect(await snapshot(alice.id)).toEqual(before);
            return;
          }
          expect(res.status, body).toBe(200);
          const [ack] = (JSON.parse(body) as { acks: OpAck[] }).acks;
          expectCleanAck(ack, op);
          if (ack.status === "rejected") {
            rejected++;
            expect(await snapshot(alice.id), JSON.stringify(ack.error)).toEqual(before);
          } else {
            applied++;
            if (t.kind === "row" && op.type === "insert") knownIds.push(op.id);
            if (name === "medicines" && op.type === "insert") medicineIds.push(op.id);
          }
        }),
        { seed: SEED, numRuns: RUNS_PER_TABLE, endOnFailure: true },
      );
      expect(await snapshot(bob.id)).toEqual(bobBefore);
      // Both outcomes were exercised, or the generators went stale against the schemas.
      expect(rejected).toBeGreaterThan(0);
      if (name !== "medicine_refills" && name !== "adherence_logs") expect(applied).toBeGreaterThan(0);
    });
  }

  it("a batch of mixed ops: one ack each, in order, never a 500", async () => {
    const anyTable = fc.constantFrom(...Object.keys(writableTables), "users", "sessions", "sync_ops", "nope");
    await fc.assert(
      fc.asyncProperty(fc.array(fc.tuple(anyTable, fc.constantFrom(...OP_TYPES), junk, idChoice), { minLength: 1, maxLength: 8 }), async (items) => {
        const before = await snapshot(alice.id);
        const ops = items.map(([table, type, data, id]) => ({
          ...rowOp(table, type, resolveId(id, table in tableNames ? table : "medicines", before, before, alice)),
          data: data as Record<string, unknown>,
        }));
        const res = await sync(alice.cookie, ops);
        expect(res.status).toBeLessThan(500);
        if (res.status !== 200) return;
        const { acks } = (await res.json()) as { acks: OpAck[] };
        expect(acks.map((a) => a.opId)).toEqual(ops.map((o) => o.opId));
        acks.forEach((ack, i) => expectCleanAck(ack, ops[i]));
      }),
      { seed: SEED, numRuns: 20, endOnFailure: true },
    );
  });

  it("a malformed request is a 400 with our code, never a 500", async () => {
    const bodies = fc.oneof(
      junk.map((j) => JSON.stringify(j)),
      fc.string({ maxLength: 50 }),
      fc.constant(JSON.stringify({ deviceId: "d", ops: [] })),
      fc.constant(JSON.stringify({ deviceId: "d", ops: Array.from({ length: 51 }, () => rowOp("medicines", "delete", uuidv7())) })),
      fc.record({ deviceId: junk, ops: fc.array(junk, { maxLength: 3 }) }).map((b) => JSON.stringify(b)),
    );
    await fc.assert(
      fc.asyncProperty(bodies, async (body) => {
        const res = await call("/api/sync", { method: "POST", cookie: alice.cookie, headers: { "content-type": "application/json" }, body });
        expect(res.status).toBe(400);
        const answer = (await res.json()) as { error: { code: string; message: string } };
        expect(["validation_error", "invalid_json"]).toContain(answer.error.code);
      }),
      { seed: SEED, numRuns: 25 },
    );
  });
});
