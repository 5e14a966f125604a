// The pure parts of `npm run bench:scale` (scripts/bench-scale/): the simulated user's
// ops are ones the server accepts, percentiles are nearest-rank, and a SQLite
// database's size is read from its WAL when the WAL holds the newer pages.
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { adherenceLogInsertSchema, medicineInsertSchema, reminderInsertSchema } from "../../app/domain/medicines/schema";
import { sleepLogInsertSchema } from "../../app/domain/sleep/schema";
import { MAX_OPS_PER_SYNC, type Op } from "../../app/domain/sync/op";
import { opSchema } from "../../app/domain/sync/op-schema";
import { symptomLogInsertSchema } from "../../app/domain/trackers/schema";
import { healthMetricInsertSchema } from "../../app/domain/health-metrics/schema";
import { percentile, Samples } from "../../scripts/bench-scale/stats.mjs";
import { sqliteSize, walCommittedPages } from "../../scripts/bench-scale/sqlite-size.mjs";
import { daySteps, dhakaDate, oneReading, REMINDER_TIMES, setupSyncs } from "../../scripts/bench-scale/user-day.mjs";

const INSERT_SCHEMAS: Record<string, { safeParse: (v: unknown) => { success: boolean; error?: unknown } }> = {
  medicines: medicineInsertSchema,
  medicine_reminders: reminderInsertSchema,
  adherence_logs: adherenceLogInsertSchema,
  health_metrics: healthMetricInsertSchema,
  sleep_logs: sleepLogInsertSchema,
  symptom_logs: symptomLogInsertSchema,
};

function expectValid(op: Op) {
  expect(opSchema.safeParse(op).success, JSON.stringify(op)).toBe(true);
  expect(op.opId).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7/);
  const schema = INSERT_SCHEMAS[op.table];
  expect(schema, `no schema for ${op.table}`).toBeDefined();
  const parsed = schema.safeParse(op.data);
  expect(parsed.success, `${op.table}: ${JSON.stringify(parsed.error)}`).toBe(true);
}

describe("a simulated user's ops", () => {
  it("set up medicines with reminders, then a day whose every op passes its table's insert schema", () => {
    const now = () => new Date("2026-11-27T03:30:00.000Z");
    const { syncs, medicineIds } = setupSyncs(now);
    for (const ops of syncs) ops.forEach(expectValid);
    const reminders = syncs.flat().filter((op) => op.table === "medicine_reminders");
    expect(reminders.map((r) => r.data.medicine_id).sort()).toEqual([...medicineIds, ...medicineIds].sort());

    const steps = daySteps(medicineIds, now);
    const ops = steps.flatMap((s) => (s.kind === "sync" ? s.make() : []));
    ops.forEach(expectValid);
    oneReading(now).forEach(expectValid);
    for (const s of steps) if (s.kind === "sync") expect(s.make().length).toBeLessThanOrEqual(MAX_OPS_PER_SYNC);
    expect(steps.filter((s) => s.kind === "dashboard")).toHaveLength(2);
    expect(new Set(ops.map((o) => o.table))).toEqual(new Set(["adherence_logs", "health_metrics", "sleep_logs", "symptom_logs"]));
    // Each medicine's dose at each reminder, once, on the day in Dhaka: a second log of one would be refused as a duplicate.
    const doses = ops.filter((o) => o.table === "adherence_logs").map((o) => `${o.data.medicine_id}|${o.data.scheduled_time}|${o.data.scheduled_date}`);
    expect(new Set(doses).size).toBe(medicineIds.length * REMINDER_TIMES.length);
    expect(doses.every((d) => d.endsWith("|2026-11-27"))).toBe(true);
  });

  it("dates a dose by the day in Dhaka", () => {
    expect(dhakaDate(new Date("2026-11-27T17:59:00Z"))).toBe("2026-11-27");
    expect(dhakaDate(new Date("2026-11-27T18:00:00Z"))).toBe("2026-11-28");
  });
});

describe("latency figures", () => {
  it("nearest-rank percentiles", () => {
    const twenty = Array.from({ length: 20 }, (_, i) => i + 1);
    expect(percentile(twenty, 50)).toBe(10);
    expect(percentile(twenty, 95)).toBe(19);
    expect(percentile(twenty, 100)).toBe(20);
    expect(percentile([7], 95)).toBe(7);
    expect(percentile([], 50)).toBeNull();
  });

  it("counts a failed request as an error, with its latency when it had an answer", () => {
    const s = new Samples();
    s.ok(10);
    s.fail("500", 30);
    s.fail("timeout");
    expect(s.summary()).toEqual({ requests: 3, errors: 2, firstError: "500", p50: 10, p95: 30, max: 30 });
  });
});

describe("SQLite database size", () => {
  const PAGE = 512;
  function walFile(frames: { salts: [number, number]; commit: number }[]) {
    const buf = Buffer.alloc(32 + frames.length * (24 + PAGE));
    buf.writeUInt32BE(0x377f0682, 0);
    buf.writeUInt32BE(3007000, 4);
    buf.writeUInt32BE(PAGE, 8);
    buf.writeUInt32BE(1, 16);
    buf.writeUInt32BE(2, 20);
    frames.forEach((f, i) => {
      const at = 32 + i * (24 + PAGE);
      buf.writeUInt32BE(i + 1, at);
      buf.writeUInt32BE(f.commit, at + 4);
      buf.writeUInt32BE(f.salts[0], at + 8);
      buf.writeUInt32BE(f.salts[1], at + 12);
    });
    return buf;
  }
  function mainFile(pages: number) {
    const buf = Buffer.alloc(pages * PAGE);
    buf.write("SQLite format 3\0", 0, "latin1");
    buf.writeUInt16BE(PAGE, 16);
    buf.writeUInt32BE(9, 24); // change counter
    buf.writeUInt32BE(pages, 28);
    buf.writeUInt32BE(9, 92); // version-valid-for: the in-header size is current
    return buf;
  }

  it("takes the last commit of the WAL's current frames, not stale ones left from before a checkpoint", () => {
    const wal = walFile([
      { salts: [1, 2], commit: 0 },
      { salts: [1, 2], commit: 5 },
      { salts: [1, 2], commit: 0 },
      { salts: [7, 7], commit: 9 },
    ]);
    expect(walCommittedPages(wal)).toBe(5);
    expect(walCommittedPages(walFile([{ salts: [1, 2], commit: 0 }]))).toBeNull();
  });

  it("is the main file's pages without a WAL, the WAL's committed size with one", () => {
    const dir = mkdtempSync(join(tmpdir(), "bench-scale-"));
    const db = join(dir, "hub.sqlite");
    expect(sqliteSize(db)).toBe(0);
    writeFileSync(db, mainFile(3));
    expect(sqliteSize(db)).toBe(3 * PAGE);
    writeFileSync(`${db}-wal`, walFile([{ salts: [1, 2], commit: 6 }]));
    expect(sqliteSize(db)).toBe(6 * PAGE);
  });
});
