// Issue 28, item 4: the client's optimistic appliers and the server agree, by test.
// For every table a client writes through the outbox, fast-check makes sequences of
// ops from the table's own zod schemas (durable-objects/writable-tables.ts); each op
// is applied by the client's applier (each offline query's ops' apply, exactly what
// optimistic.ts runs) to the server's answer read just before, then sent through
// POST /api/sync, and GET /api/read must answer what the client showed. Only HTTP:
// no row is read from where the server keeps it.
// What the comparison leaves aside, and why, is in agreement-cases.ts (normalise and
// KNOWN_DIFFERENCES). The seed is fixed so a failure replays.
import fc from "fast-check";
import { uuidv7 } from "uuidv7";
import { beforeAll, describe, expect, it } from "vitest";
import { readsPath, type ReadName, type ReadRequest, type ReadResult } from "../../app/domain/reads";
import type { Op, OpAck } from "../../app/domain/sync/op";
import { OFFLINE_QUERIES } from "../../app/platform/reads/offline-queries";
import type { OfflineQuery } from "../../app/platform/reads/offline-query";
import { writableTables, type WritableTable } from "../../durable-objects/writable-tables";
import { AGREEMENT_CASES, KNOWN_DIFFERENCES, agreementPools, normalisePair, type CaseContext } from "./agreement-cases";
import { seedDirectory } from "./directory-fixture";
import { call, newUser, rowOp, sendOps } from "./helpers";
import { valid, type Pools } from "./zod-arbitrary";
import type * as z from "zod/mini";

type User = Awaited<ReturnType<typeof newUser>>;

const SEED = 20261127;
/** Runs per table, each a sequence of up to four ops: enough to meet each applier's branches, small enough for a busy machine. */
const RUNS_PER_TABLE = 6;

/** The reads whose client applier takes a table's ops (optimistic.ts reaches exactly these). */
const readsApplying = (table: string) =>
  Object.values(OFFLINE_QUERIES)
    .filter((q) => (q.spec.opTables ?? q.spec.tables).includes(table))
    .map((q) => q.spec.read)
    .sort();

async function readAll(user: User, requests: readonly ReadRequest[]): Promise<ReadResult[]> {
  const res = await call(readsPath(requests), { cookie: user.cookie });
  expect(res.status, await res.clone().text()).toBe(200);
  return ((await res.json()) as { results: ReadResult[] }).results;
}

/** The client's answer after `op`: its applier over its cached answer (none cached: nothing to change, as offline-query.ts's applyOp). */
async function clientApply(request: ReadRequest, before: ReadResult, op: Op, userId: string): Promise<ReadResult | undefined> {
  if (before.error) return undefined;
  const query = OFFLINE_QUERIES[request[0]] as OfflineQuery<ReadName, unknown>;
  if (!(query.spec.opTables ?? query.spec.tables).includes(op.table)) return before;
  const { apply } = await query.loadOps();
  return { data: apply(before.data, op, { userId, params: request[1] as never }) };
}

interface Step {
  type: Op["type"];
  insert: Record<string, unknown>;
  patch: Record<string, unknown>;
  pick: number;
}

/**
 * An op's data as the app sends it: its forms parse their values with the same schema
 * before they queue (use-validated-form.ts), so an op carries the schema's output
 * (trimmed text, '08:00' as '08:00:00'). Values the schema refuses go as they are:
 * the server rejects them, and there is nothing to compare.
 */
const asSent = (schema: z.ZodMiniType<Record<string, unknown>, unknown>, pools: Pools) =>
  valid(schema, pools).map((value) => {
    const parsed = schema.safeParse(value);
    return (parsed.success ? parsed.data : value) as Record<string, unknown>;
  });

function stepArbitrary(t: WritableTable, pools: Pools): fc.Arbitrary<{ first: Step; rest: Step[] }> {
  if (t.kind === "per-user") {
    const step = fc.record({
      type: fc.constant<Op["type"]>("update"),
      insert: fc.constant({}),
      patch: asSent(t.patch, pools),
      pick: fc.nat(),
    }) as fc.Arbitrary<Step>;
    return fc.record({ first: step, rest: fc.array(step, { maxLength: 3 }) });
  }
  const types: Op["type"][] = ["insert", ...(t.patch ? (["update", "update"] as const) : []), ...(t.deletable ? (["delete"] as const) : [])];
  const step = (only?: Op["type"]) =>
    fc.record({
      type: only ? fc.constant(only) : fc.constantFrom(...types),
      insert: asSent(t.insert, pools),
      patch: t.patch ? asSent(t.patch, pools) : fc.constant({}),
      pick: fc.nat(),
    }) as fc.Arbitrary<Step>;
  // Each run starts with an insert, so the later steps have a row of this run to change or delete.
  return fc.record({ first: step("insert"), rest: fc.array(step(), { maxLength: 3 }) });
}

