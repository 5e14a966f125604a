#!/usr/bin/env node
// `npm test`: runs the given npm scripts one after the other, stopping at the first that fails
// (as `a && b` would, with its exit code), and records each one's wall time in
// test-results/durations.json, so a suite growing slower shows before CI's limit is met.
import { spawnSync } from "node:child_process";
import { mkdirSync, writeFileSync } from "node:fs";

const stages = process.argv.slice(2);
const npm = process.platform === "win32" ? "npm.cmd" : "npm";
const durations = [];
let status = 0;

for (const stage of stages) {
  const started = performance.now();
  const run = spawnSync(npm, ["run", stage], { stdio: "inherit" });
  status = run.status ?? 1;
  durations.push({ stage, seconds: Math.round((performance.now() - started) / 100) / 10, passed: status === 0 });
  if (status !== 0) break;
}

const at = new URL("../test-results/", import.meta.url).pathname;
mkdirSync(at, { recursive: true });
writeFileSync(`${at}durations.json`, `${JSON.stringify({ finishedAt: new Date().toISOString(), stages: durations }, null, 2)}\n`);
const total = durations.reduce((sum, d) => sum + d.seconds, 0);
const line = durations.map((d) => `${d.stage} ${d.seconds} s${d.passed ? "" : " (failed)"}`).join(", ");
console.log(`\nnpm test: ${line}; ${Math.round(total)} s in all (test-results/durations.json)`);
process.exit(status);
