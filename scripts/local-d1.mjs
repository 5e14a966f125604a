// SQL on the local D1 of a state folder, run as the operator scripts run it (`wrangler d1
// execute --local`), also while the preview server has the file open: a write of the
// server's at that moment makes wrangler answer SQLITE_BUSY, so wait and try again (a few
// times, under 4 s in all), like SQLite's own busy timeout. The scale bench and the
// browser tests (tests/e2e/fixtures/local-d1.ts) use it.
import { execFile } from "node:child_process";
import { resolve } from "node:path";
import { promisify } from "node:util";

const run = promisify(execFile);
const ROOT = resolve(import.meta.dirname, "..");
const ATTEMPTS = 6;

async function wrangler(stateDir, args) {
  for (let attempt = 1; ; attempt++) {
    try {
      const { stdout } = await run(resolve(ROOT, "node_modules/.bin/wrangler"), ["d1", "execute", "DB", "--local", "--persist-to", stateDir, ...args], {
        cwd: ROOT,
        env: { ...process.env, WRANGLER_SEND_METRICS: "false" },
        maxBuffer: 64 * 1024 * 1024,
      });
      return stdout;
    } catch (err) {
      const busy = /SQLITE_BUSY|database is locked/.test(`${err.stdout ?? ""}${err.stderr ?? ""}`);
      if (!busy || attempt === ATTEMPTS) throw new Error(`wrangler d1 execute ${args.join(" ")}: ${err.stderr || err.message}`, { cause: err });
      await new Promise((r) => setTimeout(r, 200 * attempt));
    }
  }
}

/** Runs a file of statements. */
export const executeFile = (stateDir, file) => wrangler(stateDir, ["--file", file]);

/** Runs one statement. */
export const executeCommand = (stateDir, sql) => wrangler(stateDir, ["--command", sql]);

/** The rows of one query. */
export async function queryRows(stateDir, sql) {
  const out = await wrangler(stateDir, ["--json", "--command", sql]);
  return JSON.parse(out).at(-1)?.results ?? [];
}
