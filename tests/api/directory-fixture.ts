// The sample directory (drizzle/seed/directory-sample.mjs) in the test D1, the same rows
// `npm start` seeds, plus whatever a test adds (drafts).
import { env } from "cloudflare:workers";
import { drizzle } from "drizzle-orm/d1";
import { doctors, facilities } from "../../drizzle/schema/directory";
// @ts-expect-error -- a plain .mjs module shared with scripts/seed-sql.mjs (no types)
import { buildDirectorySample } from "../../drizzle/seed/directory-sample.mjs";

type Doctor = typeof doctors.$inferInsert;
type Facility = typeof facilities.$inferInsert;

export const SAMPLE = buildDirectorySample() as { facilities: Facility[]; doctors: Doctor[] };

/** D1 binds at most 100 values per statement: rows go in small groups. */
async function insertAll<T>(table: typeof doctors | typeof facilities, rows: T[], per: number) {
  const db = drizzle(env.DB);
  for (let i = 0; i < rows.length; i += per)
    await db
      .insert(table)
      .values(rows.slice(i, i + per) as never)
      .onConflictDoNothing();
}

export async function seedDirectory() {
  await insertAll(facilities, SAMPLE.facilities, 5);
  await insertAll(doctors, SAMPLE.doctors, 5);
}

export async function addDoctor(row: Partial<Doctor> & { id: string }) {
  const base = SAMPLE.doctors[0];
  await drizzle(env.DB)
    .insert(doctors)
    .values({ ...base, place_id: null, facility_id: null, ...row });
}
