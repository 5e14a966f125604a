#!/usr/bin/env node
// Runs the tests (or any command) as if it were a given time of day in Dhaka, to prove they do
// not depend on the hour: `npm run test:at -- 23:30` (all of `npm test`), or
// `npm run test:at -- 23:55 npx vitest run --config vitest.unit.config.ts`.
//
// Every process below it (node, workerd, Chromium) sees the wall clock moved by one offset, so
// the server, the browser and the test agree on the time, and it keeps running; monotonic
// clocks (timers, timeouts) are left alone. The product has no time override of its own: the
// shift lives in a small preloaded C library, shift-clock.c, built here with the system's cc.
// Not Debian's libfaketime: workerd hangs at start under it (libfaketime's set-up looks up
// symbols glibc no longer has, such as __ftime, and glibc allocates the error message while
// workerd's tcmalloc, which called clock_gettime while setting itself up, holds its lock).
import { spawnSync } from "node:child_process";
import { mkdirSync, statSync } from "node:fs";

const [time, ...command] = process.argv.slice(2);
const match = /^([01]\d|2[0-3]):([0-5]\d)$/.exec(time ?? "");
if (!match) {
  console.error("usage: npm run test:at -- HH:MM [command…]   (HH:MM in Asia/Dhaka; default command: npm test)");
  process.exit(2);
}

const source = new URL("./shift-clock.c", import.meta.url).pathname;
const dir = new URL("../../node_modules/.cache/test-at/", import.meta.url).pathname;
const library = `${dir}shift-clock.so`;
const builtAfterSource = () => {
  try {
    return statSync(library).mtimeMs > statSync(source).mtimeMs;
  } catch {
    return false;
  }
};
if (!builtAfterSource()) {
  mkdirSync(dir, { recursive: true });
  const cc = spawnSync(process.env.CC ?? "cc", ["-O2", "-shared", "-fPIC", "-Wall", "-o", library, source, "-ldl"], { stdio: "inherit" });
  if (cc.error || cc.status !== 0) {
    console.error("test-at: could not build shift-clock.c (a C compiler is needed: apt-get install -y gcc)");
    process.exit(2);
  }
}

// Today's date in Dhaka (UTC+6, no daylight saving), at that Dhaka time.
const DHAKA_OFFSET_MS = 6 * 3_600_000;
const today = new Date(Date.now() + DHAKA_OFFSET_MS).toISOString().slice(0, 10);
const target = Date.parse(`${today}T${time}:00+06:00`);
const shift = Math.round((target - Date.now()) / 1000);

console.log(`test-at: as of ${today} ${time} Asia/Dhaka (${new Date(target).toISOString()}), the wall clock moved by ${shift} s`);
const run = spawnSync(command[0] ?? "npm", command.length ? command.slice(1) : ["test"], {
  stdio: "inherit",
  env: {
    ...process.env,
    SHIFT_CLOCK_SECONDS: String(shift),
    LD_PRELOAD: [library, process.env.LD_PRELOAD].filter(Boolean).join(" "),
  },
});
process.exit(run.status ?? 1);
