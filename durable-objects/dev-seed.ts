// Local development only (POST /api/dev/seed, workers/api/dev-seed.ts): the demo
// account's records written straight into its hub, as scripts/seed-demo.mjs sends them
// (drizzle/seed/demo-data.mjs). Rows are INSERT OR IGNORE, so seeding twice on one day
// changes nothing and a later day adds only the new days; an upcoming visit whose day
// has passed while still 'scheduled' moves to its place ahead of the new today.
import { and, eq, lt, sql } from "drizzle-orm";
import { doctorAppointments } from "../drizzle/schema";
import type { HubDb } from "./hub-db";
import { rulesOf } from "./table-rules";

type Row = Record<string, unknown>;

/** `today`: yyyy-MM-dd in the demo's zone. Answers how many rows were new. Throws on a table the hub does not have. */
export function seedRows(db: HubDb, userId: string, tables: Record<string, Row[]>, today: string): number {
  for (const name of Object.keys(tables)) if (!rulesOf(name)) throw new Error(`Not a hub table: ${name}`);
  let added = 0;
  db.transaction(() => {
    for (const [name, rows] of Object.entries(tables)) {
      const { table } = rulesOf(name)!;
      for (const row of rows) {
        const values = { ...row, user_id: userId };
        added += db
          .insert(table)
          .values(values)
          .onConflictDoNothing()
          .returning({ one: sql<number>`1` })
          .all().length;
      }
    }
    for (const a of tables.doctor_appointments ?? []) {
      if (a.status !== "scheduled") continue;
      db.update(doctorAppointments)
        .set({ appointment_date: String(a.appointment_date), appointment_time: String(a.appointment_time), updated_at: String(a.updated_at) })
        .where(and(eq(doctorAppointments.id, String(a.id)), eq(doctorAppointments.status, "scheduled"), lt(doctorAppointments.appointment_date, today)))
        .run();
    }
  });
  return added;
}
