// npm run deploy [-- --preflight-only | --dry-run]: scripts/deploy/flow.ts with the real
// commands. --preflight-only (or --dry-run) checks everything, Cloudflare included, and changes nothing.
import { spawn } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname } from "node:path";
import { deploy, type Io, type RunResult } from "./flow";

const args = process.argv.slice(2);
const unknown = args.filter((a) => a !== "--preflight-only" && a !== "--dry-run");
if (unknown.length) {
  console.error(`Unknown option ${unknown.join(" ")}: npm run deploy [-- --preflight-only | --dry-run]`);
  process.exit(2);
}

function run(command: string, argv: string[], opts: { capture?: boolean } = {}): Promise<RunResult> {
  return new Promise((resolve) => {
    const child = spawn(command, argv, {
      stdio: opts.capture ? ["inherit", "pipe", "pipe"] : "inherit",
      env: { ...process.env, WRANGLER_SEND_METRICS: "false" },
    });
    let output = "";
    child.stdout?.on("data", (d) => (output += d));
    child.stderr?.on("data", (d) => (output += d));
    child.on("error", (err) => resolve({ code: 127, output: `${output}${err.message}` }));
    child.on("close", (code) => resolve({ code: code ?? 1, output }));
  });
}

const io: Io = {
  run,
  readText: (path) => (existsSync(path) ? readFileSync(path, "utf8") : null),
  writeText: (path, text) => {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, text);
  },
  say: (line) => console.log(line),
};

process.exit(await deploy(io, args.length ? "preflight-only" : "deploy"));