let user: User;

beforeAll(async () => {
  await seedDirectory();
  user = await newUser();
}, 60_000);

/** The server's answers as last read, by request; an applied op makes them all stale. */
const answers = new Map<string, ReadResult>();
const keyOf = (request: ReadRequest) => JSON.stringify(request);

/** The server's answers to `requests`, read only where the last ones are stale (one GET /api/read). */
async function current(requests: readonly ReadRequest[]): Promise<ReadResult[]> {
  const missing = requests.filter((r) => !answers.has(keyOf(r)));
  if (missing.length) (await readAll(user, missing)).forEach((result, i) => answers.set(keyOf(missing[i]), result));
  return requests.map((r) => answers.get(keyOf(r))!);
}

describe("the client's optimistic appliers and the server agree", () => {
  it("every writable table has its case, and each case reads every answer whose applier takes the table's ops", () => {
    expect(Object.keys(AGREEMENT_CASES).sort()).toEqual(Object.keys(writableTables).sort());
    const ctx: CaseContext = { userId: "u", medicineId: "m", labReportId: "r" };
    for (const [table, c] of Object.entries(AGREEMENT_CASES)) {
      const op = rowOp(table, "insert", uuidv7(), {});
      const named = [...new Set(c.reads(op, ctx).map(([name]) => name))].sort();
      expect(named, table).toEqual(readsApplying(table));
    }
  });

  for (const [table, t] of Object.entries(writableTables)) {
    it(`${table}: what the client applies is what the server answers`, async () => {
      const c = AGREEMENT_CASES[table];
      const ctx: CaseContext = { userId: user.id, ...(await c.setup?.(user)) };
      answers.clear();
      const pools = agreementPools(ctx);
      const known = KNOWN_DIFFERENCES.filter((k) => k.table === table);
      /** Rows this table's test inserted and the server kept. */
      let rows: string[] = [];
      /** Comparisons made, by read: each read of the case must have been compared. */
      const compared = new Map<string, number>();
      let rejected = 0;
      await fc.assert(
        fc.asyncProperty(stepArbitrary(t, pools), async ({ first, rest }) => {
          let ofRun: string[] = [];
          for (const step of [first, ...rest]) {
            const from = ofRun.length ? ofRun : rows;
            const id = t.kind === "per-user" ? user.id : step.type === "insert" ? uuidv7() : (from[step.pick % from.length] ?? uuidv7());
            const op = rowOp(table, step.type, id, step.type === "insert" ? step.insert : step.type === "update" ? step.patch : {});
            c.beforeOp?.(op);
            const requests = c.reads(op, ctx);
            const before = await current(requests);
            const [ack] = (await sendOps(user, [op])) as OpAck[];
            // A rejected op: the outbox drops it and the answer is read again, so there is nothing to agree on.
            if (ack.status !== "applied") {
              rejected++;
              continue;
            }
            if (op.type === "insert") {
              rows.push(op.id);
              ofRun.push(op.id);
            }
            if (op.type === "delete") {
              rows = rows.filter((id) => id !== op.id);
              ofRun = ofRun.filter((id) => id !== op.id);
            }
            answers.clear();
            const after = await current(requests);
            const mines = await Promise.all(requests.map((request, i) => clientApply(request, before[i], op, user.id)));
            requests.forEach((request, i) => {
              const mine = mines[i];
              if (mine === undefined) return;
              let pair: [ReadResult, ReadResult] | "skip" = normalisePair(request[0], mine, after[i], op);
              for (const k of known.filter((k) => k.read === request[0])) if (pair !== "skip") pair = k.adjust(pair, op);
              if (pair === "skip") return;
              const [client, server] = pair;
              compared.set(request[0], (compared.get(request[0]) ?? 0) + 1);
              expect(client, `${request[0]} after ${JSON.stringify(op)}`).toEqual(server);
            });
          }
        }),
        { seed: SEED, numRuns: RUNS_PER_TABLE, endOnFailure: true },
      );
      // Every read was compared, or the generators went stale against the schemas (most ops rejected).
      expect([...compared.keys()].sort(), `reads compared (${rejected} ops rejected)`).toEqual(readsApplying(table));
    });
  }
});
