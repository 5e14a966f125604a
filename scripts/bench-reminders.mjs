// Closing figures of issue 5: how many reminder instants one UserHub holds for a heavy
// user (20 medicines × 4 reminder times + 10 appointments), the time alarm() takes,
// and the hub's SQLite storage. The measurement is the "heavy user" test of
// tests/api/reminders.test.ts (real UserHub in workerd, local D1, push requests
// captured); this runs it alone and prints its figures. Timings are for reading,
// never for tests.
// Usage: node scripts/bench-reminders.mjs
import { spawnSync } from "node:child_process";

const run = spawnSync("node_modules/.bin/vitest", ["run", "--config", "vitest.workers.config.ts", "tests/api/reminders.test.ts", "-t", "heavy user"], {
  encoding: "utf8",
  env: { ...process.env, WRANGLER_SEND_METRICS: "false" },
});
const plain = `${run.stdout}\n${run.stderr}`.replace(/\x1b\[[0-9;]*m/g, "");
const lines = plain.split("\n").filter((l) => l.includes("[bench-reminders]"));
if (run.status !== 0 || lines.length === 0) {
  console.error(run.stdout, run.stderr);
  process.exit(run.status || 1);
}
console.log(lines.map((l) => l.replace("[bench-reminders] ", "")).join("\n"));
