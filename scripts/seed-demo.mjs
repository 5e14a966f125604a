// The demo account's records (drizzle/seed/demo-data.mjs) into its hub on a running local
// server: POST /api/dev/seed (local only, workers/api/dev-seed.ts). Same day, same rows:
// seeding again adds nothing; a later day adds the days since. scripts/serve.mjs calls it
// once the server answers; by hand: node scripts/seed-demo.mjs http://localhost:5173
import { buildDemoData, demoToday } from "../drizzle/seed/demo-data.mjs";

/** Seeds the demo account (the only hub the route writes) on the server at `base`; answers how many rows were new. */
export async function seedDemo(base, today = demoToday(Date.now())) {
  const { tables } = buildDemoData(today);
  const res = await fetch(`${base}/api/dev/seed`, {
    method: "POST",
    headers: { origin: base, "content-type": "application/json" },
    body: JSON.stringify({ today, tables }),
  });
  if (!res.ok) throw new Error(`Seeding the demo account failed: ${res.status} ${await res.text()}`);
  return (await res.json()).added;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const base = process.argv[2] ?? "http://localhost:5173";
  console.log(`Demo account seeded: ${await seedDemo(base)} new rows`);
}
